import type { Wallet, WalletAccount } from '@wallet-standard/base'

/*
 * The Wallet Standard features the Solana adapter uses, as the standard names them (the
 * `@solana/wallet-standard-features` shapes, written out here so the adapter needs no extra package).
 * Every wallet answer is checked where it is read: a wallet is outside code.
 */

export const CONNECT = 'standard:connect'
export const DISCONNECT = 'standard:disconnect'
export const EVENTS = 'standard:events'
export const SIGN_MESSAGE = 'solana:signMessage'
export const SIGN_TRANSACTION = 'solana:signTransaction'
export const SIGN_AND_SEND_TRANSACTION = 'solana:signAndSendTransaction'

export interface ConnectFeature {
  connect(input?: { readonly silent?: boolean }): Promise<{ readonly accounts: ReadonlyArray<WalletAccount> }>
}
export interface DisconnectFeature {
  disconnect(): Promise<void>
}
export interface EventsFeature {
  on(event: 'change', listener: (properties: { readonly accounts?: ReadonlyArray<WalletAccount>; readonly chains?: ReadonlyArray<string> }) => void): () => void
}
export interface SignMessageFeature {
  signMessage(...inputs: ReadonlyArray<{ readonly account: WalletAccount; readonly message: Uint8Array }>): Promise<ReadonlyArray<{ readonly signature: Uint8Array }>>
}
export interface SignTransactionFeature {
  signTransaction(
    ...inputs: ReadonlyArray<{ readonly account: WalletAccount; readonly transaction: Uint8Array; readonly chain?: string }>
  ): Promise<ReadonlyArray<{ readonly signedTransaction: Uint8Array }>>
}
export interface SignAndSendTransactionFeature {
  signAndSendTransaction(
    ...inputs: ReadonlyArray<{ readonly account: WalletAccount; readonly transaction: Uint8Array; readonly chain: string }>
  ): Promise<ReadonlyArray<{ readonly signature: Uint8Array }>>
}

interface Features {
  readonly [CONNECT]: ConnectFeature
  readonly [DISCONNECT]: DisconnectFeature
  readonly [EVENTS]: EventsFeature
  readonly [SIGN_MESSAGE]: SignMessageFeature
  readonly [SIGN_TRANSACTION]: SignTransactionFeature
  readonly [SIGN_AND_SEND_TRANSACTION]: SignAndSendTransactionFeature
}

/** The wallet's feature `name` when it offers one that has `method` (a function). */
export function featureOf<N extends keyof Features>(wallet: Wallet, name: N, method: keyof Features[N]): Features[N] | undefined {
  const feature = (wallet.features as Record<string, unknown>)[name]
  return typeof feature === 'object' && feature !== null && typeof (feature as Record<PropertyKey, unknown>)[method] === 'function'
    ? (feature as Features[N])
    : undefined
}

/** A wallet the Solana adapter can use: it connects, and serves at least one Solana chain. */
export const isSolanaWallet = (wallet: Wallet): boolean =>
  wallet.chains.some((chain) => chain.startsWith('solana:')) && featureOf(wallet, CONNECT, 'connect') !== undefined

/** Wallet Standard names the public clusters by name; any other cluster is the wallet's localnet. */
const NAMED_CLUSTERS: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The chain id to give the wallet for a network: its CAIP-2 id when the wallet lists it, else the
 * Wallet Standard name of a public cluster, else solana:localnet.
 */
export function walletChainOf(wallet: Wallet, caipNetworkId: string, clusterId: string): string {
  if (wallet.chains.includes(caipNetworkId as `${string}:${string}`)) return caipNetworkId
  return NAMED_CLUSTERS[clusterId] ?? 'solana:localnet'
}

/** Solana accounts of a connect answer or change event, valid addresses only. */
export const solanaAccounts = (accounts: ReadonlyArray<WalletAccount> | undefined): WalletAccount[] =>
  (accounts ?? []).filter((account) => typeof account?.address === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(account.address))
