import type { Network } from '../../kernel/codec/network'
import { AirlockError } from '../../kernel/errors/AirlockError'
import { thrownMessages } from '../../kernel/errors/messages'

/** A network's first RPC URL (a Solana cluster's JSON-RPC, a Bitcoin network's Esplora base); 'Network not found' without one. */
export function firstRpcUrl(network: Network): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new AirlockError(thrownMessages.networkNotFound, { category: 'wallet' })
  return url
}
