import { Observable, defer, firstValueFrom, from, map, mergeMap, of, tap, throwError } from 'rxjs'
import { getWallets, type Wallets } from '@wallet-standard/app'
import { thrownMessages } from '../../kernel/errors/messages'
import * as sendRefusals from '../../kernel/errors/sendRefusals'
import { formatUnits } from '../../kernel/format/units'
import type { AccountRecord } from '../../kernel/codec/account'
import type { Adapter, AdapterEvent, ConnectParams, ConnectionResult, TransactionRequest } from '../../kernel/ports/adapter'
import type { AdapterFactory, AdapterHost } from '../../kernel/ports/adapterHost'
import type { Network } from '../../kernel/codec/network'
import { firstRpcUrl } from '../shared/firstRpcUrl'
import { createWalletSession, walletError } from '../shared/walletSession'
import { discoverBitcoinWallets, type BitcoinConnector } from './discovery'
import { confirmedSats } from './esplora'
import type { BitcoinAddress, BitcoinClient } from './types'
import { answerBitcoinMethod } from './walletRequests'

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

/**
 * What `modal.walletProvider('bip122')` answers on a connection of this adapter: the wallet's
 * methods by their WalletConnect bip122 names and params (signPsbt, signMessage, sendTransfer,
 * getAccountAddresses), whichever interface the wallet speaks.
 */
export interface BitcoinWalletProvider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
}

const records = (addresses: ReadonlyArray<BitcoinAddress>): AccountRecord[] =>
  addresses.map((a) => ({ namespace: 'bip122', address: a.address, type: a.purpose === 'ordinals' ? 'ordinal' : 'payment', ...(a.publicKey ? { publicKey: a.publicKey } : {}) }))

/** SPEC §4: bip122 connects on its payment address; ordinals ride along in the account list. */
const paymentOf = (addresses: ReadonlyArray<BitcoinAddress>): BitcoinAddress | undefined => addresses.find((a) => a.purpose === 'payment') ?? addresses[0]

/**
 * The Bitcoin adapter (DESIGN §5): wallets found through the Wallet Standard's bitcoin: features, Sats
 * Connect providers and an injected UniSat-style API; connect with the payment and ordinals
 * addresses, restore, disconnect, message signing and transfers. Balances are read from the
 * network's Esplora API (its first RPC URL). @scure/btc-signer loads only when a Wallet Standard
 * wallet sends (the adapter builds its PSBT); the other interfaces build their own transactions.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): AdapterFactory {
  return { id: 'bitcoin', namespaces: ['bip122'], create: (host) => createBitcoinAdapter(host, options) }
}

function createBitcoinAdapter(host: AdapterHost, options: BitcoinAdapterOptions): Adapter {
  const walletEvents = (state: Active): Observable<AdapterEvent> =>
    new Observable<AdapterEvent>((subscriber) =>
      state.client.onAddresses?.((addresses) => {
        session.update(state, (latest) => ({ ...latest, addresses }))
        const payment = paymentOf(addresses)
        // The payment address first: the kernel takes the list's first as the account.
        const ordered = payment ? [payment, ...addresses.filter((a) => a !== payment)] : []
        subscriber.next({ type: 'accountsChanged', connectorId: state.connectorId, namespace: 'bip122', accounts: records(ordered) })
      }),
    )

  const session = createWalletSession<BitcoinConnector, BitcoinClient, Active>(host, {
    namespace: 'bip122',
    discover: discoverBitcoinWallets(options.wallets ?? getWallets(), options.target ?? (typeof window === 'undefined' ? undefined : window)),
    providerOf: (connector) => connector.provider,
    registerWaitMs: options.registerWaitMs,
    walletOf: (state) => state.client,
    listen: walletEvents,
  })

  /** The network the connection is on: its Esplora API broadcasts what the wallet signed. */
  let network: Network | undefined
  const networkOf = (id: ConnectParams['chainId']) => {
    const bitcoin = host.networks.filter((n) => n.chainNamespace === 'bip122')
    return bitcoin.find((n) => String(n.id) === String(id)) ?? bitcoin[0]
  }
  const request = (args: { readonly method: string; readonly params?: unknown }) =>
    session.current().pipe(
      mergeMap((state) =>
        defer(() => answerBitcoinMethod({ client: state.client, addresses: state.addresses, esploraUrl: network ? firstRpcUrl(network) : '' }, args.method, args.params)),
      ),
    )

  const connection = (silent: boolean) => (params: ConnectParams): Observable<ConnectionResult> =>
    session.connect(params, async (client) => {
      const addresses = await (silent ? client.restore() : client.connect())
      const payment = paymentOf(addresses)
      if (!payment) return undefined
      return {
        held: { connectorId: params.connectorId, client, addresses },
        result: { address: payment.address, accounts: records(addresses), preferredAccountType: 'payment' },
      }
    }).pipe(tap((result) => (network = networkOf(result.chainId))))

  const send = (state: Active, request: TransactionRequest) => {
    if (request.token) return throwError(() => walletError(sendRefusals.tokenNotSendable))
    const amount = BigInt(request.value ?? '0')
    if (amount <= 0n) return throwError(() => walletError(thrownMessages.invalidAmount))
    return defer(() => from(state.client.sendTransfer({ from: request.from, to: request.to, amount, esploraUrl: firstRpcUrl(request.network) }))).pipe(
      map((hash) => ({ hash })),
    )
  }

  return {
    namespaces: ['bip122'],
    connectors$: session.connectors$,
    events$: session.events$,
    destroy: session.destroy,
    connect: connection(false),
    syncConnection: connection(true),
    // The connection is dropped on our side whatever the wallet answers.
    disconnect: () => session.disconnect((state) => state.client.disconnect()),
    // Each Bitcoin request names its network through its addresses; there is nothing to switch.
    switchNetwork: (to) =>
      defer(() => {
        network = to
        return of(undefined)
      }),
    getBalance: ({ address, network }) =>
      defer(() => from(confirmedSats(firstRpcUrl(network), address))).pipe(
        map((sats) => ({ balance: formatUnits(sats, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol })),
      ),
    signMessage: ({ message, address }) =>
      session.current().pipe(
        mergeMap((state) => from(state.client.signMessage(address, message))),
        map((signature) => ({ signature })),
      ),
    sendTransaction: (transaction) => session.current().pipe(mergeMap((state) => send(state, transaction))),
    // SPEC §6 Bitcoin wallet methods by name (signPsbt above all), for the app and the kernel alike.
    request,
    walletProvider: (connectorId): BitcoinWalletProvider | undefined =>
      session.now()?.connectorId === connectorId ? { request: (args) => firstValueFrom(request(args)) } : undefined,
  }
}
