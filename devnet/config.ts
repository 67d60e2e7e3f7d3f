/** Fixed facts of the devnet: everything is deterministic so tests and the demo can name things. */

/** The well-known development mnemonic (hardhat's): public, worthless outside a local chain. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
export const DEV_ACCOUNT_COUNT = 10
/** 10,000 ETH per dev account. */
export const DEV_ACCOUNT_BALANCE = 10_000n * 10n ** 18n

export interface DevnetChainSpec {
  readonly chainId: number
  readonly name: string
}

/** Two chains so network switching is real; 31337 is the usual local-chain id, 31338 its neighbour. */
export const DEFAULT_CHAINS: ReadonlyArray<DevnetChainSpec> = [
  { chainId: 31337, name: 'Devnet Alpha' },
  { chainId: 31338, name: 'Devnet Beta' },
]

export const NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** SPEC §9's conventional 0xeee… address the blockchain API uses for a chain's own coin. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The projectId the devnet's own URLs carry (the RPC endpoint requires one, as the real one does). */
export const DEVNET_PROJECT_ID = 'devnet'

export const LOOPBACK_HOST = '127.0.0.1'

/** Ports `npm run devnet` uses unless DEVNET_*_PORT says otherwise; programmatic starts default to 0 (any free port). */
export const CLI_PORTS = { api: 4700, catalogue: 4701, relay: 4702, chains: [8545, 8546], solana: 8899, bitcoin: 3002 } as const

/** Page origins the devnet's /projects/v1/origins allows by default: any loopback page. */
export const DEFAULT_ALLOWED_ORIGINS: ReadonlyArray<string> = ['http://127.0.0.1:*', 'http://localhost:*']

/** EIP-6963 identity of the Devnet Wallet (also listed in the catalogue under this rdns). */
export const DEVNET_WALLET_INFO = { name: 'Devnet Wallet', rdns: 'dev.airlock.devnet' } as const
