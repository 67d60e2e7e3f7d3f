import * as t from 'io-ts'
import { catchError, defaultIfEmpty, EMPTY, map, mergeMap, of, take, throwError } from 'rxjs'
import type { Observable, OperatorFunction } from 'rxjs'
import { CaipNetworkId, ChainNamespace as ChainNamespaceCodec, type ChainNamespace, type SocialProvider } from '../codec/primitives'
import { Connector } from '../codec/connector'
import { AccountRecord, NamespaceAccountType } from '../codec/account'
import type { Network } from '../codec/network'
import { decode } from '../codec/decode'
import { FiniteNumber } from '../codec/safe'
import { AirlockError, isAirlockError, messageOf } from '../errors/AirlockError'
import { schemaMessages, walletErrorCodes } from '../errors/messages'
import type { LoggerPort } from './logger'

/*
 * The adapter contract (DESIGN §5). An integrator lists adapter factories (kernel/ports/adapterHost.ts);
 * the kernel starts each with what it hosts and gets an Adapter: it wraps a wallet SDK, serves one or
 * more namespaces, and the kernel sees only this. Every method returns a cold Observable: nothing
 * happens until subscribed, and unsubscribing cancels the wallet call where the wallet allows it. A
 * call answers once and completes.
 *
 * Adapters are outside code wrapping outside wallets, so the kernel decodes every answer and event
 * with the codecs below (`walletAnswer`, `walletDone`, `adapterEvents`, `adapterConnectors`) and turns
 * every failure into an AirlockError carrying the wallet's code (`toWalletError`).
 */

const NonEmptyString = /* @__PURE__ */ t.refinement(t.string, (s) => s.length > 0, 'NonEmptyString')

/** A chain id as wallets give it: a number (EVM) or a string (CAIP-2 reference, e.g. a Solana genesis hash). */
export const ChainId = /* @__PURE__ */ t.union([FiniteNumber, NonEmptyString], 'ChainId')
export type ChainId = t.TypeOf<typeof ChainId>

/** A connection's account in one namespace. */
export const NamespaceConnection = /* @__PURE__ */ t.intersection(
  [
    /* @__PURE__ */ t.type({ address: NonEmptyString, chainId: ChainId }),
    /* @__PURE__ */ t.partial({
      accounts: /* @__PURE__ */ t.array(AccountRecord),
      /** The account type the wallet chose (the embedded wallet's user record); wins over storage. */
      preferredAccountType: NamespaceAccountType,
      /** The only networks the wallet will use in this namespace (a WalletConnect session's); absent when it takes any. */
      approvedCaipNetworkIds: /* @__PURE__ */ t.array(CaipNetworkId),
    }),
  ],
  'NamespaceConnection',
)
export type NamespaceConnection = t.TypeOf<typeof NamespaceConnection>

/**
 * What `connect` and `syncConnection` answer: the account in the namespace asked for and, when one
 * connection holds several (WalletConnect, the embedded wallet), the others under `namespaces`.
 */
export const ConnectionResult = /* @__PURE__ */ t.intersection(
  [
    NamespaceConnection,
    /* @__PURE__ */ t.partial({
      namespaces: /* @__PURE__ */ t.partial({
        eip155: NamespaceConnection,
        solana: NamespaceConnection,
        polkadot: NamespaceConnection,
        bip122: NamespaceConnection,
        cosmos: NamespaceConnection,
      } satisfies Record<ChainNamespace, typeof NamespaceConnection>),
    }),
  ],
  'ConnectionResult',
)
export type ConnectionResult = t.TypeOf<typeof ConnectionResult>

/**
 * Wallet events (DESIGN §5). Each names the connector it comes from, so the kernel hears a wallet only
 * about the connection it holds; an account or chain event of a several-namespace connection names
 * its namespace (the adapter's first when absent). An empty `accounts` list means the wallet dropped
 * the connection.
 */
