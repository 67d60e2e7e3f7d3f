import type { IncomingMessage, ServerResponse } from 'node:http'
import { deriveDevAccounts, type DevAccount } from './accounts'
import { analyticsRoutes, createAnalyticsSink, type AnalyticsEvent } from './api/analytics'
import { balanceRoutes } from './api/balance'
import { convertRoutes } from './api/convert/routes'
import { fungiblePriceRoutes } from './api/fungiblePrice'
import { createHistoryIndex } from './api/history/indexer'
import { historyRoutes } from './api/history/route'
import { identityOf, identityRoutes, profileRoutes } from './api/identity'
import { createNameRegistry, nameRoutes } from './api/names'
import { ONRAMP_PROVIDERS, type OnrampProviderId } from './onramp/catalogue'
import { createOnrampLedger } from './onramp/purchases'
import { onrampRoutes, providerPageRoutes } from './onramp/routes'
import { explorerRoutes, explorerUrlOf } from './api/explorer'
import { projectRoutes } from './api/project'
import { chainPortRoutes, rpcRoutes } from './api/rpc'
import { sessionRoutes } from './api/sessions'
import { bundlerRoutes } from './bundler/routes'
import { paymasterRoutes, paymasterUrlOf } from './paymaster/routes'
import { supportedChainsRoutes } from './api/supportedChains'
import { createSiwxSessionStore, siwxSessionRoutes } from './api/siwxSessions'
import { generateCatalogue, type CatalogueWallet } from './catalogue/generate'
import { getWalletsRoutes } from './catalogue/getWallets'
import { imageRoutes } from './catalogue/images'
import { loadAmmArtifacts } from './chain/amm/compileAmm'
import { deployAmm } from './chain/amm/deployAmm'
import { deployBatchExecutor } from './chain/batchExecutor'
import { deployAccountAbstraction, loadAccountAbstractionArtifacts } from './chain/accountAbstraction'
import { loadSmartAccountArtifacts } from './chain/smartAccount/compileSmartAccount'
import { deploySmartAccountFactory } from './chain/smartAccount/deploySmartAccountFactory'
import { deployVerifyingPaymaster } from './chain/paymaster'
import { loadArtifacts } from './chain/compile'
import { createLocalChain } from './chain/createChain'
import { deployAndSeed } from './chain/deploy'
import {
  DEFAULT_ALLOWED_ORIGINS,
  DEFAULT_CHAINS,
  DEV_ACCOUNT_COUNT,
  DEV_MNEMONIC,
  DEVNET_PROJECT_ID,
  LOOPBACK_HOST,
  NATIVE_CURRENCY,
  type DevnetChainSpec,
} from './config'
import type { DevnetChain, DevnetContext, DevnetSettings } from './context'
import { createFaultList, type Fault } from './control/faults'
import { controlRoutes, rpcUrlOf } from './control/routes'
import { json } from './http/reply'
import { createRouter, type Router } from './http/router'
import { assertLoopback, serve, type RunningServer } from './http/serve'
import { startRelay, type RunningRelay } from './relay/startRelay'
import { startEmbedded, type RunningEmbedded } from './embedded/startEmbedded'
import { startFarcaster } from './farcaster/startFarcaster'
import { startSolanaCluster } from './solana/startSolana'
import { SOL_CURRENCY, SOLANA_CAIP_NETWORK_ID, SOLANA_CLUSTER_ID, SOLANA_CLUSTER_NAME, SOLANA_GENESIS_HASH } from './solana/config'
import type { SolanaChain } from './solana/chain'
import { startBitcoinLedger } from './bitcoin/startBitcoin'
import type { BitcoinLedger } from './bitcoin/ledger'
import { BITCOIN_CAIP_NETWORK_ID, BITCOIN_CHAIN_ID, BITCOIN_GENESIS_HASH, BITCOIN_LEDGER_NAME, BTC_CURRENCY } from './bitcoin/config'

