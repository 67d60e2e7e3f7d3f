import type { ChainNamespace } from '../codec/primitives'

/**
 * SPEC §4: sign-in through the universal (WalletConnect) provider only when every configured chain is
 * in one namespace and that namespace is eip155.
 */
export function universalSignInAllowed(networks: ReadonlyArray<{ readonly chainNamespace: ChainNamespace }>): boolean {
  return networks.length > 0 && networks.every((network) => network.chainNamespace === 'eip155')
}
