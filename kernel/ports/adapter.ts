import * as t from 'io-ts'
import { catchError, defaultIfEmpty, EMPTY, map, mergeMap, of, take, throwError } from 'rxjs'
import type { Observable, OperatorFunction } from 'rxjs'
import type { ChainNamespace } from '../codec/primitives'
import { Connector } from '../codec/connector'
import { AccountRecord, NamespaceAccountType } from '../codec/account'
import type { Network } from '../codec/network'
import { decode } from '../codec/decode'
import { AirlockError, messageOf } from '../errors/AirlockError'
import { schemaMessages, walletErrorCodes } from '../errors/messages'
import type { LoggerPort } from './logger'

/*
 * The adapter contract (DESIGN §5). An adapter serves one namespace and wraps a wallet SDK; the kernel
 * sees only this. Every method returns a cold Observable: nothing happens until subscribed, and
 * unsubscribing cancels the wallet call where the wallet allows it. A call answers once and completes.
 *
 * Adapters are outside code wrapping outside wallets, so the kernel decodes every answer and event
 * with the codecs below (`walletAnswer`, `walletDone`, `adapterEvents`, `adapterConnectors`) and turns
 * every failure into an AirlockError carrying the wallet's code (`toWalletError`).
 */

const NonEmptyString = t.refinement(t.string, (s) => s.length > 0, 'NonEmptyString')

/** A chain id as wallets give it: a number (EVM) or a string (CAIP-2 reference, e.g. a Solana genesis hash). */
export const ChainId = t.union([t.number, NonEmptyString], 'ChainId')
export type ChainId = t.TypeOf<typeof ChainId>

/** What `connect` and `syncConnection` answer. */
export const ConnectionResult = t.intersection(
  [
    t.type({ address: NonEmptyString, chainId: ChainId }),
    t.partial({
      accounts: t.array(AccountRecord),
      /** The account type the wallet chose (the embedded wallet's user record); wins over storage. */
      preferredAccountType: NamespaceAccountType,
    }),
  ],
  'ConnectionResult',
)
export type ConnectionResult = t.TypeOf<typeof ConnectionResult>

/** Wallet events (DESIGN §5). An empty `accounts` list means the wallet dropped the connection. */
export const AdapterEvent = t.union(
  [
    t.intersection([
      t.type({ type: t.literal('accountsChanged'), accounts: t.array(AccountRecord) }),
      t.partial({ chainId: ChainId }),
    ]),
    t.type({ type: t.literal('chainChanged'), chainId: ChainId }),
    t.type({ type: t.literal('disconnect') }),
    t.type({ type: t.literal('displayUri'), uri: NonEmptyString }),
  ],
  'AdapterEvent',
)
export type AdapterEvent = t.TypeOf<typeof AdapterEvent>

/** A native balance as the wallet or its RPC reports it, in whole units as a decimal string. */
export const BalanceResult = t.type({ balance: t.string, symbol: t.string }, 'BalanceResult')
export type BalanceResult = t.TypeOf<typeof BalanceResult>

/** A signature: 0x-hex on EVM (check it with codec/hex SignedMessage), base58 on Solana. */
export const SignatureResult = t.type({ signature: NonEmptyString }, 'SignatureResult')
export type SignatureResult = t.TypeOf<typeof SignatureResult>

/** A sent transaction (EVM: check the hash with codec/hex TransactionHash). */
export const TransactionResult = t.type({ hash: NonEmptyString }, 'TransactionResult')
export type TransactionResult = t.TypeOf<typeof TransactionResult>

/** SPEC §3 Connector plus the live provider object, which only the adapter uses. */
export interface ConnectorWithProvider extends Connector {
  readonly provider?: unknown
}

export interface ConnectParams {
  readonly connectorId: string
  /** The network to connect on (Network.id); the wallet's own when absent. */
  readonly chainId?: ChainId
}

export interface TransactionRequest {
  readonly network: Network
  readonly from: string
  readonly to: string
  /** Smallest units, as a decimal string (bigint-safe). */
  readonly value?: string
  /** 0x-hex call data (EVM) or an adapter-specific encoding. */
  readonly data?: string
}

export interface Adapter {
  readonly namespace: ChainNamespace
  /** Discovered connectors (injected, announced, WalletConnect, embedded); replays the latest list. */
  readonly connectors$: Observable<ReadonlyArray<ConnectorWithProvider>>
  /** Wallet events; hot, for the adapter's lifetime. */
  readonly events$: Observable<AdapterEvent>
  connect(params: ConnectParams): Observable<ConnectionResult>
  /** Restore an existing connection without prompting; errors when there is none. */
  syncConnection(params: ConnectParams): Observable<ConnectionResult>
  disconnect(params?: { readonly connectorId?: string }): Observable<void>
  /** Fails with code 4902 (walletErrorCodes.unrecognizedChain) when the wallet does not know the chain. */
  switchNetwork(network: Network): Observable<void>
  /** Ask the wallet to add a chain (EVM wallet_addEthereumChain). */
  addNetwork?(network: Network): Observable<void>
  // The chain's own actions; what each needs is chain-specific, so the kernel calls them through
  // the service that owns the feature and decodes the answer there.
  getBalance?(params: { readonly address: string; readonly network: Network }): Observable<BalanceResult>
  signMessage?(params: { readonly message: string; readonly address: string }): Observable<SignatureResult>
  sendTransaction?(request: TransactionRequest): Observable<TransactionResult>
  /** Raw wallet RPC (wallet_getCapabilities, wallet_getAssets ...); the caller decodes the answer. */
  request?(args: { readonly method: string; readonly params?: unknown }): Observable<unknown>
  /**
   * Warm up what a connect through this connector will need (load and start its SDK) when the person
   * is about to choose it (hover, focus). Never prompts the wallet; failures are the connect's to report.
   */
  prepare?(connectorId: string): void
  /**
   * For an adapter that shares its namespace with another (WalletConnect beside the browser
   * wallets): true for the connector ids it serves. An adapter without it serves the rest.
   */
  handles?(connectorId: string): boolean
}

