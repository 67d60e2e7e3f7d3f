import { thrownMessages } from '../kernel/errors/messages'
import type { AuthApi, Session } from './authApi'

/** How often the frame asks the auth service whether the person approved in their Farcaster app. */
export const FARCASTER_POLL_MS = 1_000

/**
 * SPEC §7 connect farcaster: asks the auth service about the login until the person approved in their
 * Farcaster app (a session) or the channel closed (the service's refusal ends the wait). `current`
 * turns false once a newer login began; that ends this wait too.
 */
export async function waitForFarcaster(api: AuthApi, projectId: string, channel: string, current: () => boolean): Promise<Session> {
  while (current()) {
    const status = await api.farcasterStatus(projectId, channel)
    if (status.state === 'completed') return { token: status.token, expiresAt: status.expiresAt, user: status.user }
    await new Promise((resolve) => setTimeout(resolve, FARCASTER_POLL_MS))
  }
  throw new Error(thrownMessages.requestAborted)
}
