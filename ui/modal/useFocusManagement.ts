import { useEffect, useLayoutEffect, type KeyboardEvent, type RefObject } from 'react'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The dialog's elements that Tab reaches, in order. */
function tabStops(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusable)).filter(
    (element) => !element.closest('[hidden]') && element.getAttribute('aria-hidden') !== 'true',
  )
}

/**
 * Focus handling of the dialog (DESIGN §6): focus moves in on open and returns to the opener on
 * close; Tab and Shift+Tab wrap inside the dialog; when a view change removes the focused element,
 * focus goes back to the dialog rather than the page.
 */
export function useFocusManagement(
  dialog: RefObject<HTMLElement | null>,
  options: { readonly trap: boolean; readonly viewKey: string },
): (event: KeyboardEvent<HTMLElement>) => void {
  useLayoutEffect(() => {
    if (!options.trap) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialog.current?.focus()
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [dialog, options.trap])

  useEffect(() => {
    const element = dialog.current
    if (!options.trap || !element) return
    if (!element.contains(document.activeElement)) element.focus()
  }, [dialog, options.trap, options.viewKey])

  return (event) => {
    const element = dialog.current
    if (!options.trap || event.key !== 'Tab' || !element) return
    const stops = tabStops(element)
    const first = stops[0]
    const last = stops[stops.length - 1]
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === element)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }
}
