import { catchError, defer, map, of, share, switchMap, tap, type Observable } from 'rxjs'
import type { HttpClient } from '../http/createHttpClient'
import { SupportedChainsResponse } from '../codec/api'

/**
 * SPEC §7: the blockchain API serves a CAIP-2 network when it is in the `http` list of GET
 * v1/supported-chains. No network or no list (yet) means "not supported".
 */
export function isListedNetwork(
  list: Pick<SupportedChainsResponse, 'http'> | undefined,
  caipNetworkId: string | undefined,
): boolean {
  return caipNetworkId !== undefined && list !== undefined && list.http.includes(caipNetworkId)
}

export interface SupportedChains {
  /**
   * Whether the blockchain API serves this CAIP-2 network (it is in the `http` list). The list is
   * fetched once per kernel and shared; a failed fetch counts as "not supported" for that call and is
   * tried again on the next one. An absent network id is not supported.
   */
  isNetworkSupported(caipNetworkId: string | undefined): Observable<boolean>
}

export function createSupportedChains(http: HttpClient): SupportedChains {
  // The answer is kept for this kernel's lifetime once it came; a failure is not kept, so the next
  // caller asks again. Callers arriving while a request is out share it, and when none waits any more
  // (the kernel was destroyed) the request is aborted.
  let answer: SupportedChainsResponse | undefined
  const request$ = http.get('v1/supported-chains', SupportedChainsResponse).pipe(
    tap((list) => {
      answer = list
    }),
    share(),
  )
  const list$ = defer(() => (answer ? of(answer) : request$))
  return {
    isNetworkSupported: (caipNetworkId) =>
      caipNetworkId === undefined
        ? of(false)
        : list$.pipe(
            map((list) => isListedNetwork(list, caipNetworkId)),
            catchError(() => of(false)),
          ),
  }
}

/**
 * SPEC §7: "each call is skipped and returns an empty result if the active network is not in the
 * supported-chains list". `call` is subscribed only when the network is supported; otherwise `empty`
 * is emitted and `onUnsupported` (e.g. the balance snackbar, DESIGN §10) runs.
 */
export function whenNetworkSupported<A>(
  chains: SupportedChains,
  caipNetworkId: string | undefined,
  call: () => Observable<A>,
  empty: A,
  onUnsupported?: () => void,
): Observable<A> {
  return chains.isNetworkSupported(caipNetworkId).pipe(
    switchMap((supported) => {
      if (supported) return call()
      onUnsupported?.()
      return of(empty)
    }),
  )
}
