import { thrownMessages } from '../kernel/errors/messages'
import type { AuthApi, Session } from './authApi'

/** How often the frame asks the auth service whether the person approved in their Farcaster app. */
export const FARCASTER_POLL_MS = 1_000

/**
 * SPEC §7 connect farcaster: asks the auth service about the login until the person approved in their
 * Farcaster app (a session) or the channel closed (the service's refusal ends the wait). `signal`
 * ends the wait at once, between two questions too: the person left ConnectingFarcaster, or a newer
 * login began.
 */
export async function waitForFarcaster(api: Pick<AuthApi, 'farcasterStatus'>, projectId: string, channel: string, signal: AbortSignal): Promise<Session> {
  const aborted = () => new Error(thrownMessages.requestAborted)
  while (!signal.aborted) {
    const status = await api.farcasterStatus(projectId, channel)
    if (signal.aborted) break
    if (status.state === 'completed') return { token: status.token, expiresAt: status.expiresAt, user: status.user }
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, FARCASTER_POLL_MS)
      signal.addEventListener('abort', done)
    })
  }
  throw aborted()
}
