import { AirlockError } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'
import type { SessionsApi } from './api'

/**
 * The sessions API whose code, like the service's, arrives with the first command; with the
 * smartSessions flag off every command is refused and nothing loads.
 */
export function lazySessionsApi(enabled: boolean, load: () => Promise<SessionsApi>): SessionsApi {
  let api: Promise<SessionsApi> | undefined
  const ready = () => {
    if (!enabled) return Promise.reject(new AirlockError(thrownMessages.smartSessionsNotEnabled, { category: 'validation' }))
    return (api ??= load())
  }
  return {
    load: () => {
      if (enabled) void ready().then((a) => a.load())
    },
    grant: (request) => ready().then((a) => a.grant(request)),
    revoke: (pci) => ready().then((a) => a.revoke(pci)),
  }
}
