import type { DevAccount } from './accounts'
import type { DeployedContracts } from './chain/deploy'
import type { LocalChain } from './chain/createChain'
import type { AnalyticsSink } from './api/analytics'
import type { HistoryIndex } from './api/history/indexer'
import type { FaultList } from './control/faults'
import type { SolanaChain } from './solana/chain'
import type { NameRegistry } from './api/names'
import type { OnrampLedger } from './onramp/purchases'

export interface DevnetChain extends LocalChain {
  /** Position in the devnet's chain list (seed amounts differ by it). */
  readonly index: number
  readonly contracts: DeployedContracts
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
}
