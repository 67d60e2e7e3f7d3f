import { map } from 'rxjs'
import { createSessionsService, type SessionsService } from '../sessions/createSessionsService'
import { createSessionsApi } from '../sessions/sessionsApi'
import type { KernelParts } from './parts'

/** The smart sessions service wired from the entry's parts (see KernelParts): the active account and its wallet. */
export const sessionsServiceOf = ({ api, connection, chain, env }: KernelParts): SessionsService =>
  createSessionsService(
    { api: createSessionsApi(api), walletRequest: (namespace, args) => connection.request(namespace, args), scheduler: env.scheduler },
    {
      account$: chain.state$.pipe(
        map((state) => ({
          namespace: state.activeNamespace,
          address: state.chains[state.activeNamespace]?.accountState.address,
          chainId: state.activeCaipNetwork.id,
        })),
      ),
    },
  )

// The public API over the service loads with it: one chunk for everything sessions, so splitting
// bundlers do not cut what it shares with the entry into more small chunks.
export { sessionsApi } from '../sessions/api'
