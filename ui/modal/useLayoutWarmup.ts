import { useEffect } from 'react'

/**
 * The surface built hidden ahead of the first opening (usePrerender) has no layout: React's hidden
 * Activity keeps it out of the render tree, so the click that shows it pays for the first layout of
 * its text, and matching a weight or size of the system font not yet on the page takes milliseconds
 * (over 5 ms on Linux in Chromium). Once each hidden build is in place, while the page is idle, a copy
 * of it is laid out and removed in the same task, and the fonts it needed stay cached for the opening.
 */
export function useLayoutWarmup(build: number | undefined): void {
  useEffect(() => {
    if (build === undefined || typeof requestIdleCallback !== 'function') return undefined
    const idle = requestIdleCallback(warmLayout)
    return () => cancelIdleCallback(idle)
  }, [build])
}

/**
 * Lays out a copy of each modal surface built hidden (the hidden Activity displays it none) once, and
 * removes it. A copy lives within one task, so it is never painted nor reached by focus or assistive
 * technology; it starts nothing either, as the modal's views render no frame, media or radio group.
 */
export function warmLayout(): void {
  for (const surface of document.querySelectorAll<HTMLElement>('[data-airlock-root]')) {
    if (surface.style.display !== 'none') continue
    const copy = surface.cloneNode(true) as HTMLElement
    copy.style.display = ''
    surface.after(copy)
    // Reading a box lays out the whole document now, the copy's text included.
    copy.getBoundingClientRect()
    copy.remove()
  }
}
