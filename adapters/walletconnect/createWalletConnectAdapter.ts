import * as t from 'io-ts'
import { BehaviorSubject, EMPTY, catchError, defer, firstValueFrom, from, map, merge, mergeMap, of, share, shareReplay, switchMap, tap, throwError, timeout, type Observable } from 'rxjs'
import { numberToHex } from '../../kernel/format/hex'
import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { Network } from '../../kernel/codec/network'
import type { ChainNamespace } from '../../kernel/codec/primitives'
import { AirlockError } from '../../kernel/errors/AirlockError'
import { thrownMessages, walletErrorCodes } from '../../kernel/errors/messages'
import type { Adapter, AdapterEvent, ChainId, ConnectParams, ConnectionResult, ConnectorWithProvider } from '../../kernel/ports/adapter'
import type { AdapterFactory, AdapterHost } from '../../kernel/ports/adapterHost'
import { call, type Eip1193Provider } from '../evm/eip1193'
import { nativeBalance, personalSign, sendTransaction } from '../evm/walletCalls'
import { proposalNamespaces } from './proposal'
import { providerEvents, sessionDeletes, sessionUpdates } from './providerEvents'
import type * as Sdk from './sdk'
import { solanaBalance, solanaSend, solanaSignMessage } from './solanaCalls'
import { bitcoinAccountAddresses, bitcoinBalance, bitcoinSend, bitcoinSignMessage, type AccountAddresses } from './bitcoinCalls'
import { addressesInProperties, bitcoinPayment, bitcoinRecords, knowsOrdinals, withOrdinals } from './bitcoinAccounts'
import { BITCOIN_METHODS } from '../bitcoin/methods'
import { chainIdOf, connectionsOf, namespaceHolding, sessionChains } from './sessionAccounts'
import * as lazyThrown from '../../kernel/errors/lazyThrownMessages'

type Provider = InstanceType<typeof UniversalProvider>
type RequestParams = Parameters<Provider['request']>[0]['params']
type CoreOptions = NonNullable<ConstructorParameters<typeof Sdk.Core>[0]>

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

export interface WalletConnectAdapterOptions {
  /** The app's project id by default. */
  readonly projectId?: string
  /** The relay; the app's endpoints.relayUrl by default. */
  readonly relayUrl?: string
  /** The app's metadata by default. */
  readonly metadata?: { readonly name: string; readonly description: string; readonly url: string; readonly icons: ReadonlyArray<string> }
  /**
   * Networks proposed to the wallet, every namespace of them (their first RPC URL becomes the RPC
   * map); the app's networks by default.
   */
  readonly networks?: ReadonlyArray<Network>
  /**
   * The namespaces this adapter answers for in the kernel: those of `networks` when given (one
   * pairing then holds accounts in each), else eip155.
   */
  readonly namespaces?: ReadonlyArray<ChainNamespace>
  /** The SDK's telemetry (default off). */
  readonly telemetryEnabled?: boolean
  /**
   * Hosted Verify attestation of each proposal (default on). Off for the devnet: offline the SDK
   * waits 5 s for it before the URI exists (devnet/relay/README.md).
   */
  readonly verify?: boolean
  /** Storage prefix of the SDK's keys; distinct per client when several live in one page or process. */
  readonly storagePrefix?: string
  /** The SDK's key-value storage (default: the SDK's own, IndexedDB in a browser). */
  readonly storage?: CoreOptions['storage']
  /** How the SDK chunk is loaded (tests); a dynamic import otherwise. */
  readonly loadSdk?: () => Promise<typeof Sdk>
}

/** How long a connect waits for the wallet's Bitcoin address list before it settles for the payment address. */
const ACCOUNT_ADDRESSES_WAIT_MS = 10_000

const isBitcoinMethod = (method: string) => (BITCOIN_METHODS as ReadonlyArray<string>).includes(method)

const noSession = () => new AirlockError(thrownMessages.noActiveCaipAddress, { category: 'wallet' })