export interface DevnetOptions {
  /** Loopback address to listen on (default 127.0.0.1); anything else is refused. */
  readonly host?: string
  /** Blockchain API port (default 0: any free port). */
  readonly apiPort?: number
  /** Wallet catalogue port (default 0). */
  readonly cataloguePort?: number
  /**
   * One JSON-RPC port per chain, like `hardhat node` (default 0 each: any free port); false for none
   * (the chains stay reachable through the API's RPC endpoint).
   */
  readonly chainPorts?: ReadonlyArray<number> | false
  readonly chains?: ReadonlyArray<DevnetChainSpec>
  readonly mnemonic?: string
  readonly accountCount?: number
  /** Initial GET /projects/v1/origins answer (default: any 127.0.0.1 or localhost page). */
  readonly allowedOrigins?: ReadonlyArray<string>
  /** Initial GET /getAnalyticsConfig answer (default true). */
  readonly analyticsEnabled?: boolean
  /** WalletConnect relay port (default 0: any free port); false for no relay. */
  readonly relayPort?: number | false
  /**
   * URL of the demo's WalletConnect wallet page (demo/wallet): the catalogue then lists the
   * "Devnet WalletConnect Wallet" with it as desktop and web link. The devnet does not serve the page.
   */
  readonly walletPageUrl?: string
  /**
   * The local Solana cluster (litesvm behind JSON-RPC and PubSub on one port; default port 0: any free
   * port); false for none. With `stateFile`, its accounts are loaded from that file when it exists
   * and written back on stop, so balances survive a restart.
   */
  readonly solana?: false | { readonly port?: number; readonly stateFile?: string }
  /**
   * The local Bitcoin ledger (a regtest stand-in behind an Esplora REST API; default port 0: any free
   * port); false for none.
   */
  readonly bitcoin?: false | { readonly port?: number }
  /** Extra routes for the API server (later features: convert, onramp, profile, sessions). */
  readonly apiRoutes?: ReadonlyArray<(devnet: DevnetContext) => (router: Router) => void>
  /**
   * The embedded wallet's world: auth service (+ recovery key service), secure frame on its own origin,
   * SMTP server and inbox page. Off unless asked (each start builds the frame).
   */
  readonly embedded?: boolean | { readonly framePort?: number; readonly authPort?: number; readonly recoveryPort?: number; readonly smtpPort?: number; readonly inboxPort?: number }
  /** The chains' clock at start (default: now); blocks then follow real time from it (screenshots pin it). */
  readonly chainStartTime?: Date
}

export interface DevnetChainInfo {
  readonly chainId: number
  readonly caipNetworkId: `eip155:${number}`
  readonly name: string
  readonly nativeCurrency: typeof NATIVE_CURRENCY
  /** SPEC §7 chain RPC endpoint on the API server (what the modal and the Devnet Wallet use). */
  readonly rpcUrl: string
  /** The devnet's block explorer for this chain (`/tx/{hash}`, `/address/{address}` pages). */
  readonly explorerUrl: string
  /** The chain's own JSON-RPC port, when started. */
  readonly directRpcUrl: string | undefined
  readonly contracts: {
    readonly token: string
    readonly stablecoin: string
    readonly tether: string
    readonly collectibles: string
    /** The code Devnet Wallet accounts delegate to (EIP-7702) to run an EIP-5792 batch atomically. */
    readonly batchExecutor: string
    /** ERC-4337 EntryPoint v0.8. */
    readonly entryPoint: string
    /** ERC-4337 SimpleAccountFactory (v0.8) bound to that EntryPoint. */
    readonly simpleAccountFactory: string
    /** The embedded wallet's smart account factory (SimpleAccount with ERC-1271), bound to that EntryPoint. */
    readonly smartAccountFactory: string
    /** Verifying paymaster (OpenZeppelin PaymasterSigner) funded at that EntryPoint; the paymaster service signs for it. */
    readonly verifyingPaymaster: string
  }
  /** The ERC-4337 bundler's JSON-RPC endpoint for this chain (eth_sendUserOperation, eth_getUserOperationReceipt). */
  readonly bundlerUrl: string
  /**
   * The paymaster service (ERC-7677 pm_getPaymasterStubData, pm_getPaymasterData) sponsoring this
   * chain's user operations for the devnet's project.
   */
  readonly paymasterUrl: string
}

/** The local Solana cluster as clients reach it. */
export interface DevnetSolanaInfo {
  /** CAIP-2 id: solana + the first 32 characters of the genesis hash. */
  readonly caipNetworkId: `solana:${string}`
  /** The Network id (the CAIP-2 reference). */
  readonly clusterId: string
  readonly genesisHash: string
  readonly name: string
  readonly nativeCurrency: typeof SOL_CURRENCY
  readonly rpcUrl: string
  readonly wsUrl: string
  /** Dev accounts: base58 address and 32-byte ed25519 secret (hex); the first eight hold the tokens. */
  readonly accounts: ReadonlyArray<{ readonly address: string; readonly secretKey: string }>
  readonly tokens: ReadonlyArray<{ readonly mint: string; readonly name: string; readonly symbol: string; readonly decimals: number }>
  /** The in-process cluster, for tests that read or write it directly. */
  readonly chain: SolanaChain
}