export const AdapterEvent = /* @__PURE__ */ t.intersection(
  [
    /* @__PURE__ */ t.type({ connectorId: NonEmptyString }),
    /* @__PURE__ */ t.partial({ namespace: ChainNamespaceCodec }),
    /* @__PURE__ */ t.union([
      /* @__PURE__ */ t.intersection([
        /* @__PURE__ */ t.type({ type: /* @__PURE__ */ t.literal('accountsChanged'), accounts: /* @__PURE__ */ t.array(AccountRecord) }),
        /* @__PURE__ */ t.partial({ chainId: ChainId }),
      ]),
      /* @__PURE__ */ t.type({ type: /* @__PURE__ */ t.literal('chainChanged'), chainId: ChainId }),
      // The networks the wallet now takes in the namespace (a WalletConnect session_update).
      /* @__PURE__ */ t.type({
        type: /* @__PURE__ */ t.literal('approvedNetworksChanged'),
        approvedCaipNetworkIds: /* @__PURE__ */ t.array(CaipNetworkId),
      }),
      /* @__PURE__ */ t.type({ type: /* @__PURE__ */ t.literal('disconnect') }),
      /* @__PURE__ */ t.type({ type: /* @__PURE__ */ t.literal('displayUri'), uri: NonEmptyString }),
    ]),
  ],
  'AdapterEvent',
)
export type AdapterEvent = t.TypeOf<typeof AdapterEvent>

/** A native balance as the wallet or its RPC reports it, in whole units as a decimal string. */
export const BalanceResult = /* @__PURE__ */ t.type({ balance: t.string, symbol: t.string }, 'BalanceResult')
export type BalanceResult = t.TypeOf<typeof BalanceResult>

/** A signature: 0x-hex on EVM (check it with codec/hex SignedMessage), base58 on Solana. */
export const SignatureResult = /* @__PURE__ */ t.type({ signature: NonEmptyString }, 'SignatureResult')
export type SignatureResult = t.TypeOf<typeof SignatureResult>

/** A sent transaction (EVM: check the hash with codec/hex TransactionHash). */
export const TransactionResult = /* @__PURE__ */ t.type({ hash: NonEmptyString }, 'TransactionResult')
export type TransactionResult = t.TypeOf<typeof TransactionResult>

/** SPEC §3 Connector plus the live provider object, which only the adapter uses. */
export interface ConnectorWithProvider extends Connector {
  readonly provider?: unknown
}

export interface ConnectParams {
  readonly connectorId: string
  /** The namespace the connection is asked for (an adapter serving several answers it first). */
  readonly namespace?: ChainNamespace
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
  /**
   * A token transfer the adapter encodes itself (Solana SPL: `address` is the mint, `to` the receiving
   * wallet, `value` in the token's smallest units); absent for the network's own coin.
   */
  readonly token?: { readonly address: string; readonly decimals: number }
}

export interface Adapter {
  /** The namespaces its connectors connect to; the first is where its events land by default. */
  readonly namespaces: ReadonlyArray<ChainNamespace>
  /**
   * Discovered connectors (injected, announced, WalletConnect, embedded); replays the latest list. A
   * connector listed here is served by this adapter: the kernel routes calls by connector id.
   */
  readonly connectors$: Observable<ReadonlyArray<ConnectorWithProvider>>
  /** Wallet events, each naming its connector; hot, for the adapter's lifetime. */
  readonly events$: Observable<AdapterEvent>
  connect(params: ConnectParams): Observable<ConnectionResult>
  /** Restore an existing connection without prompting; errors when there is none. */
  syncConnection(params: ConnectParams): Observable<ConnectionResult>
  disconnect(params?: { readonly connectorId?: string }): Observable<void>
  /** Fails with code 4902 (walletErrorCodes.unrecognizedChain) when the wallet does not know the chain. */
  switchNetwork(network: Network): Observable<void>
  /** Ends every timer, listener and socket the adapter holds (modal.destroy()). */
  destroy(): void
  // Capabilities: what a wallet can do beyond connecting. The kernel asks whether the connection's
  // adapter offers one (a method present), never which namespace it serves; what each needs is
  // chain-specific, so the service that owns the feature calls it and decodes the answer.
  /** Ask the wallet to add a chain (EVM wallet_addEthereumChain). */
  addNetwork?(network: Network): Observable<void>
  getBalance?(params: { readonly address: string; readonly network: Network }): Observable<BalanceResult>
  /** `namespace`: the namespace of `address`, for an adapter serving several. */
  signMessage?(params: { readonly message: string; readonly address: string; readonly namespace?: ChainNamespace }): Observable<SignatureResult>
  sendTransaction?(request: TransactionRequest): Observable<TransactionResult>
  /** Raw wallet RPC (wallet_getCapabilities, wallet_getAssets ...); the caller decodes the answer. */
  request?(args: { readonly method: string; readonly params?: unknown }): Observable<unknown>
  /**
   * Warm up what a connect through this connector will need (load and start its SDK) when the person
   * is about to choose it (hover, focus). Never prompts the wallet; failures are the connect's to report.
   */
  prepare?(connectorId: string): void
  /**
   * The wallet may move the account when it switches networks (a WalletConnect session holds one
   * address per chain): after a switch the kernel reads the account again with syncConnection.
   */
  readonly resyncAfterSwitch?: boolean
  /**
   * The wallet's own provider object behind a connected connector (an EIP-1193 provider for EVM,
   * the UniversalProvider for WalletConnect), for an app that calls it directly; undefined when the
   * connector is not connected through this adapter.
   */
  walletProvider?(connectorId: string): unknown
  /** Email login (SPEC §4 VERIFY_OTP): an adapter whose wallet lives in the secure frame offers it. */
  readonly emailLogin?: EmailLogin
  /** Sign-in on a page of its own, returning to the dapp with result_uri (SPEC §2 Telegram mini-app). */
  readonly redirectLogin?: RedirectLogin
  /** Social login in a popup (SPEC §7 get social redirect uri, connect social): the same frame offers it. */
  readonly socialLogin?: SocialLogin
  /** Farcaster login by a Sign In With Farcaster channel (SPEC §7 get and connect farcaster): the same frame offers it. */
  readonly farcasterLogin?: FarcasterLogin
  /** SPEC §1 account type switch eoa ↔ smartAccount: the embedded wallet offers it where its chain has a bundler. */
  readonly smartAccount?: SmartAccountSwitch
  /** true while the secure frame shows its own approval UI (SPEC §2 ApproveTransaction); replays the latest. */
  readonly approval$?: Observable<boolean>
  /** SPEC §6: a method the embedded wallet does not allow was asked (its name); the request was refused. */
  readonly rpcRefused$?: Observable<string>
  /** SPEC §4/§6: end pending unsafe wallet requests ('Request was aborted'); safe ones keep running. */
  rejectPendingRequests?(): void
}

