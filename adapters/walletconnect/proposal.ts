/** The session proposal: every configured namespace with its networks, SPEC §6 methods and events. */
import type { Network } from '../../kernel/codec/network'
import type { ChainNamespace } from '../../kernel/codec/primitives'
import { permittedEip155Methods } from '../../kernel/rpc/rpcMethods'

/** SPEC §6 permitted EVM wallet methods (the kernel's list). */
export const eip155Methods: ReadonlyArray<string> = permittedEip155Methods

/**
 * SPEC §6 says Solana and Bitcoin have their own lists without showing them; these are the methods
 * the SPEC names elsewhere (§6 unsafe list, §7 wallet RPC) for those chains.
 */
const methodsByNamespace: Readonly<Partial<Record<ChainNamespace, ReadonlyArray<string>>>> = {
  eip155: eip155Methods,
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
  bip122: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
}

const eventsByNamespace: Readonly<Partial<Record<ChainNamespace, ReadonlyArray<string>>>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: ['accountsChanged', 'chainChanged'],
  // accountsChanged is the one UniversalProvider relays by name; the other is what Bitcoin wallets also send.
  bip122: ['accountsChanged', 'bip122_addressesChanged'],
}

export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/** optionalNamespaces for UniversalProvider.connect, one entry per namespace of the networks. */
export function proposalNamespaces(networks: ReadonlyArray<Network>): Record<string, ProposalNamespace> {
  const namespaces: Record<string, ProposalNamespace> = {}
  for (const network of networks) {
    const key = network.chainNamespace
    const entry = (namespaces[key] ??= {
      chains: [],
      methods: [...(methodsByNamespace[key] ?? [])],
      events: [...(eventsByNamespace[key] ?? [])],
      rpcMap: {},
    })
    entry.chains.push(network.caipNetworkId)
    const rpcUrl = network.rpcUrls.default.http[0]
    // The RPC map keeps the provider's read calls on the app's own RPC (the devnet on 127.0.0.1).
    if (rpcUrl !== undefined) entry.rpcMap[network.caipNetworkId.split(':')[1] ?? String(network.id)] = rpcUrl
  }
  return namespaces
}
