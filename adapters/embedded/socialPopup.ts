import { Observable } from 'rxjs'
import { SocialResult } from './protocol'

/** The popup as the adapter sees it: a window handle the kernel holds without reading. */
const asWindow = (popup: unknown): Window | undefined =>
  typeof popup === 'object' && popup !== null && 'closed' in popup && 'location' in popup ? (popup as Window) : undefined

/**
 * Sends the login popup to the provider and waits for the frame's callback page in it to report the
 * address it came back to. Only a message from that popup and from the frame's origin counts.
 */
export function popupResult(popup: unknown, uri: string, frameOrigin: string): Observable<string> {
  return new Observable<string>((subscriber) => {
    const target = asWindow(popup)
    if (!target || target.closed) {
      subscriber.error(new Error('The sign-in window is not open'))
      return undefined
    }
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.source !== target || event.origin !== frameOrigin) return
      const decoded = SocialResult.decode(event.data)
      if (decoded._tag === 'Left') return
      subscriber.next(decoded.right.uri)
      subscriber.complete()
    }
    window.addEventListener('message', onMessage)
    target.location.href = uri
    return () => window.removeEventListener('message', onMessage)
  })
}

export const popupClosed = (popup: unknown): boolean => asWindow(popup)?.closed ?? true

export function closePopup(popup: unknown): void {
  const target = asWindow(popup)
  if (target && !target.closed) target.close()
}