/**
 * The embedded wallet's smart account (SPEC §7 frame events); every answer is decoded by the kernel
 * (kernel/smartAccount/codecs).
 */
export interface SmartAccountSwitch {
  readonly connectorId: string
  /** SPEC §7 get smart account enabled networks: `{ smartAccountEnabledNetworks: number[] }`. */
  enabledNetworks(): Observable<unknown>
  /** SPEC §7 init smart account: `{ address, isDeployed }` on the wallet's current chain. */
  init(): Observable<unknown>
  /** SPEC §7 set preferred account: the wallet acts as that account from now on; answers the user (SPEC §3). */
  setPreferred(type: 'eoa' | 'smartAccount'): Observable<unknown>
  /**
   * SPEC §4: the account type the kernel resolved before connecting (stored, else the default); the
   * wallet connects as it unless the person chose another, so the first address is already that one.
   */
  setDefault?(type: 'eoa' | 'smartAccount'): void
  /** Fires after the wallet sent a transaction or user operation (the first deploys the smart account). */
  readonly sent$?: Observable<unknown>
}

/** The embedded wallet's email login, as its adapter offers it (the frame client does the work). */
export interface EmailLogin {
  /** The connector a right code connects. */
  readonly connectorId: string
  /** SPEC §4: VERIFY_OTP (a code was mailed) or VERIFY_DEVICE (a device-approval link was). */
  start(email: string): Observable<{ readonly action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'; readonly resendAfterSeconds?: number }>
  /** SPEC §7 connect device: answers once the mailed link approved this device and a code was sent. */
  connectDevice(): Observable<unknown>
  verify(otp: string): Observable<unknown>
  /**
   * SPEC §4 VERIFY_DEVICE: mails this device a new approval link while connectDevice keeps waiting;
   * answers the seconds until the next may go, or fails with the wait left (`retryAfterSeconds`).
   */
  resendDevice?(): Observable<{ readonly resendAfterSeconds: number }>
}

/**
 * The embedded wallet's sign-in by full-page redirect, for pages that cannot open windows (a Telegram
 * mini-app): the page goes to the sign-in page, which sends it back to `returnTo` with `result_uri`.
 */
export interface RedirectLogin {
  /** The connector a finished sign-in connects. */
  readonly connectorId: string
  /**
   * A new sign-in by `method` ('email' with the address typed, or a social provider): the page leaves
   * for the sign-in page (a full-page navigation, the adapter's to make), whose address is emitted.
   * The frame keeps the secret that later proves this browser started it.
   */
  start(request: { readonly method: string; readonly email?: string; readonly returnTo: string }): Observable<string>
  /** Finishes the sign-in in the frame with the address the sign-in page returned. */
  connect(resultUri: string): Observable<unknown>
}

/**
 * The embedded wallet's social login. The popup is opened by the person's click (browsers block any
 * other) and handed to the kernel as an opaque handle; only the adapter touches it.
 */
export interface SocialLogin {
  /** The connector a finished login connects. */
  readonly connectorId: string
  /** The provider's authorization URL for a new login. */
  redirectUri(provider: SocialProvider): Observable<string>
  /** Sends the popup there; emits once the address the provider sent it back to (the callback page tells it). */
  result(popup: unknown, uri: string): Observable<string>
  /** Whether the person closed the popup (read each second by the kernel). */
  closed(popup: unknown): boolean
  close(popup: unknown): void
  /** Finishes the login in the frame with the provider's answer. */
  connect(resultUri: string): Observable<unknown>
}

/** The embedded wallet's Farcaster login, as its adapter offers it (the frame and the auth service do the work). */
export interface FarcasterLogin {
  /** The connector a finished login connects. */
  readonly connectorId: string
  /** SPEC §7 get farcaster uri: a new channel's URL, for the person's Farcaster app (QR code or link). */
  uri(): Observable<string>
  /** SPEC §7 connect farcaster: answers once the person approved in their app; fails once the channel expired or was declined. */
  connect(): Observable<unknown>
  /** The person left ConnectingFarcaster while `connect` waited: the wallet stops asking about the login. */
  cancel?(): void
}

/** The key of a connector in `owners`: connector ids are unique within a namespace only. */
export const ownerKey = (namespace: ChainNamespace, connectorId: string): string => `${namespace}:${connectorId}`

/**
 * The adapter that serves a connector: the one whose connectors list it in that namespace (`owners`,
 * kept by the connection service), else the first adapter of the namespace.
 */
export function adapterFor(
  adapters: ReadonlyArray<Adapter>,
  namespace: ChainNamespace,
  connectorId?: string,
  owners: Readonly<Record<string, number>> = {},
): Adapter | undefined {
  const owner = connectorId === undefined ? undefined : owners[ownerKey(namespace, connectorId)]
  return (owner === undefined ? undefined : adapters[owner]) ?? adapters.find((a) => a.namespaces.includes(namespace))
}

function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  return typeof code === 'number' && Number.isFinite(code) ? code : undefined
}