/**
 * The adapter that serves a connector: the one that claims it, else the namespace's general adapter
 * (one without `handles`), else the namespace's first. Without a connector id, the general one.
 */
export function adapterFor(
  adapters: ReadonlyArray<Adapter>,
  namespace: ChainNamespace,
  connectorId?: string,
): Adapter | undefined {
  const serving = adapters.filter((a) => a.namespace === namespace)
  return (
    (connectorId === undefined ? undefined : serving.find((a) => a.handles?.(connectorId) === true)) ??
    serving.find((a) => a.handles === undefined) ??
    serving[0]
  )
}

function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  return typeof code === 'number' && Number.isFinite(code) ? code : undefined
}

/** Any wallet failure as an AirlockError with the wallet's code (4001 → category 'user'). */
export function toWalletError(error: unknown): AirlockError {
  if (error instanceof AirlockError) return error
  const code = codeOf(error)
  return new AirlockError(messageOf(error), {
    category: code === walletErrorCodes.userRejected ? 'user' : 'wallet',
    cause: error,
    ...(code === undefined ? {} : { code }),
  })
}

/** The first answer of a wallet call, decoded; failures become AirlockErrors with the wallet code. */
export function walletAnswer<A>(codec: t.Decoder<unknown, A>, what: string): OperatorFunction<unknown, A> {
  return (source) =>
    source.pipe(
      take(1),
      mergeMap((value) => {
        const result = decode(codec, value, what)
        return result.ok ? of(result.value) : throwError(() => result.error)
      }),
      catchError((error: unknown) => throwError(() => toWalletError(error))),
    )
}

/** A wallet call that answers nothing: done at its first value or completion. */
export function walletDone(): OperatorFunction<unknown, void> {
  return (source) =>
    source.pipe(
      take(1),
      map((): void => undefined),
      defaultIfEmpty(undefined),
      catchError((error: unknown) => throwError(() => toWalletError(error))),
    )
}

/** The adapter's events, decoded; a malformed event is logged and dropped, never fatal. */
export function adapterEvents(adapter: Adapter, logger: LoggerPort): Observable<AdapterEvent> {
  return adapter.events$.pipe(
    mergeMap((event: unknown) => {
      const result = decode(AdapterEvent, event, `${adapter.namespace} adapter event`)
      if (result.ok) return of(result.value)
      logger.warn(`adapter ${adapter.namespace}: dropped malformed event`, result.error.message)
      return EMPTY
    }),
    catchError((error: unknown) => {
      logger.error(`adapter ${adapter.namespace}: events ended with an error`, error)
      return EMPTY
    }),
  )
}

/** The adapter's connectors, each decoded with the Connector codec; malformed ones are dropped. */
export function adapterConnectors(
  adapter: Adapter,
  logger: LoggerPort,
): Observable<ReadonlyArray<ConnectorWithProvider>> {
  return adapter.connectors$.pipe(
    map((list: unknown) =>
      (Array.isArray(list) ? (list as unknown[]) : []).flatMap((item): ConnectorWithProvider[] => {
        const result = decode(Connector, item, `${adapter.namespace} connector`)
        if (result.ok) return [item as ConnectorWithProvider]
        logger.warn(`adapter ${adapter.namespace}: dropped malformed connector`, result.error.message)
        return []
      }),
    ),
    catchError((error: unknown) => {
      logger.error(`adapter ${adapter.namespace}: connectors ended with an error`, error)
      return EMPTY
    }),
  )
}

/** Same chain? Wallets mix 1, '1' and '0x1' for one EVM chain. */
export function sameChainId(a: ChainId | undefined, b: ChainId | undefined): boolean {
  if (a === undefined || b === undefined) return false
  return normaliseChainId(a) === normaliseChainId(b)
}

export function normaliseChainId(id: ChainId): string {
  if (typeof id === 'number') return String(id)
  if (/^0x[0-9a-fA-F]+$/.test(id)) return String(Number.parseInt(id, 16))
  return id
}

const adapterMethods = ['connect', 'disconnect', 'syncConnection', 'switchNetwork'] as const
const adapterStreams = ['connectors$', 'events$'] as const

/**
 * Options decode only an adapter's namespace; before the kernel calls into one, check it has the
 * contract's methods and streams, so a wrong object fails at createModal with a clear message.
 */
export function asAdapters(list: ReadonlyArray<{ readonly namespace: string }>): ReadonlyArray<Adapter> {
  return list.map((candidate, index) => {
    const record = candidate as unknown as Record<string, unknown>
    const missing = [
      ...adapterMethods.filter((name) => typeof record[name] !== 'function'),
      ...adapterStreams.filter((name) => typeof (record[name] as { subscribe?: unknown } | undefined)?.subscribe !== 'function'),
    ]
    if (missing.length > 0)
      throw new AirlockError(schemaMessages.expected('Adapter', 'object'), {
        category: 'options',
        details: `adapters.${index} (${candidate.namespace}) lacks ${missing.join(', ')}`,
      })
    return candidate as unknown as Adapter
  })
}
