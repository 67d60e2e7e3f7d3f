import type { ChainState } from './types'

// Whether the blockchain API serves a network (SPEC §7 supported-chains) lives in kernel/supportedChains.

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
