import { distinctUntilChanged, filter, map, type Observable } from 'rxjs'
import type { ConnectionStatus, PerNamespace } from '../connection/types'
import type { ViewRequest } from './modalState'

/**
 * SPEC §2 opening rules, kept while open: when the last connection ends (the wallet disconnected, or
 * the person did), an open modal starts over on Connect instead of showing an account that is gone.
 */
export function connectionLost(status$: Observable<PerNamespace<ConnectionStatus>>): Observable<ViewRequest> {
  return status$.pipe(
    map((status) => Object.values(status).includes('connected')),
    distinctUntilChanged(),
    // After the first value, a change to "none connected" is a connection that ended.
    filter((anyConnected, index) => index > 0 && !anyConnected),
    map((): ViewRequest => ({ type: 'reset', view: 'Connect' })),
  )
}
