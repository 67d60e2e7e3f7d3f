// The `airlock` entry: the framework-agnostic kernel (DESIGN §4).
// Code that loads lazily (the account, trade, sign-in and calls services, the renderer's features)
// takes the codecs, errors and formatters it shares with the entry from here, not from their own
// files: esbuild's code splitting otherwise puts each shared file in a small chunk of its own that
// the entry must load too (about 2.5 kB gzip more before the modal opens).
export { createModal } from './createModal'
export type { ModalKernel, ModalState, ModalEvent, ConnectArgs } from './types'
export type { CallsApi } from './calls/api'
export type { SessionsApi } from './sessions/api'
export type { SmartSession, SessionsState, GrantSessionRequest, GrantedSession } from './sessions/types'
export type { PayApi, PayRequest, PayResult, PayState, PayStatus, Payment } from './pay/types'
export type { PayError, PayErrorReason } from './pay/payError'
export type { BatchCall, SendCallsRequest, SentCalls, CallsStatus, CallsReceipt, ChainCapabilities, WalletCapabilities } from './calls/types'
export type { AirlockOptions, ResolvedOptions, ResolvedFeatures } from './options/types'
export type { OpenArgs } from './modal/openingView'
export type { ViewName, RouterEntry } from './router/views'
export { viewNames } from './router/views'
export type { Alert } from './alerts/createAlertsService'

// Ports: what an integrator or a test may inject.
export type { KernelEnv, StoragePort, FetchPort, IdsPort, PlatformPort, LoggerPort, LogLevel } from './ports'
export { createMemoryStorage, createSequentialIds, createStaticPlatform, createRecordingLogger } from './ports'
export type { Adapter, ConnectorWithProvider, ConnectParams, TransactionRequest } from './ports/adapter'
export { AdapterEvent, ConnectionResult, NamespaceConnection, toWalletError } from './ports/adapter'
export type { AdapterFactory, AdapterHost } from './ports/adapterHost'
export { createLogger } from './logger/createLogger'
// Server rendering: the keys of the first render in cookies, read from the request on the server.
export { cookieStorage, CookieHeader } from './ports/browser/cookieStorage'
export type { CookieStorageOptions } from './ports/browser/cookieStorage'

// Errors and codecs.
export * from './errors'
export * from './codec'

// Constants the renderer and integrators read.
export * from './modal/constants'
export { resolveThemeVariables, themeVariableNames, defaultThemeVariables } from './theme/themeVariables'
export type { ThemeVariables, ThemeVariableName } from './theme/themeVariables'
export type { Locale } from './options/locale'
export { darkTheme, lightTheme } from './theme/themes'
export type { Theme, ThemeOptions } from './theme/themes'

// Formatting helpers the renderer shares with the kernel.
export * from './format'

// The NFTs tab's state (ModalState['nfts']).
export type { NftItem, NftsState } from './nfts/nftsState'

// Sign-in (SPEC §1 siwx): the built-in provider, with sessions kept in the browser.
export { localSiwx } from './siwx/signInProvider'
export type { LocalSiwxOptions } from './siwx/createLocalSiwx'
export type { ViemSiwe, ViemSiweFields } from './siwx/viemSiwe'
export type { SiwxProvider, SiwxAccount, SiwxMessage, SiwxMessageInput } from './siwx/provider'

/** SPEC §9 native token addresses, per namespace. */
export { NATIVE_TOKEN_ADDRESSES } from './balance/nativeToken'