/** The local Bitcoin ledger as clients reach it. */
export interface DevnetBitcoinInfo {
  /** CAIP-2 id: bip122 + the first 32 hex characters of the (regtest) genesis hash. */
  readonly caipNetworkId: `bip122:${string}`
  /** The Network id (the CAIP-2 reference). */
  readonly chainId: string
  readonly genesisHash: string
  readonly name: string
  readonly nativeCurrency: typeof BTC_CURRENCY
  /** Esplora REST base URL. */
  readonly esploraUrl: string
  /** Dev accounts: BIP-84 payment (P2WPKH) and BIP-86 ordinals (P2TR) addresses with their keys (hex). */
  readonly accounts: ReadonlyArray<{
    readonly payment: { readonly address: string; readonly publicKey: string; readonly privateKey: string }
    readonly ordinals: { readonly address: string; readonly publicKey: string; readonly privateKey: string }
  }>
  /** The in-process ledger, for tests that read it or mine directly. */
  readonly ledger: BitcoinLedger
}

export interface DevnetAccount extends DevAccount {
  /** Identity name served by /v1/identity, or null. */
  readonly name: string | null
}

export interface Devnet {
  readonly urls: {
    /** createModal endpoints.apiUrl */
    readonly api: string
    /** createModal endpoints.catalogueUrl */
    readonly catalogue: string
    /** One <script src> that installs the Devnet Wallet in a page (add ?approval=approve|reject|manual). */
    readonly walletScript: string
    /** One <script src> that installs the Devnet Solana Wallet (same ?approval), when the cluster runs. */
    readonly solanaWalletScript: string | undefined
    /** One <script src> that installs the Devnet Bitcoin Wallet (same ?approval), when the ledger runs. */
    readonly bitcoinWalletScript: string | undefined
    /** createModal endpoints.relayUrl: the WalletConnect relay (ws://), when started. */
    readonly relay: string | undefined
    /** Each onramp provider's site (its own 127.0.0.1 origin), by provider id. */
    readonly onrampProviders: Readonly<Record<OnrampProviderId, string>>
  }
  readonly projectId: string
  readonly chains: ReadonlyArray<DevnetChainInfo>
  readonly accounts: ReadonlyArray<DevnetAccount>
  readonly catalogue: ReadonlyArray<CatalogueWallet>
  /** Live answers of the origins and analytics-config endpoints; change them at will. */
  readonly settings: DevnetSettings
  readonly analytics: { events(): ReadonlyArray<AnalyticsEvent>; clear(): void }
  readonly faults: { add(fault: Fault): void; clear(): void }
  /** The in-process chains, for tests that send transactions directly. */
  readonly localChains: ReadonlyArray<DevnetChain>
  /** The WalletConnect relay, when started (tests drop its connections to simulate a network cut). */
  readonly relay: RunningRelay | undefined
  /** The local Solana cluster, unless `solana: false`. */
  readonly solana: DevnetSolanaInfo | undefined
  /** The local Bitcoin ledger, unless `bitcoin: false`. */
  readonly bitcoin: DevnetBitcoinInfo | undefined
  /** The embedded wallet's servers, when `embedded` was asked for. */
  readonly embedded: RunningEmbedded | undefined
  /** Closes every server; resolves when all sockets are closed. Safe to call twice. */
  stop(): Promise<void>
}

