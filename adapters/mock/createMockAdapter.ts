import { BehaviorSubject, defer, firstValueFrom, mergeMap, NEVER, of, Subject, throwError, timer } from 'rxjs'
import type { AccountRecord, NamespaceAccountType } from '../../kernel/codec/account'
import type { Observable, SchedulerLike } from 'rxjs'
import type { ChainNamespace } from '../../kernel/codec/primitives'
import type { Network } from '../../kernel/codec/network'
import { normaliseChainId } from '../../kernel/ports/adapter'
import type { AdapterFactory, AdapterHost } from '../../kernel/ports/adapterHost'

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** The chain a mock connection of another namespace sits on (its first built-in network). */
const mockChainIds: Record<ChainNamespace, ChainId> = {
  eip155: 1,
  solana: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  bip122: '000000000019d6689c085ae165831e93',
  polkadot: '91b171bb158e2d3848fa23a9f1c25182',
  cosmos: 'cosmoshub-4',
}
import type {
  Adapter,
  AdapterEvent,
  BalanceResult,
  ChainId,
  ConnectionResult,
  ConnectorWithProvider,
  SignatureResult,
  TransactionResult,
} from '../../kernel/ports/adapter'

/**
 * What the mock wallet does. Every flag can be changed later with `setFlags`, so one test can walk a
 * wallet through several behaviours.
 */
export interface MockAdapterFlags {
  readonly namespace?: ChainNamespace
  /** Connectors the adapter announces; one INJECTED "Mock Wallet" (id 'mock') by default. */
  readonly connectors?: ReadonlyArray<ConnectorWithProvider>
  /** Addresses the wallet holds; the first is the connected one. */
  readonly accounts?: ReadonlyArray<string>
  readonly accountType?: NamespaceAccountType
  /** The chain the wallet is on; 1 by default. */
  readonly chainId?: ChainId
  /** Chains the wallet knows; switching to another fails with 4902. Every chain when absent. */
  readonly knownChainIds?: ReadonlyArray<ChainId>
  /** connect fails with code 5000. */
  readonly connectError?: boolean
  /** connect, switchNetwork, addNetwork and signMessage fail with code 4001 (the person said no). */
  readonly userRejects?: boolean
  /** syncConnection fails (no session to restore). */
  readonly syncFails?: boolean
  /** wallet_addEthereumChain fails. */
  readonly addChainFails?: boolean
  /** The adapter has no addNetwork at all (a non-EVM wallet). Read at creation only. */
  readonly noAddNetwork?: boolean
  readonly disconnectFails?: boolean
  /** disconnect never answers (a frame sign-out that hangs). */
  readonly disconnectHangs?: boolean
  /** Sent back with connect results, as the embedded wallet's user record does. */
  readonly preferredAccountType?: NamespaceAccountType
  /** A displayUri event is emitted when connect starts (a WalletConnect pairing). */
  readonly displayUri?: string
  /** With `latencyMs`: answers arrive that long after the call, in the scheduler's time. */
  readonly scheduler?: SchedulerLike
  readonly latencyMs?: number
  /** What eth_gasPrice answers (0x hex wei); other requests answer null. */
  readonly gasPrice?: string
  /**
   * What eth_getTransactionReceipt answers: 'mined' (default) a successful receipt, 'reverted' a
   * failed one, 'pending' null (not mined yet), as a chain without automining does for a while.
   */
  readonly receipt?: 'mined' | 'reverted' | 'pending'
  readonly balance?: BalanceResult
  /**
   * Namespaces the same connection also holds (a WalletConnect session, the embedded wallet): a
   * connect answers an account in each of them too. Read at creation only.
   */
  readonly alsoNamespaces?: ReadonlyArray<ChainNamespace>
}

export interface MockCall {
  readonly method: string
  readonly args: unknown
}

/**
 * The mock is its own factory: `createModal({ adapters: [mock] })` starts it (recording the host it
 * was given) and the test keeps the handle to drive the wallet.
 */
