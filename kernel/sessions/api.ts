import { filter, type Observable } from 'rxjs'
import { AirlockError } from '../index'
import { sessionsMessages } from '../errors/sessionsMessages'
import type { LazyService } from '../core/lazyService'
import type { KernelParts } from '../wiring/parts'
import type { SessionsService } from './createSessionsService'
import type { GrantedSession, GrantSessionRequest, SessionsResult, SessionsState } from './types'

/** Smart sessions on the kernel (feature flag smartSessions): each command resolves with its own outcome. */
export interface SessionsApi {
  /** Reads the connected account's sessions into `state.sessions` (the Account view calls it). */
  readonly load: () => void
  /** Asks the wallet to grant a session account a spending limit until an expiry (ERC-7715). */
  readonly grant: (request: GrantSessionRequest) => Promise<GrantedSession>
  /** Revokes a session: the account signs the revoke, the API relays it (SPEC §7 sessions revoke). */
  readonly revoke: (permissionsContext: string) => Promise<void>
}

type Outcome = <T>(outcome$: Observable<T>, start: () => void) => Promise<T>

/** With the smartSessions flag off every command is refused and the service never loads. */
export function sessionsApi(
  { options }: KernelParts,
  sessions: LazyService<SessionsService, SessionsState>,
  outcome: Outcome,
): SessionsApi {
  const enabled = options.features.smartSessions
  const results$ = sessions.output((service) => service.results$)
  const call = sessions.call
  const ask = (start: (service: SessionsService, ticket: object) => void): Promise<SessionsResult> => {
    if (!enabled) return Promise.reject(new AirlockError(sessionsMessages.smartSessionsNotEnabled, { category: 'validation' }))
    const ticket = {}
    return outcome(results$.pipe(filter((result) => result.ticket === ticket)), () => call((service) => start(service, ticket))).then(
      (result) => {
        if (result.kind === 'failed') throw result.error
        return result
      },
    )
  }
  return {
    load: () => {
      if (enabled) call((service) => service.load())
    },
    grant: (request) =>
      ask((service, ticket) => service.grant(ticket, request)).then((result) => {
        if (result.kind !== 'granted') throw new TypeError(`sessions: expected a grant, got ${result.kind}`)
        return result.granted
      }),
    revoke: (pci) =>
      ask((service, ticket) => service.revoke(ticket, pci)).then(() => undefined),
  }
}