/**
 * The WalletConnect adapter (DESIGN §5) on UniversalProvider. Nothing of the SDK loads until a
 * WalletConnect connect or restore asks for it; then one provider serves the adapter's lifetime.
 */
export function walletConnectAdapter(options: WalletConnectAdapterOptions = {}): AdapterFactory {
  const namespaces = servedNamespaces(options)
  return { id: 'walletconnect', namespaces, create: (host) => createWalletConnectAdapter(host, options, namespaces) }
}

/** The kernel reads a factory's namespaces before it starts it, so they come from the options alone. */
function servedNamespaces(options: WalletConnectAdapterOptions): ReadonlyArray<ChainNamespace> {
  if (options.namespaces && options.namespaces.length > 0) return [...new Set(options.namespaces)]
  const fromNetworks = [...new Set((options.networks ?? []).map((network) => network.chainNamespace))]
  // eip155 first: the events a session cannot place land there, as they did before Solana.
  return fromNetworks.length > 0 ? [...fromNetworks].sort((a, b) => Number(b === 'eip155') - Number(a === 'eip155')) : ['eip155']
}

function createWalletConnectAdapter(host: AdapterHost, given: WalletConnectAdapterOptions, namespaces: ReadonlyArray<ChainNamespace>): Adapter {
  const options = {
    ...given,
    projectId: given.projectId ?? host.projectId,
    relayUrl: given.relayUrl ?? host.endpoints.relayUrl,
    metadata: given.metadata ?? host.metadata,
    networks: given.networks ?? host.networks,
  }
  const primary = namespaces[0] ?? 'eip155'
  const loaded = new BehaviorSubject<Provider | undefined>(undefined)
  /** The session's current chain in each namespace. */
  const chains = new Map<ChainNamespace, ChainId>()
  // The topic of a session the wallet deleted: the SDK drops it only after leaving the relay, seconds
  // later, and a request sent to it meanwhile would wait for an answer that never comes.
  let deletedTopic: string | undefined

  const provider$: Observable<Provider> = defer(() => from((options.loadSdk ?? (() => import('./sdk')))())).pipe(
    mergeMap(async (sdk) => {
      const core = new sdk.Core({
        projectId: options.projectId,
        ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
        customStoragePrefix: options.storagePrefix ?? 'airlock',
        telemetryEnabled: options.telemetryEnabled ?? false,
        ...(options.storage ? { storage: options.storage } : {}),
      })
      // An empty attestation makes the wallet skip its Verify lookup too.
      if (options.verify === false) core.verify.register = async () => ''
      return sdk.UniversalProvider.init({
        projectId: options.projectId,
        core,
        metadata: { ...options.metadata, icons: [...options.metadata.icons] },
        telemetryEnabled: options.telemetryEnabled ?? false,
        disableProviderPing: true,
        ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
      })
    }),
    tap((provider) => loaded.next(provider)),
    shareReplay({ bufferSize: 1, refCount: false }),
  )

  // One WalletConnect connector in each namespace: the kernel routes a namespace's calls by them.
  const connectors: ConnectorWithProvider[] = namespaces.map((chain) => ({
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain,
  }))

  const caipChain = (namespace: ChainNamespace = primary): string => `${namespace}:${chains.get(namespace) ?? ''}`
  /** The session's provider as EIP-1193, bound to a chain (the primary namespace's current one by default). */
  const eip1193 = (provider: Provider, caip2?: string): Eip1193Provider => ({
    request: (args) =>
      provider.request(
        // The wallet checks the params; EIP-1193 leaves their shape to each method.
        { method: args.method, ...(args.params === undefined ? {} : { params: args.params as RequestParams }) },
        caip2 ?? caipChain(),
      ),
  })
  const withSession = (missing: () => AirlockError = noSession): Observable<Provider> =>
    defer(() => {
      const provider = loaded.getValue()
      return provider?.session && provider.session.topic !== deletedTopic ? of(provider) : throwError(missing)
    })

  /** The session's accounts with `namespace` first (the one asked for), the others it holds beside. */
  const settle = (provider: Provider, params: ConnectParams): ConnectionResult => {
    // Without a namespace, the chain asked for tells it (a Solana cluster id is no eip155 chain).
    const asked = params.namespace ?? (params.chainId === undefined ? undefined : namespaceHolding(provider.session, namespaces, 'reference', String(params.chainId)))
    const namespace = asked && namespaces.includes(asked) ? asked : primary
    const wanted = (ns: ChainNamespace) => (ns === namespace ? params.chainId : undefined) ?? chains.get(ns)
    const result = provider.session ? connectionsOf(provider.session, namespaces, namespace, wanted) : undefined
    if (result === undefined) throw noSession()
    chains.set(namespace, result.chainId)
    for (const [ns, held] of Object.entries(result.namespaces ?? {}) as Array<[ChainNamespace, ConnectionResult]>) chains.set(ns, held.chainId)
    provider.setDefaultChain(caipChain(namespace))
    return withOrdinals(result, addressesInProperties(provider.session))
  }
  /**
   * The wallet's Bitcoin addresses for its payment account (getAccountAddresses), asked only while
   * the wallet is known to be there (it just approved or reported a change); nothing when it does not answer.
   */
  const accountAddresses = (provider: Provider, payment: string): Observable<AccountAddresses | undefined> =>
    bitcoinAccountAddresses(eip1193(provider, caipChain('bip122')), payment).pipe(
      timeout({ first: ACCOUNT_ADDRESSES_WAIT_MS, scheduler: host.scheduler }),
      catchError((error: unknown) => {
        host.logger.warn('walletconnect: the wallet did not list its Bitcoin addresses', error)
        return of(undefined)
      }),
    )
  /** A bip122 account change carries the payment address only: the ordinals one is asked for. */
  const bitcoinAccountEvent = (provider: Provider, event: AdapterEvent): Observable<AdapterEvent> => {
    if (event.type !== 'accountsChanged' || event.namespace !== 'bip122') return of(event)
    const payment = event.accounts[0]?.address
    if (payment === undefined) return of(event)
    return accountAddresses(provider, payment).pipe(map((listed) => ({ ...event, accounts: bitcoinRecords(payment, listed) })))
  }
  const locate = (provider: Provider) => (part: 'reference' | 'address', value: string) =>
    namespaceHolding(provider.session, namespaces, part, value)
  const namespaceOfAddress = (provider: Provider, address: string) => namespaceHolding(provider.session, namespaces, 'address', address)

  return {
    namespaces,
    connectors$: of(connectors),
    // A session holds one address per chain: the kernel reads the account again after a switch.
    resyncAfterSwitch: true,
    // The relay socket and the SDK's heartbeat outlive every subscription: end them here.
    destroy: () => {
      const provider = loaded.getValue()
      loaded.complete()
      if (!provider) return
      const core = provider.client.core
      core.heartbeat.stop()
      core.relayer.transportClose().catch((error: unknown) => host.logger.warn('walletconnect: the relay socket did not close', error))
    },
    // Loading and starting the SDK is most of the time to a QR code: start it on hover or focus.
    prepare: () => {
      firstValueFrom(provider$).catch(() => undefined)
    },
    events$: loaded.pipe(
      switchMap((provider) =>
        provider
          ? merge(
              providerEvents(provider, locate(provider), WALLET_CONNECT_CONNECTOR_ID).pipe(mergeMap((event) => bitcoinAccountEvent(provider, event))),
              sessionUpdates(provider, namespaces, WALLET_CONNECT_CONNECTOR_ID),
              sessionDeletes(provider.client.core.history, () => provider.session?.topic, WALLET_CONNECT_CONNECTOR_ID).pipe(
                tap(() => (deletedTopic = provider.session?.topic)),
              ),
            )
          : EMPTY,
      ),
      tap((event) => {
        if (event.type === 'chainChanged') chains.set(event.namespace ?? primary, event.chainId)
      }),
      share(),
    ),
    connect: (params: ConnectParams) =>
      provider$.pipe(
        mergeMap(async (provider) => {
          // A new pairing each time: the kernel calls connect again when the URI expires.
          await provider.connect({ optionalNamespaces: proposalNamespaces(options.networks.filter((n) => namespaces.includes(n.chainNamespace))) })
          chains.clear()
          return { provider, result: settle(provider, params) }
        }),
        mergeMap(({ provider, result }) => {
          const payment = bitcoinPayment(result)
          if (payment === undefined || knowsOrdinals(result)) return of(result)
          return accountAddresses(provider, payment).pipe(map((listed) => withOrdinals(result, listed)))
        }),
      ),
    syncConnection: (params: ConnectParams) => provider$.pipe(map((provider) => settle(provider, params))),
    disconnect: () =>
      defer(() => {
        const provider = loaded.getValue()
        chains.clear()
        if (!provider?.session) return of(undefined)
        // The session ends on our side even if the relay cannot carry the delete.
        return from(provider.disconnect().catch(() => undefined)).pipe(map((): void => undefined))
      }),
    switchNetwork: (network: Network) =>
      withSession().pipe(
        mergeMap((provider) => {
          const namespace = network.chainNamespace
          if (!provider.session || !namespaces.includes(namespace) || !sessionChains(provider.session, namespace).includes(network.caipNetworkId)) {
            return throwError(
              () =>
                new AirlockError(thrownMessages.chainNotSupported, {
                  category: 'wallet',
                  code: walletErrorCodes.unrecognizedChain,
                }),
            )
          }
          if (namespace === 'eip155') {
            return call(eip1193(provider, caipChain('eip155')), 'wallet_switchEthereumChain', [{ chainId: numberToHex(Number(network.id)) }], t.unknown).pipe(
              tap(() => {
                chains.set(namespace, chainIdOf(namespace, String(network.id)))
              }),
            )
          }
          provider.setDefaultChain(network.caipNetworkId)
          chains.set(namespace, chainIdOf(namespace, network.caipNetworkId.split(':')[1] ?? String(network.id)))
          return of(undefined)
        }),
        map((): void => undefined),
      ),
    getBalance: ({ address, network }) =>
      network.chainNamespace === 'solana'
        ? solanaBalance(address, network)
        : network.chainNamespace === 'bip122'
          ? bitcoinBalance(address, network)
          : withSession().pipe(mergeMap((provider) => nativeBalance(eip1193(provider, network.caipNetworkId), address, network))),
    signMessage: ({ message, address, namespace }) =>
      withSession(() => new AirlockError(lazyThrown.universalAdapterNoProvider, { category: 'wallet' })).pipe(
        mergeMap((provider) => {
          const held = namespace ?? namespaceOfAddress(provider, address)
          if (held === 'solana') return solanaSignMessage(eip1193(provider, caipChain('solana')), message, address)
          if (held === 'bip122') return bitcoinSignMessage(eip1193(provider, caipChain('bip122')), message, address)
          return personalSign(eip1193(provider, caipChain('eip155')), message, address)
        }),
      ),
    sendTransaction: (request) =>
      withSession().pipe(
        mergeMap((provider) => {
          const wallet = eip1193(provider, request.network.caipNetworkId)
          if (request.network.chainNamespace === 'solana') return solanaSend(wallet, request, host.scheduler)
          if (request.network.chainNamespace === 'bip122') return bitcoinSend(wallet, request)
          return sendTransaction(wallet, request)
        }),
      ),
    // The Bitcoin methods (signPsbt, getAccountAddresses ...) go to the session's bip122 chain.
    request: ({ method, params }) =>
      withSession().pipe(
        mergeMap((provider) =>
          call(eip1193(provider, isBitcoinMethod(method) && namespaces.includes('bip122') ? caipChain('bip122') : undefined), method, params, t.unknown),
        ),
      ),
    walletProvider: (connectorId) => {
      const provider = loaded.getValue()
      return connectorId === WALLET_CONNECT_CONNECTOR_ID && provider?.session && provider.session.topic !== deletedTopic ? provider : undefined
    },
  }
}