/** Any wallet failure as an AirlockError with the wallet's code (4001 → category 'user'). */
export function toWalletError(error: unknown): AirlockError {
  if (isAirlockError(error)) return error
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
      const result = decode(AdapterEvent, event, `${adapter.namespaces.join('+')} adapter event`)
      if (result.ok) return of(result.value)
      logger.warn(`adapter ${adapter.namespaces.join('+')}: dropped malformed event`, result.error.message)
      return EMPTY
    }),
    catchError((error: unknown) => {
      logger.error(`adapter ${adapter.namespaces.join('+')}: events ended with an error`, error)
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
        const result = decode(Connector, item, `${adapter.namespaces.join('+')} connector`)
        // The decoded value drops unsafe icons; the provider (not part of the codec) stays the adapter's.
        if (result.ok) return [result.value === item ? (item as ConnectorWithProvider) : { ...(item as ConnectorWithProvider), ...result.value }]
        logger.warn(`adapter ${adapter.namespaces.join('+')}: dropped malformed connector`, result.error.message)
        return []
      }),
    ),
    catchError((error: unknown) => {
      logger.error(`adapter ${adapter.namespaces.join('+')}: connectors ended with an error`, error)
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

const adapterMethods = ['connect', 'disconnect', 'syncConnection', 'switchNetwork', 'destroy'] as const
const adapterStreams = ['connectors$', 'events$'] as const

/** Checks a started adapter has the contract's methods and streams, so a wrong one fails at createModal. */
export function asAdapter(candidate: unknown, index: number): Adapter {
  const record = (typeof candidate === 'object' && candidate !== null ? candidate : {}) as Record<string, unknown>
  const missing = [
    ...(Array.isArray(record['namespaces']) ? [] : ['namespaces']),
    ...adapterMethods.filter((name) => typeof record[name] !== 'function'),
    ...adapterStreams.filter((name) => typeof (record[name] as { subscribe?: unknown } | undefined)?.subscribe !== 'function'),
  ]
  if (missing.length > 0)
    throw new AirlockError(schemaMessages.expected('Adapter', 'object'), {
      category: 'options',
      details: `adapters.${index} lacks ${missing.join(', ')}`,
    })
  return candidate as Adapter
}
