import type { Observable } from 'rxjs'
import type { ChainNamespace, CaipAddress } from './codec/primitives'
import type { Network } from './codec/network'
import type { ChainId } from './ports/adapter'
import type { ThemeMode } from './codec/primitives'
import type { Decoded } from './codec/decode'
import type { AlertCode } from './errors/messages'
import type { ModalServiceState } from './modal/modalState'
import type { OpenArgs } from './modal/openingView'
import type { RouterState } from './router/routerState'
import type { SnackbarState } from './snackbar/snackbarState'
import type { ThemeState } from './theme/createThemeService'
import type { ThemeVariables } from './theme/themeVariables'
import type { ChainEntry, PerNamespace } from './chain/types'
import type { ConnectionState } from './connection/types'
import type { PairingState } from './pairing/createPairingService'
import type { WalletsState } from './wallets/state'
import type { BalanceState } from './balance/createBalanceService'
import type { IdentityState } from './identity/createIdentityService'
import type { NamesState } from './names/initialState'
import type { SessionsState } from './sessions/types'
import type { SessionsApi } from './sessions/api'
import type { Alert } from './alerts/createAlertsService'
import type { ResolvedFeatures, ResolvedOptions } from './options/types'
import type { ConnectMethod } from './options/codecs'
import type { TelemetryEvent } from './telemetry/events'
import type { SiwxState } from './siwx/state'
import type { SendState, ReceiverProfile } from './send/types'
import type { SwapState } from './swap/types'
import type { OnrampFormChange, OnrampState } from './onramp/types'
import type { PayApi, PayState } from './pay/types'
import type { HistoryState } from './history/historyState'
import type { NftsState } from './nfts/nftsState'
import type { ConnectEntry } from './wallets/connectList'
import type { GridEntry } from './wallets/allWalletsGrid'
import type { ConnectFlowState } from './connectFlow/connectFlowState'
import type { EmailLoginCommand, EmailLoginState } from './embedded/initialState'
import type { SiwxSession } from './codec/siwx'
import type { DeepLink, RecentWallet } from './codec/wallet'
import type { CallsApi } from './calls/api'

/** The one immutable snapshot of everything the modal shows (DESIGN §4). */
export interface ModalState {
  readonly modal: ModalServiceState
  readonly router: RouterState
  readonly snackbar: SnackbarState
  readonly theme: ThemeState
  readonly activeNamespace: ChainNamespace
  readonly activeCaipNetwork: Network
  readonly activeCaipAddress: CaipAddress | undefined
  /** The wallet sits on a network that is not configured (SPEC §4 placeholder). */
  readonly activeNetworkUnsupported: boolean
  readonly networks: ReadonlyArray<Network>
  /** SPEC §3 chain entries, per namespace. */
  readonly chains: PerNamespace<ChainEntry>
  /** SPEC §4: true when any namespace has an active connector id. */
  readonly connected: boolean
  readonly connection: ConnectionState
  readonly pairing: PairingState
  readonly wallets: WalletsState
  readonly balance: BalanceState
  readonly identity: IdentityState
  readonly alerts: ReadonlyArray<Alert>
  /** SPEC §4 sign-in flow. */
  readonly siwx: SiwxState
  /** SPEC §3 send-token state. */
  readonly send: SendState
  /** SPEC §1 swaps: tokens, the quote and where a swap stands. */
  readonly swap: SwapState
  /** SPEC §1 buy through an onramp: options, each provider's quote, and the purchase under way. */
  readonly onramp: OnrampState
  /** `pay()`: the payment the app asked for and where it stands (review, paying, confirming, card, paid, failed). */
  readonly pay: PayState
  /** SPEC §4 transaction feed of the active account and chain. */
  readonly history: HistoryState
  /** The NFTs tab: NFTs the active account holds on the active chain, read from its history. */
  readonly nfts: NftsState
  /** The connect the connecting view on screen stands for, and how it went (the kernel starts it). */
  readonly connectFlow: ConnectFlowState
  /** SPEC §2 RegisterAccountName: the typed name's availability, suggestions, and the registration. */
  readonly names: NamesState
  /** Smart sessions of the connected EVM account (feature flag smartSessions; SPEC §7 sessions rows). */
  readonly sessions: SessionsState
  /** SPEC §4 email login of the embedded wallet: the step, the address, the last error. */
  readonly emailLogin: EmailLoginState
  /** SPEC §1 connect-method order, resolved against the installed wallets. */
  readonly connectMethodsOrder: ReadonlyArray<ConnectMethod>
  /** SPEC §1 connectorTypeOrder: the Connect view's wallet rows, in the order to show, each once. */
  readonly connectList: ReadonlyArray<ConnectEntry>
  /** The AllWallets grid: installed wallets first (as on Connect), then the catalogue or the search results. */
  readonly allWalletsGrid: ReadonlyArray<GridEntry>
  readonly options: ResolvedOptions
  readonly features: ResolvedFeatures
}

