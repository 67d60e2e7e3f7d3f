import { BehaviorSubject, EMPTY, Observable, ReplaySubject, defer, distinctUntilChanged, filter, from, map, mergeMap, of, race, share, switchMap, take, tap, throwError, timer } from 'rxjs'
import { getWallets, type Wallets } from '@wallet-standard/app'
import { AirlockError } from '../../kernel/errors/AirlockError'
import { thrownMessages } from '../../kernel/errors/messages'
import { formatUnits } from '../../kernel/format/units'
import type { Network } from '../../kernel/codec/network'
import type { AccountRecord } from '../../kernel/codec/account'
import type { Adapter, AdapterEvent, ConnectParams, ConnectionResult, TransactionRequest } from '../../kernel/ports/adapter'
import type { AdapterFactory, AdapterHost } from '../../kernel/ports/adapterHost'
import { discoverBitcoinWallets, type BitcoinConnector } from './discovery'
import { confirmedSats } from './esplora'
import type { BitcoinAddress, BitcoinClient } from './types'

export interface BitcoinAdapterOptions {
  /** The Wallet Standard registry; the page's (`getWallets()` of @wallet-standard/app) by default. */
  readonly wallets?: Wallets
  /** Where Sats Connect providers and `unisat` are injected; the page's window by default. */
  readonly target?: object
  /** How long a restore waits for its wallet to appear (ms). */
  readonly registerWaitMs?: number
}

interface Active {
  readonly connectorId: string
  readonly client: BitcoinClient
  readonly addresses: ReadonlyArray<BitcoinAddress>
}

const walletError = (message: string) => new AirlockError(message, { category: 'wallet' })

const records = (addresses: ReadonlyArray<BitcoinAddress>): AccountRecord[] =>
  addresses.map((a) => ({ namespace: 'bip122', address: a.address, type: a.purpose === 'ordinals' ? 'ordinal' : 'payment', ...(a.publicKey ? { publicKey: a.publicKey } : {}) }))

/** SPEC §4: bip122 connects on its payment address; ordinals ride along in the account list. */
const paymentOf = (addresses: ReadonlyArray<BitcoinAddress>): BitcoinAddress | undefined => addresses.find((a) => a.purpose === 'payment') ?? addresses[0]

/** A network's Esplora REST base (its first RPC URL: mempool.space, blockstream.info, the devnet ledger). */
function esploraOf(network: Network): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw walletError(thrownMessages.networkNotFound)
  return url
}

/**
 * The Bitcoin adapter (DESIGN §5): wallets found through the Wallet Standard's bitcoin: features, Sats
 * Connect providers and an injected UniSat-style API; connect with the payment and ordinals
 * addresses, restore, disconnect, message signing and transfers. Balances are read from the
 * network's Esplora API. @scure/btc-signer loads only when a Wallet Standard wallet sends (the
 * adapter builds its PSBT); the other interfaces build their own transactions.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): AdapterFactory {
  return { id: 'bitcoin', namespaces: ['bip122'], create: (host) => createBitcoinAdapter(host, options) }
}

function createBitcoinAdapter(host: AdapterHost, options: BitcoinAdapterOptions): Adapter {
  const wallets = options.wallets ?? getWallets()
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window)
  const active = new BehaviorSubject<Active | undefined>(undefined)
  let known: ReadonlyArray<BitcoinConnector> = []

  const connectors$ = discoverBitcoinWallets(wallets, target).pipe(
    tap((list) => {
      known = list
    }),
    share({ connector: () => new ReplaySubject(1), resetOnRefCountZero: true }),
  )

  const clientOf = (connectorId: string): Observable<BitcoinClient> => {
    const found = (list: ReadonlyArray<BitcoinConnector>) => list.find((c) => c.id === connectorId)?.provider
    const now = found(known)
    if (now) return of(now)
    return race(
      connectors$.pipe(map(found), filter((c): c is BitcoinClient => c !== undefined), take(1)),
      timer(options.registerWaitMs ?? 1000, host.scheduler).pipe(mergeMap(() => throwError(() => walletError(thrownMessages.adapterNotFound)))),
    )
  }

  const defaultNetworkId = () => host.networks.find((n) => n.chainNamespace === 'bip122')?.id

  const session = (silent: boolean) => (params: ConnectParams): Observable<ConnectionResult> =>
    clientOf(params.connectorId).pipe(
      mergeMap((client) =>
        from(silent ? client.restore() : client.connect()).pipe(
          mergeMap((addresses) => {
            const payment = paymentOf(addresses)
            const chainId = params.chainId ?? defaultNetworkId()
            if (!payment || chainId === undefined) return throwError(() => walletError(thrownMessages.noActiveCaipAddress))
            active.next({ connectorId: params.connectorId, client, addresses })
            return of<ConnectionResult>({ address: payment.address, chainId, accounts: records(addresses), preferredAccountType: 'payment' })
          }),
        ),
      ),
    )

  const current = (): Observable<Active> =>
    defer(() => {
      const now = active.getValue()
      return now ? of(now) : throwError(() => walletError(thrownMessages.noActiveCaipAddress))
    })

  const walletEvents = (state: Active): Observable<AdapterEvent> =>
    new Observable<AdapterEvent>((subscriber) =>
      state.client.onAddresses?.((addresses) => {
        const latest = active.getValue()
        if (latest?.client === state.client) active.next({ ...latest, addresses })
        const payment = paymentOf(addresses)
        // The payment address first: the kernel takes the list's first as the account.
        const ordered = payment ? [payment, ...addresses.filter((a) => a !== payment)] : []
        subscriber.next({ type: 'accountsChanged', connectorId: state.connectorId, namespace: 'bip122', accounts: records(ordered) })
      }),
    )

  const send = (state: Active, request: TransactionRequest) => {
    if (request.token) return throwError(() => walletError(thrownMessages.tokenNotSendable))
    const amount = BigInt(request.value ?? '0')
    if (amount <= 0n) return throwError(() => walletError(thrownMessages.invalidAmount))
    return defer(() => from(state.client.sendTransfer({ from: request.from, to: request.to, amount, esploraUrl: esploraOf(request.network) }))).pipe(map((hash) => ({ hash })))
  }

  return {
    namespaces: ['bip122'],
    connectors$,
    events$: active.pipe(
      map((state) => state?.client),
      distinctUntilChanged(),
      switchMap((client) => {
        const state = active.getValue()
        return client && state ? walletEvents(state) : EMPTY
      }),
      share(),
    ),
    destroy: () => {
      active.next(undefined)
      active.complete()
    },
    connect: session(false),
    syncConnection: session(true),
    disconnect: () =>
      defer(() => {
        const state = active.getValue()
        active.next(undefined)
        // The connection is dropped on our side whatever the wallet answers.
        return state ? from(state.client.disconnect().catch(() => undefined)).pipe(map((): void => undefined)) : of(undefined)
      }),
    // Each Bitcoin request names its network through its addresses; there is nothing to switch.
    switchNetwork: () => of(undefined),
    getBalance: ({ address, network }) =>
      defer(() => from(confirmedSats(esploraOf(network), address))).pipe(
        map((sats) => ({ balance: formatUnits(sats, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol })),
      ),
    signMessage: ({ message, address }) =>
      current().pipe(
        mergeMap((state) => from(state.client.signMessage(address, message))),
        map((signature) => ({ signature })),
      ),
    sendTransaction: (request) => current().pipe(mergeMap((state) => send(state, request))),
  }
}
