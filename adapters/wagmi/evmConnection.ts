import * as t from 'io-ts'
import type { Address } from 'viem'
import type { ModalState } from '../../kernel/types'
import type { Network } from '../../kernel/codec/network'
import { decode } from '../../kernel/codec/decode'

/** A 0x-prefixed 20-byte hex address, typed as viem's Address. */
export const WagmiAddress = new t.Type<Address, string, unknown>(
  'Address',
  (u): u is Address => typeof u === 'string' && /^0x[0-9a-fA-F]{40}$/.test(u),
  (u, c) => (typeof u === 'string' && /^0x[0-9a-fA-F]{40}$/.test(u) ? t.success(u as Address) : t.failure(u, c)),
  t.identity,
)

/** An EVM chain id: a positive safe integer, or its 0x-hex or decimal string (wallets send all three). */
export const EvmChainId = new t.Type<number, number, unknown>(
  'EvmChainId',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u > 0,
  (u, c) => {
    const n = typeof u === 'number' ? u : typeof u === 'string' && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(u) ? Number(u) : Number.NaN
    return Number.isSafeInteger(n) && n > 0 ? t.success(n) : t.failure(u, c)
  },
  t.identity,
)

/** The kernel's EVM connection as wagmi sees it: one account on one chain. */
export interface EvmConnection {
  readonly address: Address
  readonly chainId: number
}

/** The chain id of an EVM network (its CAIP-2 reference), or undefined for another namespace. */
export function evmChainIdOf(network: Network | undefined): number | undefined {
  if (network?.chainNamespace !== 'eip155') return undefined
  const id = decode(EvmChainId, network.id, 'network id')
  return id.ok ? id.value : undefined
}

/** The connected eip155 account and its chain, or undefined while the namespace is not connected. */
export function evmConnection(state: ModalState): EvmConnection | undefined {
  const entry = state.chains.eip155
  if (entry?.accountState.status !== 'connected') return undefined
  const address = decode(WagmiAddress, entry.accountState.address, 'eip155 address')
  const chainId = evmChainIdOf(entry.networkState.caipNetwork)
  return address.ok && chainId !== undefined ? { address: address.value, chainId } : undefined
}

export const sameConnection = (a: EvmConnection | undefined, b: EvmConnection | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.address.toLowerCase() === b.address.toLowerCase() && a.chainId === b.chainId)