export interface MockAdapter extends Adapter, AdapterFactory {
  /** What the kernel gave the adapter when it started it; undefined until then. */
  readonly host: AdapterHost | undefined
  /** destroy() was called. */
  readonly destroyed: boolean
  request(args: { readonly method: string; readonly params?: unknown }): Observable<unknown>
  /** Every call, in order. */
  readonly calls: ReadonlyArray<MockCall>
  callsTo(method: string): ReadonlyArray<MockCall>
  setFlags(flags: Partial<MockAdapterFlags>): void
  setConnectors(connectors: ReadonlyArray<ConnectorWithProvider>): void
  /** The chain the mock wallet is on now. */
  currentChainId(): ChainId
  /** Emit an event; it names the current connector unless it names one itself. */
  emit(event: DistributiveOmit<AdapterEvent, 'connectorId'> & { readonly connectorId?: string }): void
  emitAccountsChanged(addresses: ReadonlyArray<string>, chainId?: ChainId): void
  emitChainChanged(chainId: ChainId): void
  emitDisconnect(): void
  emitDisplayUri(uri: string): void
  /** The connector the wallet's events name: the last one connected or restored (the first listed before). */
  currentConnectorId(): string
  /** Emit a value the contract forbids, to check the kernel's decoding. */
  emitRaw(event: unknown): void
}

/** A wallet error as EIP-1193 providers throw them: an Error with a numeric code. */
export class MockWalletError extends Error {
  readonly code: number
  constructor(message: string, code: number) {
    super(message)
    this.code = code
  }
}

export const mockAddresses = {
  eip155: ['0x1111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222'],
  solana: ['So11111111111111111111111111111111111111112', 'GokivDYuQXPZCWRkwMhdH2h91KpDQXBEmpgBgs55bnpH'],
  bip122: ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'],
  polkadot: ['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'],
  cosmos: ['cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu', 'cosmos1zg69v7ys40x77y352eufp27daufrg4ncnjqz7z'],
} as const satisfies Record<ChainNamespace, ReadonlyArray<string>>

/** The mock wallet's answers to raw requests (see MockFlags gasPrice and receipt). */
function requestAnswer(method: string, flags: MockAdapterFlags): unknown {
  if (method === 'eth_gasPrice') return flags.gasPrice ?? null
  if (method === 'eth_getTransactionReceipt') {
    const receipt = flags.receipt ?? 'mined'
    return receipt === 'pending' ? null : { status: receipt === 'mined' ? '0x1' : '0x0', blockNumber: '0x1' }
  }
  return null
}

const userRejected = () => new MockWalletError('User rejected the request.', 4001)

/**
 * A feature-flag adapter for tests (DESIGN §5, §8): it implements the adapter contract for any
 * namespace without a wallet. It never reads the clock: answers are synchronous, or delayed on the
 * scheduler given in the flags.
 */