/** Unix seconds that start at `start` and then follow the wall clock (the chains' clock). */
const startClock = (start: Date) => {
  const offset = start.getTime() - Date.now()
  return () => Math.floor((Date.now() + offset) / 1000)
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void

/** Answers every request with 503 until the devnet is ready, then hands over to the real router. */
function swappable(): { listener: Listener; use(next: Listener): void } {
  let current: Listener = (request, response) => {
    request.resume()
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1', 'access-control-allow-origin': '*' })
    response.end(JSON.stringify({ error: 'The devnet is starting', status: 503 }))
  }
  return { listener: (request, response) => current(request, response), use: (next) => (current = next) }
}

/**
 * Start the devnet: two local EVM chains (hardhat's in-process engine) with contracts and funded
 * accounts, the blockchain API and the wallet catalogue, all on 127.0.0.1.
 */
export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const host = options.host ?? LOOPBACK_HOST
  assertLoopback(host)
  const specs = options.chains ?? DEFAULT_CHAINS
  if (specs.length === 0) throw new Error('The devnet needs at least one chain')
  if (new Set(specs.map((s) => s.chainId)).size !== specs.length) throw new Error('Devnet chain ids must differ')
  const chainPorts = options.chainPorts === false ? [] : specs.map((_, i) => (options.chainPorts || [])[i] ?? 0)

  const servers: RunningServer[] = []
  const stopAll = () => Promise.all(servers.map((server) => server.close())).then(() => undefined)
  try {
    const apiGate = swappable()
    const catalogueGate = swappable()
    const chainGates = chainPorts.map(() => swappable())
    const api = await serve(apiGate.listener, host, options.apiPort ?? 0)
    servers.push(api)
    const catalogueServer = await serve(catalogueGate.listener, host, options.cataloguePort ?? 0)
    servers.push(catalogueServer)
    const relay = options.relayPort === false ? undefined : await startRelay({ host, port: options.relayPort ?? 0 })
    if (relay) servers.push({ url: relay.url, port: relay.port, close: () => relay.stop() })
    const solanaCluster =
      options.solana === false
        ? undefined
        : await startSolanaCluster({
            host,
            port: options.solana?.port ?? 0,
            ...(options.solana?.stateFile ? { stateFile: options.solana.stateFile } : {}),
          })
    if (solanaCluster) servers.push({ url: solanaCluster.rpcUrl, port: 0, close: () => solanaCluster.stop() })
    // Each onramp provider's page on its own origin, as a real provider's site is.
    const providerGates = ONRAMP_PROVIDERS.map(() => swappable())
    const providerServers: RunningServer[] = []
    for (const gate of providerGates) {
      const server = await serve(gate.listener, host, 0)
      servers.push(server)
      providerServers.push(server)
    }
    const bitcoinLedger =
      options.bitcoin === false
        ? undefined
        : await startBitcoinLedger({
            host,
            port: options.bitcoin?.port ?? 0,
            mnemonic: options.mnemonic ?? DEV_MNEMONIC,
            ...(options.chainStartTime ? { now: startClock(options.chainStartTime) } : {}),
          })
    if (bitcoinLedger) servers.push({ url: bitcoinLedger.esploraUrl, port: 0, close: () => bitcoinLedger.stop() })
    const chainServers: RunningServer[] = []
    for (const [i, port] of chainPorts.entries()) {
      const server = await serve((chainGates[i] as ReturnType<typeof swappable>).listener, host, port)
      servers.push(server)
      chainServers.push(server)
    }

    const accounts = deriveDevAccounts(options.mnemonic ?? DEV_MNEMONIC, options.accountCount ?? DEV_ACCOUNT_COUNT)
    const [artifacts, ammArtifacts, aaArtifacts, smartAccountArtifacts] = await Promise.all([
      loadArtifacts(),
      loadAmmArtifacts(),
      loadAccountAbstractionArtifacts(),
      loadSmartAccountArtifacts(),
    ])
    const chains: DevnetChain[] = await Promise.all(
      specs.map(async (spec, index) => {
        const local = await createLocalChain(spec, accounts, `${api.url}/rpc/${spec.chainId}`, options.chainStartTime)
        const contracts = await deployAndSeed(local, index, accounts, artifacts, `${api.url}/devnet/nft/${spec.chainId}/`)
        const amm = await deployAmm(local, contracts, ammArtifacts)
        const batchExecutor = await deployBatchExecutor(local, artifacts.DevnetBatchExecutor)
        const erc4337 = await deployAccountAbstraction(local, aaArtifacts)
        const accountAbstraction = { ...erc4337, ...(await deployVerifyingPaymaster(local, artifacts.DevnetVerifyingPaymaster, artifacts.DevnetCallGasMeter, erc4337.entryPoint)) }
        const smartAccountFactory = await deploySmartAccountFactory(local, smartAccountArtifacts, erc4337.entryPoint)
        return { ...local, index, contracts, amm, batchExecutor, accountAbstraction, smartAccountFactory }
      }),
    )

    const faults = createFaultList()
    const onramp = createOnrampLedger(chains, accounts)
    const providerUrls = Object.fromEntries(ONRAMP_PROVIDERS.map((p, i) => [p.id, providerServers[i]?.url ?? ''])) as Record<OnrampProviderId, string>
    const context: DevnetContext = {
      chains,
      accounts,
      urls: {
        api: api.url,
        catalogue: catalogueServer.url,
        ...(solanaCluster ? { solana: { rpc: solanaCluster.rpcUrl, ws: solanaCluster.wsUrl } } : {}),
        ...(bitcoinLedger ? { bitcoin: bitcoinLedger.esploraUrl } : {}),
      },
      settings: {
        allowedOrigins: [...(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS)],
        isAnalyticsEnabled: options.analyticsEnabled ?? true,
      },
      analytics: createAnalyticsSink(),
      history: createHistoryIndex(chains),
      faults,
      names: createNameRegistry(),
      onramp,
      ...(solanaCluster ? { solana: solanaCluster.chain } : {}),
      ...(bitcoinLedger ? { bitcoin: bitcoinLedger.ledger, bitcoinAccounts: bitcoinLedger.accounts } : {}),
    }
    const catalogue = generateCatalogue(chains.map((chain) => chain.caipNetworkId), { walletPageUrl: options.walletPageUrl })

    // Both servers answer the project-configuration and analytics calls, since the kernel may send
    // them to either base URL; the devnet control endpoints are on both too.
    const shared = (router: Router) =>
      router
        .intercept(faults.interceptor)
        .use(projectRoutes(context.settings))
        .use(analyticsRoutes(context.analytics))
        .use(controlRoutes(context))
    const apiRouter = shared(createRouter())
      .use(supportedChainsRoutes(context))
      .use(identityRoutes(context))
      .use(profileRoutes(context))
      .use(nameRoutes(context))
      .use(onrampRoutes(context, onramp, providerUrls))
      .use(explorerRoutes(context))
      .use(historyRoutes(context))
      .use(balanceRoutes(context))
      .use(fungiblePriceRoutes(context))
      .use(convertRoutes(context))
      .use(rpcRoutes(context))
      .use(bundlerRoutes(context))
      .use(paymasterRoutes(context))
      .use(sessionRoutes(context))
      .use(siwxSessionRoutes(createSiwxSessionStore()))
      .get('/', () => json({ service: 'airlock devnet blockchain API', info: `${api.url}/devnet/info` }))
    for (const extra of options.apiRoutes ?? []) apiRouter.use(extra(context))
    const catalogueRouter = shared(createRouter())
      .use(getWalletsRoutes(catalogue))
      .use(
        imageRoutes(
          new Map(catalogue.map((wallet) => [wallet.image_id, wallet.name])),
          new Map(chains.map((chain) => [chain.caipNetworkId, chain.name])),
        ),
      )
      .get('/', () => json({ service: 'airlock devnet wallet catalogue', wallets: catalogue.length }))

    // Farcaster's ID registry lives on the first chain (as Farcaster's lives on one chain, OP Mainnet).
    const farcasterChain = chains[0]
    const farcaster =
      options.embedded && farcasterChain
        ? {
            running: await startFarcaster({ host, chain: farcasterChain }),
            rpcUrl: rpcUrlOf(context, farcasterChain.caipNetworkId),
          }
        : undefined
    if (farcaster) servers.push({ url: farcaster.running.relayUrl, port: 0, close: () => farcaster.running.stop() })
    const embedded = options.embedded
      ? await startEmbedded({
          host,
          ...(typeof options.embedded === 'object' ? options.embedded : {}),
          projectId: DEVNET_PROJECT_ID,
          allowedOrigins: context.settings.allowedOrigins,
          rpcUrls: Object.fromEntries(chains.map((chain) => [String(chain.chainId), rpcUrlOf(context, chain.caipNetworkId)])),
          smartAccounts: Object.fromEntries(
            chains.map((chain) => [
              String(chain.chainId),
              {
                bundlerUrl: `${api.url}/bundler/${chain.chainId}`,
                entryPoint: chain.accountAbstraction.entryPoint,
                factory: chain.smartAccountFactory,
                // The devnet's own project is sponsored, so the demo's smart accounts need no funding.
                paymasterUrl: paymasterUrlOf(api.url, chain.chainId, DEVNET_PROJECT_ID),
              },
            ]),
          ),
          defaultChainId: chains[0]?.chainId ?? 1,
          ...(farcaster ? { farcaster } : {}),
        })
      : undefined
    if (embedded) {
      servers.push({ url: embedded.frameUrl, port: 0, close: () => embedded.stop() })
      context.allowedOriginsChanged = (origins) => embedded.setAllowedOrigins(origins)
    }

    apiGate.use(apiRouter.listener)
    catalogueGate.use(catalogueRouter.listener)
    chains.forEach((chain, i) => chainGates[i]?.use(createRouter().use(chainPortRoutes(chain)).listener))
    ONRAMP_PROVIDERS.forEach((provider, i) => providerGates[i]?.use(createRouter().intercept(faults.interceptor).use(providerPageRoutes(provider, onramp)).listener))

    return {
      urls: { api: api.url, catalogue: catalogueServer.url, walletScript: `${api.url}/devnet/wallet.js`,
        solanaWalletScript: solanaCluster ? `${api.url}/devnet/solana-wallet.js` : undefined,
        bitcoinWalletScript: bitcoinLedger ? `${api.url}/devnet/bitcoin-wallet.js` : undefined,
        relay: relay?.url,
        onrampProviders: providerUrls,
      },
      projectId: DEVNET_PROJECT_ID,
      chains: chains.map((chain, i) => ({
        chainId: chain.chainId,
        caipNetworkId: chain.caipNetworkId,
        name: chain.name,
        nativeCurrency: NATIVE_CURRENCY,
        rpcUrl: rpcUrlOf(context, chain.caipNetworkId),
        explorerUrl: explorerUrlOf(api.url, chain.chainId),
        bundlerUrl: `${api.url}/bundler/${chain.chainId}`,
        paymasterUrl: paymasterUrlOf(api.url, chain.chainId, DEVNET_PROJECT_ID),
        directRpcUrl: chainServers[i]?.url,
        contracts: {
          token: chain.contracts.fungibles.token.address,
          stablecoin: chain.contracts.fungibles.stablecoin.address,
          tether: chain.contracts.fungibles.tether.address,
          collectibles: chain.contracts.collection.address,
          batchExecutor: chain.batchExecutor,
          entryPoint: chain.accountAbstraction.entryPoint,
          simpleAccountFactory: chain.accountAbstraction.simpleAccountFactory,
          smartAccountFactory: chain.smartAccountFactory,
          verifyingPaymaster: chain.accountAbstraction.verifyingPaymaster,
        },
      })),
      accounts: accounts.map((account) => ({ ...account, name: identityOf(context, account.address).name })),
      catalogue,
      settings: context.settings,
      analytics: { events: () => context.analytics.list(), clear: () => context.analytics.clear() },
      faults: { add: (fault) => faults.add(fault), clear: () => faults.clear() },
      localChains: chains,
      relay,
      solana: solanaCluster
        ? {
            caipNetworkId: SOLANA_CAIP_NETWORK_ID,
            clusterId: SOLANA_CLUSTER_ID,
            genesisHash: SOLANA_GENESIS_HASH,
            name: SOLANA_CLUSTER_NAME,
            nativeCurrency: SOL_CURRENCY,
            rpcUrl: solanaCluster.rpcUrl,
            wsUrl: solanaCluster.wsUrl,
            accounts: solanaCluster.chain.accounts.map(({ address, secretKey }) => ({ address, secretKey })),
            tokens: solanaCluster.chain.tokens.map(({ mint, name, symbol, decimals }) => ({ mint, name, symbol, decimals })),
            chain: solanaCluster.chain,
          }
        : undefined,
      bitcoin: bitcoinLedger
        ? {
            caipNetworkId: BITCOIN_CAIP_NETWORK_ID,
            chainId: BITCOIN_CHAIN_ID,
            genesisHash: BITCOIN_GENESIS_HASH,
            name: BITCOIN_LEDGER_NAME,
            nativeCurrency: BTC_CURRENCY,
            esploraUrl: bitcoinLedger.esploraUrl,
            accounts: bitcoinLedger.accounts.map(({ payment, ordinals }) => ({
              payment: { address: payment.address, publicKey: payment.publicKey, privateKey: payment.privateKey },
              ordinals: { address: ordinals.address, publicKey: ordinals.publicKey, privateKey: ordinals.privateKey },
            })),
            ledger: bitcoinLedger.ledger,
          }
        : undefined,
      embedded,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
