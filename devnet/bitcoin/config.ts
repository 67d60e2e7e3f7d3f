/** Fixed facts of the devnet's Bitcoin ledger (a regtest stand-in): deterministic, so tests and the demo can name things. */

/** Bitcoin Core's regtest genesis block hash: the ledger is a regtest chain, so it carries regtest's name. */
export const BITCOIN_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'
/** CAIP-4: a bip122 chain is named by the first 32 hex characters of its genesis block hash. */
export const BITCOIN_CHAIN_ID = BITCOIN_GENESIS_HASH.slice(0, 32)
export const BITCOIN_CAIP_NETWORK_ID = `bip122:${BITCOIN_CHAIN_ID}` as const
export const BITCOIN_LEDGER_NAME = 'Devnet Bitcoin'

export const BTC_CURRENCY = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/** Regtest's address and key encodings (bcrt1… segwit, m/n… legacy, cV… WIF). */
export const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

export const BITCOIN_DEV_ACCOUNT_COUNT = 6
/** What each dev account's payment address holds at start: two coins, so a spend has change to make. */
export const PAYMENT_FUNDING: ReadonlyArray<bigint> = [5_0000_0000n, 3_0000_0000n]
/** What each dev account's ordinals (taproot) address holds at start. */
export const ORDINALS_FUNDING: ReadonlyArray<bigint> = [1000_0000n]

/** The Esplora port `npm run devnet` uses (Esplora's own default). */
export const BITCOIN_CLI_PORT = 3002

/** The smallest fee rate the ledger relays (sat/vB), as Bitcoin Core's default minrelaytxfee. */
export const MIN_RELAY_FEE_RATE = 1
/** Below this an output costs more to spend than it holds (Bitcoin Core's P2WPKH dust limit). */
export const DUST_LIMIT = 294n
