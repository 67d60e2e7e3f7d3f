import { Observable, defer, from, map, mergeMap, of, throwError } from 'rxjs'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { getWallets, type Wallets } from '@wallet-standard/app'
import { thrownMessages } from '../../kernel/errors/messages'
import { formatUnits } from '../../kernel/format/units'
import type { Adapter, AdapterEvent, ConnectParams, ConnectionResult, ConnectorWithProvider, TransactionRequest } from '../../kernel/ports/adapter'
import type { AdapterFactory, AdapterHost } from '../../kernel/ports/adapterHost'
import { firstRpcUrl } from '../shared/firstRpcUrl'
import { createWalletSession, walletError, type Opened } from '../shared/walletSession'
import { base58 } from './base58'
import { confirmedSignature } from './confirm'
import { discoverWallets } from './discovery'
import {
  CONNECT,
  DISCONNECT,
  EVENTS,
  SIGN_AND_SEND_TRANSACTION,
  SIGN_MESSAGE,
  SIGN_TRANSACTION,
  featureOf,
  solanaAccounts,
  walletChainOf,
} from './walletStandard'

export interface SolanaAdapterOptions {
  /** The Wallet Standard registry; the page's (`getWallets()` of @wallet-standard/app) by default. */
  readonly wallets?: Wallets
  /** How long a restore waits for its wallet to register (ms). */
  readonly registerWaitMs?: number
  /** How often a sent transaction's status is read until it is confirmed (ms). */
  readonly confirmPollMs?: number
  /** How long a sent transaction may take to confirm before the send is reported failed (ms). */
  readonly confirmTimeoutMs?: number
}

interface Active {
  readonly connectorId: string
  readonly wallet: Wallet
  readonly accounts: ReadonlyArray<WalletAccount>
}

const chainModule = () => import('./chain')