/** What `events$` carries: SPEC §8 track events and error reports. */
export type ModalEvent = TelemetryEvent

export interface ConnectArgs {
  readonly connectorId: string
  /** Defaults to the active namespace. */
  readonly namespace?: ChainNamespace
  readonly chainId?: number | string
  /** The catalogue wallet the person picked (SPEC §4: remembered as a recent wallet on success). */
  readonly wallet?: RecentWallet
}

/** The kernel an integrator holds (DESIGN §4). Commands never throw for the person's input. */
export interface ModalKernel {
  /** Hot; replays the latest snapshot; never errors. */
  readonly state$: Observable<ModalState>
  readonly getState: () => ModalState
  /** fn(state) as a stream of distinct values, shared by its subscribers. */
  readonly select: <R>(selector: (state: ModalState) => R, equals?: (a: R, b: R) => boolean) => Observable<R>
  /** Tracked events: connect, disconnect, search, errors (SPEC §8). */
  readonly events$: Observable<ModalEvent>
  readonly open: (args?: OpenArgs) => Decoded<OpenArgs>
  readonly close: (args?: { readonly force?: boolean }) => void
  readonly back: () => void
  /** Resolves once connected; rejects with the AirlockError the wallet gave. */
  readonly connect: (args: ConnectArgs) => Promise<void>
  /** One namespace, or every connected one when omitted. */
  readonly disconnect: (namespace?: ChainNamespace) => Promise<void>
  readonly switchNetwork: (network: Network) => Promise<void>
  /**
   * SPEC §5: offer one more network in a namespace an adapter serves; throws "Adapter for namespace
   * {ns} doesn't exist" for any other namespace, 'Network not found' for a network of another one.
   */
  readonly addNetwork: (namespace: ChainNamespace, network: Network) => void
  /** SPEC §5: stop offering a network; the namespace moves to its next network if it was active. */
  readonly removeNetwork: (namespace: ChainNamespace, networkId: ChainId) => void
  /** The person is about to pick this connector (hover, focus): its adapter may warm up its SDK. */
  readonly prepareConnector: (connectorId: string, namespace?: ChainNamespace) => void
  /**
   * The connected wallet's own provider in a namespace (EIP-1193 for eip155, the UniversalProvider
   * for WalletConnect); undefined when that namespace is not connected or its adapter does not share it.
   */
  readonly walletProvider: (namespace: ChainNamespace) => unknown
  /** The connected wallet signs `message` (EVM personal_sign); rejects with the wallet's error. */
  readonly signMessage: (message: string) => Promise<{ readonly signature: string }>
  /**
   * SPEC §4 embedded wallet email login: `start` sends a code to the address (EmailVerifyOtp opens),
   * `verify` checks it (a right code connects the embedded wallet), `reset` forgets both.
   */
  readonly email: (command: EmailLoginCommand) => void
  /** The deep link the person followed to reach a WalletConnect wallet (SPEC §4: stored on success). */
  readonly setDeepLink: (link: DeepLink | undefined) => void
  readonly switchAccount: (args: { readonly connectorId: string; readonly address: string; readonly namespace: ChainNamespace }) => void
  readonly setThemeMode: (mode: ThemeMode) => Decoded<ThemeMode>
  readonly setThemeVariables: (variables: ThemeVariables) => Decoded<ThemeVariables>
  readonly dismissAlert: (code: AlertCode) => void
  /** The wallet catalogue: search (debounced by the kernel), next page, refetch. */
  readonly wallets: {
    readonly search: (query: string) => void
    readonly nextPage: () => void
    readonly prefetch: () => void
  }
  /** The connecting view's "Try again": its connect once more, with a fresh pairing for WalletConnect. */
  readonly retryConnect: () => void
  /** SPEC §1 legalCheckbox: the person ticked (or unticked) the terms; kept for the page's life. */
  readonly acceptLegal: (accepted: boolean) => void
  readonly fetchBalances: (options?: { readonly forceUpdate?: boolean }) => void
  /** SPEC §3 account currentTab: the Account view's tab (0 tokens, 1 NFTs, 2 activity). */
  readonly setAccountTab: (tab: number) => void
  /** SPEC §4 send: the form and the send itself; `send()` resolves with the transaction hash. */
  readonly send: {
    readonly setToken: (token: SendState['token']) => void
    readonly setAmount: (amount: string | undefined) => void
    /** All of the chosen token; all of the coin less the network fee it must leave. */
    readonly setMax: () => void
    readonly setReceiver: (address: string, profile?: ReceiverProfile) => void
    readonly reset: () => void
    /** Closes the confirmation of the last send (`send.lastSent`). */
    readonly dismissSent: () => void
    readonly send: () => Promise<{ readonly hash: string }>
  }
  /**
   * SPEC §1 swaps over the SPEC §7 convert rows; the swap code loads when the Swap view opens or the
   * first of these is called. Addresses are the tokens' CAIP-10 addresses (`swap.tokens`).
   */
  readonly swap: {
    readonly loadTokens: () => void
    readonly setFrom: (address: string) => void
    readonly setTo: (address: string) => void
    readonly flip: () => void
    readonly setAmount: (amount: string | undefined) => void
    readonly setMax: () => void
    readonly approve: () => void
    readonly swap: () => void
    readonly dismissResult: () => void
    readonly reset: () => void
  }
  /**
   * SPEC §1 buy through an onramp (SPEC §7 onramp rows); the code loads when the OnRampProviders view
   * opens or the first of these is called. `buy` opens nothing itself: `onramp.purchase.url` is the
   * provider page to show.
   */
  readonly onramp: {
    readonly loadOptions: () => void
    /** Part of the form: purchase currency id, payment currency id, fiat amount as typed. */
    readonly setForm: (change: OnrampFormChange) => void
    /** Asks for the provider's page for the form's purchase and watches the chain until it arrives. */
    readonly buy: (providerId: string) => void
    /** Leaves the purchase (its page may stay open; its delivery is no longer watched). */
    readonly dismissPurchase: () => void
  }
  /** SPEC §4 transaction feed: first page, then the next page by cursor. */
  readonly history: { readonly fetch: () => void; readonly fetchMore: () => void }
  /** The NFTs tab: read the account's history (again) and list the NFTs it holds. */
  readonly nfts: { readonly fetch: () => void }
  /** SPEC §2 RegisterAccountName and §4 name registration (names end in SPEC §9's .reown.id). */
  readonly names: {
    /** The label typed so far: availability and suggestions follow once typing rests. */
    readonly type: (query: string) => void
    /** The names the active account already holds. */
    readonly fetchOwnNames: () => void
    readonly reset: () => void
    /** Signs the registration message and registers `label`.reown.id; rejects with the parsed error. */
    readonly register: (label: string) => Promise<{ readonly name: string }>
  }
  /** SPEC §4 sign-in: sign the message for the active account; resolves with the stored session. */
  readonly siwx: {
    readonly requestSignature: () => Promise<SiwxSession>
    /** Declines sign-in: disconnects when it is required, else closes the modal. */
    readonly cancel: () => void
  }
  /** SPEC §6 EIP-5792 batched calls through the connected EVM wallet (wallet_sendCalls and its kin). */
  readonly calls: CallsApi
  /** Smart sessions (feature flag smartSessions; SPEC §6 wallet_grantPermissions, §7 sessions rows). */
  readonly sessions: SessionsApi
  /**
   * SPEC §1 pay (off by default): `pay({ recipient, asset, amount, network })` shows the payment in
   * the Pay view and resolves with its transaction hash once paid from the wallet or by card; it
   * rejects with a PayError (`reason`: declined, cancelled, insufficient_balance, wrong_network ...).
   */
  readonly pay: PayApi
  /** The kernel's clock (the injected scheduler's now, ms): "now" and "this year" for relative times. */
  readonly now: () => number
  /** Ends every subscription, timer and listener; later commands do nothing. */
  readonly destroy: () => void
}
