import {
  BehaviorSubject,
  EMPTY,
  Observable,
  ReplaySubject,
  defer,
  distinctUntilChanged,
  filter,
  from,
  map,
  mergeMap,
  of,
  race,
  share,
  switchMap,
  take,
  tap,
  throwError,
  timer,
} from 'rxjs'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { getWallets, type Wallets } from '@wallet-standard/app'
import { AirlockError } from '../../kernel/errors/AirlockError'
import { thrownMessages } from '../../kernel/errors/messages'
import { formatUnits } from '../../kernel/format/units'
import type { Network } from '../../kernel/codec/network'
import type {
  Adapter,
  AdapterEvent,
  ConnectParams,
  ConnectionResult,
  ConnectorWithProvider,
  TransactionRequest,
} from '../../kernel/ports/adapter'
import type { AdapterFactory, AdapterHost } from '../../kernel/ports/adapterHost'
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

const walletError = (message: string) => new AirlockError(message, { category: 'wallet' })
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
  const wallets = options.wallets ?? getWallets()
  const active = new BehaviorSubject<Active | undefined>(undefined)
  let known: ReadonlyArray<ConnectorWithProvider> = []

  const connectors$ = discoverWallets(wallets).pipe(
    tap((list) => {
      known = list
    }),
    share({ connector: () => new ReplaySubject(1), resetOnRefCountZero: true }),
  )

  const walletOf = (connectorId: string): Observable<Wallet> => {
    const found = (list: ReadonlyArray<ConnectorWithProvider>) => list.find((c) => c.id === connectorId)?.provider as Wallet | undefined
    const now = found(known)
    if (now) return of(now)
    // A restore can run before the wallet registered; give it a moment, then give up.
    return race(
      connectors$.pipe(map(found), filter((w): w is Wallet => w !== undefined), take(1)),
      timer(options.registerWaitMs ?? 1000, host.scheduler).pipe(mergeMap(() => throwError(() => walletError(thrownMessages.adapterNotFound)))),
    )
  }

  const defaultNetworkId = () => host.networks.find((n) => n.chainNamespace === 'solana')?.id

  const session = (silent: boolean) => (params: ConnectParams): Observable<ConnectionResult> =>
    walletOf(params.connectorId).pipe(
      mergeMap((wallet) => {
        const connect = featureOf(wallet, CONNECT, 'connect')
        if (!connect) return throwError(() => walletError(thrownMessages.adapterNotFound))
        return from(connect.connect(silent ? { silent: true } : undefined)).pipe(
          mergeMap((answer) => {
            const accounts = solanaAccounts(answer?.accounts ?? wallet.accounts)
            const [first] = accounts
            const chainId = params.chainId ?? defaultNetworkId()
            if (!first || chainId === undefined) return throwError(() => walletError(thrownMessages.noActiveCaipAddress))
            active.next({ connectorId: params.connectorId, wallet, accounts })
            return of<ConnectionResult>({
              address: first.address,
              chainId,
              accounts: accounts.map((a) => ({ namespace: 'solana', address: a.address, type: 'eoa', publicKey: base58(new Uint8Array(a.publicKey)) })),
            })
          }),
        )
      }),
    )

  const current = (): Observable<Active> =>
    defer(() => {
      const now = active.getValue()
      return now ? of(now) : throwError(() => walletError(thrownMessages.noActiveCaipAddress))
    })

  const accountOf = (state: Active, address: string): WalletAccount =>
    state.accounts.find((a) => a.address === address) ?? (state.accounts[0] as WalletAccount)

  /** The wallet's account changes as kernel events; an empty list is the wallet dropping the connection. */
  const walletEvents = (state: Active): Observable<AdapterEvent> =>
    new Observable<AdapterEvent>((subscriber) => {
      const events = featureOf(state.wallet, EVENTS, 'on')
      if (!events) return undefined
      return events.on('change', (properties) => {
        if (!properties || !('accounts' in properties)) return
        const accounts = solanaAccounts(properties.accounts)
        const latest = active.getValue()
        if (latest?.wallet === state.wallet) active.next({ ...latest, accounts })
        subscriber.next({
          type: 'accountsChanged',
          connectorId: state.connectorId,
          namespace: 'solana',
          accounts: accounts.map((a) => ({ namespace: 'solana', address: a.address, type: 'eoa' })),
        })
      })
    })

  const confirmed = (rpcUrl: string, signature: string): Observable<string> =>
    confirmedSignature(rpcUrl, signature, host.scheduler, {
      ...(options.confirmPollMs === undefined ? {} : { pollMs: options.confirmPollMs }),
      ...(options.confirmTimeoutMs === undefined ? {} : { timeoutMs: options.confirmTimeoutMs }),
    })

  const rpcUrlOf = (network: Network): string => {
    const url = network.rpcUrls.default.http[0]
    if (!url) throw walletError(thrownMessages.networkNotFound)
    return url
  }

  const send = (state: Active, request: TransactionRequest): Observable<{ hash: string }> => {
    const rpcUrl = rpcUrlOf(request.network)
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
    connectors$,
    events$: active.pipe(
      map((state) => state?.wallet),
      // A new event listener only when the wallet changes, not when its account list does.
      distinctUntilChanged(),
      switchMap((wallet) => {
        const state = active.getValue()
        return wallet && state ? walletEvents(state) : EMPTY
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
        const disconnect = state ? featureOf(state.wallet, DISCONNECT, 'disconnect') : undefined
        // A wallet without the feature keeps its permission; the connection is dropped on our side either way.
        return disconnect ? from(disconnect.disconnect().catch(() => undefined)).pipe(map((): void => undefined)) : of(undefined)
      }),
    // Solana wallets have no network to switch: each transaction names its cluster.
    switchNetwork: () => of(undefined),
    getBalance: ({ address, network }) =>
      defer(() => from(chainModule().then((chain) => chain.lamportsOf(rpcUrlOf(network), address)))).pipe(
        map((lamports) => ({ balance: formatUnits(lamports, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol })),
      ),
    signMessage: ({ message, address }) =>
      current().pipe(
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
    sendTransaction: (request) => current().pipe(mergeMap((state) => send(state, request))),
  }
}
