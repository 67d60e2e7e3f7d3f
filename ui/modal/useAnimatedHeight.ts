import { useLayoutEffect, type RefObject } from 'react'

/**
 * SPEC §2 modal height change: the outer box follows the inner content's height, so the CSS height
 * transition (150 ms, none under reduced motion) animates it. Set through the CSSOM, which a strict
 * CSP allows.
 */
export function useAnimatedHeight(outer: RefObject<HTMLElement | null>, inner: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const box = outer.current
    const content = inner.current
    if (!box || !content || typeof ResizeObserver === 'undefined') return
    const apply = () => box.style.setProperty('height', `${content.offsetHeight}px`)
    apply()
    const observer = new ResizeObserver(apply)
    observer.observe(content)
    return () => {
      observer.disconnect()
      box.style.removeProperty('height')
    }
  }, [outer, inner])
}