/**
 * The Solana adapter (DESIGN §5): wallets found through the Wallet Standard, their connect, events,
 * message signing and transactions. The chain SDK (@solana/kit) loads the first time a balance is
 * read or a transfer is built; discovery, connect and signing need none of it.
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): AdapterFactory {
  return { id: 'solana', namespaces: ['solana'], create: (host) => createSolanaAdapter(host, options) }
}

function createSolanaAdapter(host: AdapterHost, options: SolanaAdapterOptions): Adapter {
  /** The wallet's account changes as kernel events; an empty list is the wallet dropping the connection. */
  const walletEvents = (state: Active): Observable<AdapterEvent> =>
    new Observable<AdapterEvent>((subscriber) => {
      const events = featureOf(state.wallet, EVENTS, 'on')
      if (!events) return undefined
      return events.on('change', (properties) => {
        if (!properties || !('accounts' in properties)) return
        const accounts = solanaAccounts(properties.accounts)
        session.update(state, (latest) => ({ ...latest, accounts }))
        subscriber.next({
          type: 'accountsChanged',
          connectorId: state.connectorId,
          namespace: 'solana',
          accounts: accounts.map((a) => ({ namespace: 'solana', address: a.address, type: 'eoa' })),
        })
      })
    })

  const session = createWalletSession<ConnectorWithProvider, Wallet, Active>(host, {
    namespace: 'solana',
    discover: discoverWallets(options.wallets ?? getWallets()),
    providerOf: (connector) => connector.provider as Wallet | undefined,
    registerWaitMs: options.registerWaitMs,
    walletOf: (state) => state.wallet,
    listen: walletEvents,
  })

  const opened = (silent: boolean, connectorId: string) => async (wallet: Wallet): Promise<Opened<Active> | undefined> => {
    const connect = featureOf(wallet, CONNECT, 'connect')
    if (!connect) throw walletError(thrownMessages.adapterNotFound)
    const answer = await connect.connect(silent ? { silent: true } : undefined)
    const accounts = solanaAccounts(answer?.accounts ?? wallet.accounts)
    const [first] = accounts
    if (!first) return undefined
    return {
      held: { connectorId, wallet, accounts },
      result: {
        address: first.address,
        accounts: accounts.map((a) => ({ namespace: 'solana', address: a.address, type: 'eoa', publicKey: base58(new Uint8Array(a.publicKey)) })),
      },
    }
  }
  const connection = (silent: boolean) => (params: ConnectParams): Observable<ConnectionResult> =>
    session.connect(params, opened(silent, params.connectorId))

  const accountOf = (state: Active, address: string): WalletAccount =>
    state.accounts.find((a) => a.address === address) ?? (state.accounts[0] as WalletAccount)

  const confirmed = (rpcUrl: string, signature: string): Observable<string> =>
    confirmedSignature(rpcUrl, signature, host.scheduler, {
      ...(options.confirmPollMs === undefined ? {} : { pollMs: options.confirmPollMs }),
      ...(options.confirmTimeoutMs === undefined ? {} : { timeoutMs: options.confirmTimeoutMs }),
    })

  const send = (state: Active, request: TransactionRequest): Observable<{ hash: string }> => {
    const rpcUrl = firstRpcUrl(request.network)
    const account = accountOf(state, request.from)
    const chain = walletChainOf(state.wallet, request.network.caipNetworkId, String(request.network.id))
    const transfer = {
      from: request.from,
      to: request.to,
      amount: BigInt(request.value ?? '0'),
      ...(request.token ? { token: { mint: request.token.address, decimals: request.token.decimals } } : {}),
    }
    return from(chainModule().then((module) => module.buildTransfer(rpcUrl, transfer).then((bytes) => ({ module, bytes })))).pipe(
      mergeMap(({ module, bytes }) => {
        const signAndSend = featureOf(state.wallet, SIGN_AND_SEND_TRANSACTION, 'signAndSendTransaction')
        if (signAndSend)
          return from(signAndSend.signAndSendTransaction({ account, transaction: bytes, chain })).pipe(
            map(([answer]) => {
              if (!(answer?.signature instanceof Uint8Array)) throw walletError(thrownMessages.somethingWentWrong)
              return base58(answer.signature)
            }),
          )
        const sign = featureOf(state.wallet, SIGN_TRANSACTION, 'signTransaction')
        if (!sign) return throwError(() => walletError(thrownMessages.unsupportedChain))
        return from(sign.signTransaction({ account, transaction: bytes, chain })).pipe(
          mergeMap(([answer]) => {
            if (!(answer?.signedTransaction instanceof Uint8Array)) throw walletError(thrownMessages.somethingWentWrong)
            return from(module.sendSigned(rpcUrl, answer.signedTransaction))
          }),
        )
      }),
      mergeMap((signature) => confirmed(rpcUrl, signature)),
      map((hash) => ({ hash })),
    )
  }

  return {
    namespaces: ['solana'],
    connectors$: session.connectors$,
    events$: session.events$,
    destroy: session.destroy,
    connect: connection(false),
    syncConnection: connection(true),
    // A wallet without the feature keeps its permission; the connection is dropped on our side either way.
    disconnect: () => session.disconnect((state) => featureOf(state.wallet, DISCONNECT, 'disconnect')?.disconnect()),
    // Solana wallets have no network to switch: each transaction names its cluster.
    switchNetwork: () => of(undefined),
    getBalance: ({ address, network }) =>
      defer(() => from(chainModule().then((chain) => chain.lamportsOf(firstRpcUrl(network), address)))).pipe(
        map((lamports) => ({ balance: formatUnits(lamports, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol })),
      ),
    signMessage: ({ message, address }) =>
      session.current().pipe(
        mergeMap((state) => {
          const feature = featureOf(state.wallet, SIGN_MESSAGE, 'signMessage')
          if (!feature) return throwError(() => walletError(thrownMessages.unsupportedChain))
          return from(feature.signMessage({ account: accountOf(state, address), message: new TextEncoder().encode(message) }))
        }),
        map(([answer]) => {
          if (!(answer?.signature instanceof Uint8Array)) throw walletError(thrownMessages.somethingWentWrong)
          return { signature: base58(answer.signature) }
        }),
      ),
    sendTransaction: (request) => session.current().pipe(mergeMap((state) => send(state, request))),
  }
}
