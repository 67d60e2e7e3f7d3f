/** Fixed facts of the devnet's Solana cluster: deterministic, so tests and the demo can name things. */

/**
 * The local cluster's genesis hash (base58 of sha256("airlock devnet solana")): litesvm has no genesis
 * block, and CAIP-30 names a cluster by the first 32 characters of this hash.
 */
export const SOLANA_GENESIS_HASH = '13ZnSK9Y26Dut1dB2sBs9yxX8xXW6GEt6AYqx8VGpbhi'
export const SOLANA_CLUSTER_ID = SOLANA_GENESIS_HASH.slice(0, 32)
export const SOLANA_CAIP_NETWORK_ID = `solana:${SOLANA_CLUSTER_ID}` as const
export const SOLANA_CLUSTER_NAME = 'Devnet Solana'

export const SOL_CURRENCY = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
/** 1,000 SOL per dev account. */
export const SOLANA_DEV_BALANCE = 1_000n * 10n ** 9n
export const SOLANA_DEV_ACCOUNT_COUNT = 10

export interface SolanaTokenSpec {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** Whole tokens each dev account holds at start. */
  readonly perAccount: bigint
}

/** Two SPL tokens: one with 6 decimals (a stablecoin's), one with 9 (SOL's own). */
export const SOLANA_TOKENS: ReadonlyArray<SolanaTokenSpec> = [
  { name: 'Devnet USD Coin', symbol: 'DUSDC', decimals: 6, perAccount: 5_000n },
  { name: 'Devnet Governance', symbol: 'DGOV', decimals: 9, perAccount: 250n },
]

/** The RPC port `npm run devnet` uses (Solana's usual local port); the PubSub socket is on the same port. */
export const SOLANA_CLI_PORT = 8899

/** The native mint: the address the blockchain API gives SOL itself (SPEC §9 native token constant). */
export const SOLANA_NATIVE_MINT = 'So11111111111111111111111111111111111111112'

/** Lamports a signature costs on the local cluster (litesvm's default fee). */
export const LAMPORTS_PER_SIGNATURE = 5_000n
