/**
 * Every user-facing or thrown string of SPEC §8 (and the §5 validation messages), verbatim.
 * No file outside kernel/errors spells them: import from here, or from the group files beside this one
 * (sendRefusals, nameErrors, swapErrors) that only lazily loaded features use.
 */

/** SPEC §8 "Shown to the user". */
export const shownMessages = {
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToDisconnect: 'Failed to disconnect',
  authInitFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  failedToFetchTransactions: 'Failed to fetch transactions',
  authenticating: 'Authenticating...',
  /** SPEC §6: the UI message for an embedded-wallet method that is not allowed. */
  actionNotAllowed: 'Action not allowed',
} as const

/** SPEC §8 "Thrown messages", plus thrown messages of SPEC §4–§7. */
export const thrownMessages = {
  unsupportedChain: 'Unsupported chain',
  chainNotSupported: 'Chain is not supported',
  invalidCaipAddress: 'Invalid CAIP Address',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  transactionsNeedAccountAddress: "Transactions can't be fetched without an accountAddress",
  requestAborted: 'Request was aborted',
  /** SPEC §6: an embedded-wallet method outside the safe and unsafe lists. */
  rpcNotAllowed: 'Requested RPC call is not allowed',
  somethingWentWrong: 'Something went wrong',
  anErrorOccurred: 'An error occurred',
  adapterNotFound: 'Adapter not found',
  networkNotFound: 'Network not found',
  walletConnectConnectorNotFound: 'WalletConnectConnector not found',
  universalAdapterNoProvider: 'UniversalAdapter:signMessage - provider is undefined',
  failedToDisconnectChain: (namespace: string, reason: string) =>
    `Failed to disconnect chain ${namespace}: ${reason}`,
  siwxAndSiweConfig: 'Cannot set both `siweConfig` and `siwx` options',
  // SPEC §5 and §7
  adapterForNamespaceMissing: (namespace: string) => `Adapter for namespace ${namespace} doesn't exist`,
  invalidChainId: 'Invalid chainId',
  httpStatus: (status: number) => `HTTP status code: ${status}`,
  // Not SPEC texts (SPEC §5 send amount, SPEC §9 RPC timeout): ours, kept here with the rest.
  invalidAmount: 'Invalid amount',
  rpcRequestTimedOut: 'The RPC request timed out',
  // Not a SPEC text (SPEC §9 timeout applied to every HTTP call): ours.
  requestTimedOut: 'The request timed out',
  // Not SPEC texts (SPEC §4 sign-in): a siweConfig refused the signature; a provider's message was for another account.
  siwxSignatureNotVerified: 'The sign-in signature could not be verified',
  siwxMessageForOtherAccount: 'The sign-in message is for another account or chain',
} as const

/**
 * SPEC §8 thrown messages no reachable code produces yet. Each belongs to the feature that will
 * throw it and moves to `thrownMessages` with that feature; until then none is counted as shipped.
 */
export const pendingMessages = {
  // embedded wallet (secure frame feature)
  iframeNotSet: 'iframe not set',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  // email login (embedded wallet feature)
  emailDependencyUnavailable: 'Unable to load email login dependency',
  // controller clients (AppKit internals the SPEC lists; no Airlock code has these clients)
  noActiveCaipNetworkOrClient: 'No ActiveCaipNetwork or client found',
  noConnectionControllerClient: 'No ConnectionController client found',
  chainRequiredToUpdateAccount: 'Chain is required to update chain account data',
  chainAdapterNotFound: 'Chain adapter not found',
  networkControllerClientNotSet: 'NetworkController client not set',
  connectionControllerClientNotSet: 'ConnectionController client not set',
  chainRequiredForConnectionClient: 'Chain is required to get connection controller client',
  chainRequiredToSetAccountProp: 'Chain is required to set account prop',
  caipNetworkUndefined: 'CaipNetwork is undefined',
  caipNetworkOrAddressUndefined: 'CaipNetwork or CaipAddress is undefined',
  clientsMustBeSet: 'ConnectionControllerClient and NetworkControllerClient must be set',
} as const

/** SPEC §5 "Generic schema messages". */
export const schemaMessages = {
  required: 'Required',
  expected: (expected: string, received: string) => `Expected ${expected} received ${received}`,
  invalidEmail: 'Invalid email',
} as const

import type { lazyAlertCatalogue } from './lazyAlerts'

/** SPEC §8 alerts, identified by code (DESIGN §10: the descriptions are ours). */
export const alertCatalogue = {
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Project ID Not Configured',
    // SPEC §5 names this text for a missing projectId.
    description: 'project id not configured',
  },
  INVALID_PROJECT_ID: {
    title: 'Invalid Project ID',
    description: 'The project id was refused. Check it in your project settings.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Invalid App Configuration',
    description: 'This page origin is not on the allowlist of the project.',
  },
  SWITCH_NETWORK_NOT_FOUND: {
    title: 'Network Not Found',
    description: 'The network must be in the networks array given to createModal.',
  },
  IFRAME_LOAD_FAILED: {
    title: 'Network Error - Could not load embedded wallet',
    description: 'The embedded wallet did not load. Check your connection and try again.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    title: 'Embedded Wallet Request Timed Out',
    description: 'The embedded wallet did not answer in time. Please try again.',
  },
  SESSION_EXPIRED: {
    title: 'Session Expired',
    description: 'Your session is invalid. Check your device time settings and reconnect.',
  },
  // Ours (not a SPEC alert): the allowed-origins call got no answer. That is an outage, not the
  // integrator's configuration, so it must not read 'Project ID Not Configured'.
  ORIGINS_UNREACHABLE: {
    title: 'Network Error - Could not check the app configuration',
    description: 'The allowed origins of this project could not be fetched: the server did not answer. Check the connection and reload.',
  },
  UNVERIFIED_DOMAIN: {
    title: 'Unverified Domain',
    description: 'This domain is not verified for the embedded wallet.',
  },
} as const

/** Every alert code: the catalogue's, and those only lazily loaded code raises (with their text). */
export type AlertCode = keyof typeof alertCatalogue | keyof typeof lazyAlertCatalogue

/** SPEC §8 "Server message mapping": server error text → alert code. */
export const serverMessageAlerts: ReadonlyArray<{ readonly match: RegExp; readonly alert: AlertCode }> = [
  { match: /Unauthorized: origin not allowed/, alert: 'INVALID_APP_CONFIGURATION' },
  { match: /not yet valid|nbf|not valid yet/i, alert: 'SESSION_EXPIRED' },
  { match: /Unauthorized: invalid key/, alert: 'INVALID_PROJECT_ID' },
]

/** SPEC §8 "Wallet codes". */
export const walletErrorCodes = {
  unrecognizedChain: 4902,
  default: 5000,
  invalidChain: 32603,
  /** EIP-1193 user rejection; wallets answer it when the person says no. */
  userRejected: 4001,
} as const

/** SPEC §8 "Track events". */
export const trackEvents = [
  'SIWX_AUTH_ERROR',
  'SIWX_AUTH_SUCCESS',
  'CLICK_CANCEL_SIWX',
  'ERROR_FETCH_TRANSACTIONS',
  'SEARCH_WALLET',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  // Not in SPEC §8's list: SPEC §4 "tracks the method as mobile or qrcode" on a successful connect.
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  // Not in SPEC §8's list: SPEC §4 send tracks "send initiated" and "send success".
  'SEND_INITIATED',
  'SEND_SUCCESS',
] as const

export type TrackEventName = (typeof trackEvents)[number]
