import { defer, of } from 'rxjs'
import type { Observable } from 'rxjs'
import type { Network } from '../codec/network'
import type { ChainState } from './types'

/** The answer of GET v1/supported-chains (SPEC §7): CAIP-2 ids the blockchain API serves. */
export interface SupportedChains {
  readonly http: ReadonlyArray<string>
  readonly ws?: ReadonlyArray<string>
}

/**
 * SPEC §7: an API call is made only when the active network is in the supported-chains list.
 * No network or no list yet means "not supported": wait for the list before calling.
 */
export function isApiSupportedNetwork(network: Network | undefined, supported: SupportedChains | undefined): boolean {
  return network !== undefined && supported !== undefined && supported.http.includes(network.caipNetworkId)
}

/** SPEC §7: skip the call and answer `empty` when the active network is not supported by the API. */
export function whenApiSupported<T>(
  network: Network | undefined,
  supported: SupportedChains | undefined,
  call: () => Observable<T>,
  empty: T,
): Observable<T> {
  return isApiSupportedNetwork(network, supported) ? defer(call) : of(empty)
}

/**
 * SPEC §2: UnsupportedChain is shown when the active network is unsupported, network switching is
 * enabled and unsupported chains are not allowed.
 */
export function shouldShowUnsupportedChain(
  state: Pick<ChainState, 'activeNetworkUnsupported'>,
  options: { readonly enableNetworkSwitch: boolean; readonly allowUnsupportedChain: boolean },
): boolean {
  return state.activeNetworkUnsupported && options.enableNetworkSwitch && !options.allowUnsupportedChain
}
