import type { SessionsApi } from './api'

/** The sessions API whose code, like the service's, arrives with the first command. */
export function lazySessionsApi(load: () => Promise<SessionsApi>): SessionsApi {
  let api: Promise<SessionsApi> | undefined
  const ready = () => (api ??= load())
  return {
    load: () => void ready().then((a) => a.load()),
    grant: (request) => ready().then((a) => a.grant(request)),
    revoke: (pci) => ready().then((a) => a.revoke(pci)),
  }
}