export function createMockAdapter(initialFlags: MockAdapterFlags = {}): MockAdapter {
  let flags: MockAdapterFlags = initialFlags
  const namespace = initialFlags.namespace ?? 'eip155'
  const calls: MockCall[] = []
  const events = new Subject<AdapterEvent>()
  const connectors = new BehaviorSubject<ReadonlyArray<ConnectorWithProvider>>(
    initialFlags.connectors ?? [{ id: 'mock', type: 'INJECTED', name: 'Mock Wallet', chain: namespace }],
  )
  let chainId: ChainId = initialFlags.chainId ?? 1
  const addedChainIds = new Set<string>()
  let host: AdapterHost | undefined
  let destroyed = false
  let connectorId: string | undefined
  const currentConnectorId = (): string => connectorId ?? connectors.getValue()[0]?.id ?? 'mock'
  const also = initialFlags.alsoNamespaces ?? []
  const send = (event: DistributiveOmit<AdapterEvent, 'connectorId'> & { readonly connectorId?: string }): void =>
    events.next({ ...event, connectorId: event.connectorId ?? currentConnectorId() } as AdapterEvent)

  const record = (method: string, args: unknown) => calls.push({ method, args })

  /** Answer after the configured latency (or at once), errors included. */
  const answer = <T>(produce: () => Observable<T>): Observable<T> =>
    defer(() => {
      const { scheduler, latencyMs } = flags
      return scheduler && latencyMs ? timer(latencyMs, scheduler).pipe(mergeMap(produce)) : produce()
    })

  const addresses = (): ReadonlyArray<string> => flags.accounts ?? mockAddresses[namespace]

  const accountRecords = (): AccountRecord[] =>
    addresses().map((address) => ({ namespace, address, type: flags.accountType ?? 'eoa' }))

  const result = (): ConnectionResult => ({
    address: addresses()[0] ?? '',
    chainId,
    accounts: accountRecords(),
    ...(flags.preferredAccountType ? { preferredAccountType: flags.preferredAccountType } : {}),
    ...(also.length
      ? {
          namespaces: Object.fromEntries(
            also.map((ns) => {
              const address = mockAddresses[ns][0]
              return [ns, { address, chainId: mockChainIds[ns], accounts: [{ namespace: ns, address, type: 'eoa' }] }]
            }),
          ),
        }
      : {}),
  })

  const knows = (id: ChainId): boolean =>
    !flags.knownChainIds ||
    flags.knownChainIds.some((known) => normaliseChainId(known) === normaliseChainId(id)) ||
    addedChainIds.has(normaliseChainId(id))

  const adapter: MockAdapter = {
    id: 'mock',
    namespaces: [namespace, ...also],
    create(given) {
      host = given
      return adapter
    },
    get host() {
      return host
    },
    get destroyed() {
      return destroyed
    },
    destroy() {
      record('destroy', undefined)
      destroyed = true
    },
    connectors$: connectors.asObservable(),
    events$: events.asObservable(),

    connect(params) {
      return defer(() => {
        record('connect', params)
        connectorId = params.connectorId
        if (flags.displayUri) send({ type: 'displayUri', uri: flags.displayUri })
        return answer(() => {
          if (flags.userRejects) return throwError(userRejected)
          if (flags.connectError) return throwError(() => new MockWalletError('Connection failed.', 5000))
          if (params.chainId !== undefined && knows(params.chainId)) chainId = params.chainId
          return of(result())
        })
      })
    },

    syncConnection(params) {
      return defer(() => {
        record('syncConnection', params)
        connectorId = params.connectorId
        return answer(() =>
          flags.syncFails ? throwError(() => new MockWalletError('No session to restore.', 5000)) : of(result()),
        )
      })
    },

    disconnect(params) {
      return defer(() => {
        record('disconnect', params)
        if (flags.disconnectHangs) return NEVER
        return answer(() =>
          flags.disconnectFails
            ? throwError(() => new MockWalletError('Wallet refused to disconnect.', 5000))
            : of(undefined),
        )
      })
    },

    switchNetwork(network: Network) {
      return defer(() => {
        record('switchNetwork', network)
        return answer(() => {
          if (flags.userRejects) return throwError(userRejected)
          if (!knows(network.id)) return throwError(() => new MockWalletError('Unrecognized chain ID.', 4902))
          chainId = network.id
          return of(undefined)
        })
      })
    },

    getBalance(params) {
      return defer(() => {
        record('getBalance', params)
        return answer(() => of(flags.balance ?? { balance: '1.5', symbol: params.network.nativeCurrency.symbol }))
      })
    },

    signMessage(params): Observable<SignatureResult> {
      return defer(() => {
        record('signMessage', params)
        return answer(() => (flags.userRejects ? throwError(userRejected) : of({ signature: `0x${'ab'.repeat(65)}` })))
      })
    },

    sendTransaction(request): Observable<TransactionResult> {
      return defer(() => {
        record('sendTransaction', request)
        return answer(() => (flags.userRejects ? throwError(userRejected) : of({ hash: `0x${'cd'.repeat(32)}` })))
      })
    },

    request(args) {
      return defer(() => {
        record('request', args)
        return answer(() => of(requestAnswer(args.method, flags)))
      })
    },

    /** An EIP-1193 face over `request`, for the connector the kernel connected through. */
    walletProvider(id) {
      return id === connectorId ? { request: (args: { readonly method: string; readonly params?: unknown }) => firstValueFrom(adapter.request(args)) } : undefined
    },

    get calls() {
      return calls
    },
    callsTo: (method) => calls.filter((c) => c.method === method),
    setFlags(next) {
      flags = { ...flags, ...next }
      if (next.chainId !== undefined) chainId = next.chainId
    },
    setConnectors: (list) => connectors.next(list),
    currentChainId: () => chainId,
    currentConnectorId,
    emit: send,
    emitAccountsChanged: (list, id) =>
      send({
        type: 'accountsChanged',
        accounts: list.map((address) => ({ namespace, address, type: flags.accountType ?? 'eoa' })),
        ...(id === undefined ? {} : { chainId: id }),
      }),
    emitChainChanged: (id) => {
      chainId = id
      send({ type: 'chainChanged', chainId: id })
    },
    emitDisconnect: () => send({ type: 'disconnect' }),
    emitDisplayUri: (uri) => send({ type: 'displayUri', uri }),
    // The contract's type is what a well-behaved adapter sends; this one deliberately is not.
    emitRaw: (event) => events.next(event as AdapterEvent),
  }

  if (!initialFlags.noAddNetwork) {
    return Object.assign(adapter, {
      addNetwork(network: Network): Observable<void> {
        return defer(() => {
          record('addNetwork', network)
          return answer(() => {
            if (flags.userRejects) return throwError(userRejected)
            if (flags.addChainFails) return throwError(() => new MockWalletError('Could not add the chain.', 5000))
            addedChainIds.add(normaliseChainId(network.id))
            return of(undefined)
          })
        })
      },
    })
  }
  return adapter
}
