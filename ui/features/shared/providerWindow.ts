/**
 * The provider's page opens in its own window. The window is opened blank in the click itself (a
 * browser blocks a window opened later, once the page's URL has been generated) and sent to the page
 * when the kernel has its address.
 */
let pending: Window | null = null
let shown: string | undefined

/** In the click: an empty window, cut off from this page (the provider's page gets no opener). */
export function openProviderWindow(): void {
  pending = window.open('', '_blank')
  if (pending) pending.opener = null
}

/** Sends the window opened for the purchase to its page; a fresh window when it was blocked or closed. */
export function showProviderPage(url: string): void {
  // A view that shows again (back and forth) does not open the same page twice.
  if (url === shown) return
  shown = url
  if (pending && !pending.closed) pending.location.href = url
  else window.open(url, '_blank', 'noopener')
  pending = null
}

/** The purchase could not start: the blank window goes. */
export function closeProviderWindow(): void {
  pending?.close()
  pending = null
}
