import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AuthStore } from './storage/contract'
import { hashDeviceToken } from './codes'
import { escape, page, readForm } from './pages'

/*
 * The page the device-approval link opens (SPEC §4 VERIFY_DEVICE). The GET only shows what is asked,
 * so a mail scanner that follows links approves nothing; the person's click posts the form, which
 * must come from this page's own origin (a form on another site cannot approve).
 */

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** Handles /device/approve (GET: the question; POST: the approval); false for any other path. */
export function deviceApprovalListener(deps: {
  readonly store: AuthStore
  readonly now: () => number
  readonly publicUrl: () => string
  /** After the device is added: mails the sign-in code. */
  readonly approved: (userId: string) => Promise<void>
}) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = new URL(request.url ?? '/', 'http://auth.invalid')
    if (url.pathname !== '/device/approve') return false
    const expired = () => page(response, 410, 'This link has expired', '<p>Sign in on the new device again to get a new one.</p>')
    if (request.method === 'GET') {
      request.resume()
      const token = url.searchParams.get('token') ?? ''
      if (!TOKEN.test(token)) {
        expired()
        return true
      }
      void deps.store.deviceRequest(hashDeviceToken(token)).then(async (found) => {
        if (!found || found.expiresAt <= deps.now()) return expired()
        const user = await deps.store.user(found.userId)
        page(
          response,
          200,
          'Approve a new device',
          `<p>A new device is signing in to the wallet of <strong>${escape(user?.email ?? '')}</strong>. Approve it only if it is yours.</p>
<form method="post" action="/device/approve"><input type="hidden" name="token" value="${token}"><button type="submit">Approve this device</button></form>`,
        )
      }, () => page(response, 500, 'Something went wrong', '<p>Try the link again.</p>'))
      return true
    }
    if (request.method === 'POST') {
      if (request.headers.origin !== new URL(deps.publicUrl()).origin) {
        request.resume()
        page(response, 403, 'Not allowed', '<p>Approve the device from the page the mailed link opens.</p>')
        return true
      }
      void readForm(request)
        .then(async (form) => {
          const token = form.get('token') ?? ''
          const found = TOKEN.test(token) ? await deps.store.takeDeviceRequest(hashDeviceToken(token)) : undefined
          if (!found || found.expiresAt <= deps.now()) return expired()
          await deps.store.addDevice(found.userId, found.deviceHash, deps.now())
          await deps.approved(found.userId)
          page(response, 200, 'Device approved', '<p>Go back to the app: it carries on by itself.</p>')
        })
        .catch(() => page(response, 500, 'Something went wrong', '<p>Try the link again.</p>'))
      return true
    }
    return false
  }
}
