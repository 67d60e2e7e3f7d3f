import { useCallback, type KeyboardEvent } from 'react'

/**
 * Arrow-key movement between the items of a list or grid (DESIGN §6): Up/Left and Down/Right move
 * to the previous and next item marked `data-nav-item`, Home and End to the first and last. In a
 * grid, Up and Down jump a row of `columns` items.
 */
export function useArrowNavigation(columns = 1): (event: KeyboardEvent<HTMLElement>) => void {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-nav-item]'))
      const current = items.indexOf(event.target as HTMLElement)
      if (current < 0) return
      const steps: Record<string, number> = {
        ArrowDown: columns,
        ArrowUp: -columns,
        ArrowRight: 1,
        ArrowLeft: -1,
        Home: -current,
        End: items.length - 1 - current,
      }
      const step = steps[event.key]
      if (step === undefined) return
      const next = items[Math.max(0, Math.min(items.length - 1, current + step))]
      if (!next) return
      event.preventDefault()
      next.focus()
    },
    [columns],
  )
}
