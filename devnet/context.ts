import type { Address } from 'viem'
import type { DevAccount } from './accounts'
import type { DeployedAmm } from './chain/amm/deployAmm'
import type { DeployedAccountAbstraction } from './chain/accountAbstraction'
import type { DeployedContracts } from './chain/deploy'
import type { LocalChain } from './chain/createChain'
import type { AnalyticsSink } from './api/analytics'
import type { HistoryIndex } from './api/history/indexer'
import type { FaultList } from './control/faults'
import type { SolanaChain } from './solana/chain'
import type { NameRegistry } from './api/names'
import type { OnrampLedger } from './onramp/purchases'
import type { BitcoinLedger } from './bitcoin/ledger'
import type { BitcoinDevAccount } from './bitcoin/keys'

export interface DevnetChain extends LocalChain {
  /** Position in the devnet's chain list (seed amounts differ by it). */
  readonly index: number
  readonly contracts: DeployedContracts
  /** Uniswap V2 with pools for ETH, DVT, DUSD and DUSDT (the SPEC §7 convert rows trade on it). */
  readonly amm: DeployedAmm
  /** DevnetBatchExecutor: what wallet accounts delegate to (EIP-7702) for atomic EIP-5792 batches. */
  readonly batchExecutor: Address
  /** ERC-4337: the EntryPoint v0.8 and a SimpleAccountFactory, as @account-abstraction/contracts publishes them. */
  readonly accountAbstraction: DeployedAccountAbstraction
  /** The embedded wallet's smart accounts (SimpleAccount with ERC-1271): DevnetSmartAccountFactory. */
  readonly smartAccountFactory: Address
}

/** Answers tests and the demo may change while the devnet runs (PUT /devnet/settings). */
export interface DevnetSettings {
  allowedOrigins: string[]
  isAnalyticsEnabled: boolean
}

export interface DevnetUrls {
  /** Blockchain API base (createModal endpoints.apiUrl); also serves the chain RPC endpoint. */
  readonly api: string
  /** Wallet catalogue and images base (createModal endpoints.catalogueUrl). */
  readonly catalogue: string
  /** The Solana cluster's JSON-RPC and PubSub, when it runs. */
  readonly solana?: { readonly rpc: string; readonly ws: string }
  /** The Bitcoin ledger's Esplora REST base, when it runs. */
  readonly bitcoin?: string
}

/** Everything a route may read; built once the chains are up, shared by both servers. */
export interface DevnetContext {
  readonly chains: ReadonlyArray<DevnetChain>
  readonly accounts: ReadonlyArray<DevAccount>
  readonly urls: DevnetUrls
  readonly settings: DevnetSettings
  readonly analytics: AnalyticsSink
  readonly history: HistoryIndex
  readonly faults: FaultList
  /** Names registered through POST /v1/profile/account (SPEC §9 zones). */
  readonly names: NameRegistry
  /** Onramp purchases: sessions opened by the URL generator, delivered from the treasury. */
  readonly onramp: OnrampLedger
  /** The local Solana cluster, when started. */
  readonly solana?: SolanaChain
  /** The local Bitcoin ledger, when started. */
  readonly bitcoin?: BitcoinLedger
  /** Its dev accounts (payment and ordinals keys). */
  readonly bitcoinAccounts?: ReadonlyArray<BitcoinDevAccount>
  /** Told when PUT /devnet/settings changed the allowed origins (the embedded wallet's auth service keeps its own copy). */
  allowedOriginsChanged?: (origins: ReadonlyArray<string>) => Promise<void>
}
