import * as t from 'io-ts'
import {
  BehaviorSubject,
  EMPTY,
  ReplaySubject,
  catchError,
  defer,
  filter,
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
  type Observable,
} from 'rxjs'
import { numberToHex } from '../../kernel/format/hex'
import { AirlockError } from '../../kernel/errors/AirlockError'
import { thrownMessages, walletErrorCodes } from '../../kernel/errors/messages'
import type { Network } from '../../kernel/codec/network'
import type { Adapter, ConnectParams, ConnectionResult, ConnectorWithProvider } from '../../kernel/ports/adapter'
import type { AdapterFactory, AdapterHost } from '../../kernel/ports/adapterHost'
import { Accounts, ChainIdHex, call, chainIdNumber, type Eip1193Provider } from './eip1193'
import { discoverConnectors, type DiscoveryTarget } from './discovery'
import { nativeBalance, personalSign, sendTransaction } from './walletCalls'
import { providerEvents } from './providerEvents'

export interface EvmAdapterOptions {
  /** Where wallets announce themselves; the page's window by default. */
  readonly target?: DiscoveryTarget
  /** EIP-6963 discovery (SPEC §1 enableEIP6963); on by default. */
  readonly eip6963?: boolean
  /** How long a restore waits for its wallet to announce itself (ms). */
  readonly announceWaitMs?: number
}

interface Active {
  readonly connectorId: string
  readonly provider: Eip1193Provider
}

const noWallet = () => new AirlockError(thrownMessages.noActiveCaipAddress, { category: 'wallet' })

/** Some wallets wrap the EIP-1193 code of a failed switch in data.originalError (MetaMask mobile). */
function unwrapSwitchError(error: unknown): unknown {
  const original = (error as { data?: { originalError?: { code?: unknown } } } | null)?.data?.originalError
  if (original?.code === walletErrorCodes.unrecognizedChain) return original
  return error
}

/**
 * The EVM adapter (DESIGN §5): EIP-6963 announced wallets and the legacy injected provider, over
 * EIP-1193. It speaks to wallets only; the kernel decides what to do with their answers.
 */
export function evmAdapter(options: EvmAdapterOptions = {}): AdapterFactory {
  return { id: 'evm', namespaces: ['eip155'], create: (host) => createEvmAdapter(host, options) }
}

function createEvmAdapter(host: AdapterHost, options: EvmAdapterOptions): Adapter {
  const target = options.target ?? (globalThis as unknown as DiscoveryTarget)
  const active = new BehaviorSubject<Active | undefined>(undefined)
  let known: ReadonlyArray<ConnectorWithProvider> = []

  // One discovery shared by everyone; it stops listening when the last subscriber (the kernel) leaves.
  const connectors$ = discoverConnectors(target, { eip6963: options.eip6963 ?? true }).pipe(
    tap((list) => {
      known = list
    }),
    share({ connector: () => new ReplaySubject(1), resetOnRefCountZero: true }),
  )

  const providerOf = (connectorId: string): Observable<Eip1193Provider> => {
    const found = (list: ReadonlyArray<ConnectorWithProvider>) =>
      list.find((c) => c.id === connectorId)?.provider as Eip1193Provider | undefined
    const now = found(known)
    if (now) return of(now)
    // A restore can run before the wallet announced itself; give it a moment, then give up.
    return race(
      connectors$.pipe(map(found), filter((p): p is Eip1193Provider => p !== undefined), take(1)),
      timer(options.announceWaitMs ?? 1000, host.scheduler).pipe(
        mergeMap(() => throwError(() => new AirlockError(thrownMessages.adapterNotFound, { category: 'wallet' }))),
      ),
    )
  }

  const activeProvider = (): Observable<Eip1193Provider> =>
    defer(() => {
      const current = active.getValue()
      return current ? of(current.provider) : throwError(noWallet)
    })

  const session = (method: 'eth_requestAccounts' | 'eth_accounts') => (params: ConnectParams): Observable<ConnectionResult> =>
    providerOf(params.connectorId).pipe(
      mergeMap((provider) =>
        call(provider, method, undefined, Accounts).pipe(
          mergeMap((accounts) => {
            const [address] = accounts
            if (!address) return throwError(() => new AirlockError(thrownMessages.noActiveCaipAddress, { category: 'wallet' }))
            return call(provider, 'eth_chainId', undefined, ChainIdHex).pipe(
              map((chainId): ConnectionResult => ({
                address,
                chainId: chainIdNumber(chainId),
                accounts: accounts.map((a) => ({ namespace: 'eip155', address: a, type: 'eoa' })),
              })),
            )
          }),
          tap(() => active.next({ connectorId: params.connectorId, provider })),
        ),
      ),
    )

  return {
    namespaces: ['eip155'],
    connectors$,
    events$: active.pipe(
      switchMap((current) => (current ? providerEvents(current.provider, current.connectorId) : EMPTY)),
      share(),
    ),
    // Discovery listens only while the kernel subscribes; the active wallet's listeners end with it.
    destroy: () => {
      active.next(undefined)
      active.complete()
    },
    connect: session('eth_requestAccounts'),
    syncConnection: session('eth_accounts'),
    disconnect: () =>
      defer(() => {
        const current = active.getValue()
        active.next(undefined)
        if (!current) return of(undefined)
        // Not every wallet can revoke; the connection is dropped on our side either way.
        return call(current.provider, 'wallet_revokePermissions', [{ eth_accounts: {} }], t.unknown).pipe(
          map((): void => undefined),
          catchError(() => of(undefined)),
        )
      }),
    switchNetwork: (network: Network) =>
      activeProvider().pipe(
        mergeMap((provider) =>
          call(provider, 'wallet_switchEthereumChain', [{ chainId: numberToHex(Number(network.id)) }], t.unknown),
        ),
        map((): void => undefined),
        catchError((error: unknown) => throwError(() => unwrapSwitchError(error))),
      ),
    addNetwork: (network: Network) =>
      activeProvider().pipe(
        mergeMap((provider) =>
          call(
            provider,
            'wallet_addEthereumChain',
            [
              {
                chainId: numberToHex(Number(network.id)),
                chainName: network.name,
                nativeCurrency: network.nativeCurrency,
                rpcUrls: network.rpcUrls.default.http,
                blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
              },
            ],
            t.unknown,
          ),
        ),
        map((): void => undefined),
      ),
    getBalance: ({ address, network }) => activeProvider().pipe(mergeMap((provider) => nativeBalance(provider, address, network))),
    signMessage: ({ message, address }) => activeProvider().pipe(mergeMap((provider) => personalSign(provider, message, address))),
    sendTransaction: (request) => activeProvider().pipe(mergeMap((provider) => sendTransaction(provider, request))),
    request: ({ method, params }) => activeProvider().pipe(mergeMap((provider) => call(provider, method, params, t.unknown))),
    walletProvider: (connectorId) => {
      const current = active.getValue()
      return current?.connectorId === connectorId ? current.provider : undefined
    },
  }
}
