import * as t from 'io-ts'
import { catchError, defer, map, of, share, switchMap, tap, type Observable } from 'rxjs'
import type { HttpClient } from '../http/createHttpClient'

/** SPEC §7 GET v1/supported-chains answer. TODO(move to codec). */
export const SupportedChainsAnswer = t.type({ http: t.array(t.string), ws: t.array(t.string) }, 'SupportedChains')
export type SupportedChainsAnswer = t.TypeOf<typeof SupportedChainsAnswer>

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
  let answer: SupportedChainsAnswer | undefined
  const request$ = http.get('v1/supported-chains', SupportedChainsAnswer).pipe(
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
            map((list) => list.http.includes(caipNetworkId)),
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
