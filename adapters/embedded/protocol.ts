import * as t from 'io-ts'
import { SocialProvider } from '../../kernel/codec/primitives'

/*
 * The frame protocol (SPEC §7, protocol version 4), shared by the frame client (this adapter) and the
 * frame page (frame/). Every message either side receives is decoded with these codecs first.
 *
 * 1. The frame loads, checks its parent's origin against the project's allowed origins, and posts
 *    `hello` (or `refused`) to the parent window only.
 * 2. The parent, having checked the hello's origin and source window, posts `connect` carrying one end
 *    of a MessageChannel; from then on both sides speak only over that channel.
 * 3. Requests carry an id; the frame answers each with a `success` or `error` of the same id.
 */
export const PROTOCOL_VERSION = 4

export const Hello = t.type({ kind: t.literal('airlock-frame:hello'), version: t.literal(PROTOCOL_VERSION) })
export const Refused = t.type({
  kind: t.literal('airlock-frame:refused'),
  version: t.literal(PROTOCOL_VERSION),
  reason: t.keyof({ UNVERIFIED_DOMAIN: null, INVALID_APP_CONFIGURATION: null, PROJECT_ID_NOT_CONFIGURED: null }),
})
export const FrameAnnouncement = t.union([Hello, Refused])
export type FrameAnnouncement = t.TypeOf<typeof FrameAnnouncement>

export const ConnectPort = t.type({ kind: t.literal('airlock-frame:connect'), version: t.literal(PROTOCOL_VERSION) })

const Id = t.string

/** SPEC §1 the embedded wallet's account types. */
export const AccountKind = t.keyof({ eoa: null, smartAccount: null })
export type AccountKind = t.TypeOf<typeof AccountKind>

/** What the kernel side asks (SPEC §7 event names). */
export const FrameRequest = t.intersection([
  t.type({ id: Id }),
  t.union([
    t.type({ type: t.literal('connectEmail'), payload: t.type({ email: t.string }) }),
    t.type({ type: t.literal('connectOtp'), payload: t.type({ otp: t.string }) }),
    t.type({ type: t.literal('getSocialRedirectUri'), payload: t.type({ provider: SocialProvider }) }),
    t.type({ type: t.literal('connectSocial'), payload: t.type({ uri: t.string }) }),
    t.type({ type: t.literal('connectDevice'), payload: t.type({}) }),
    /** SPEC §7 get farcaster uri: a new Sign In With Farcaster channel; answers its URL. */
    t.type({ type: t.literal('getFarcasterUri'), payload: t.type({}) }),
    /** SPEC §7 connect farcaster: answers the user once the person approved in their Farcaster app. */
    t.type({ type: t.literal('connectFarcaster'), payload: t.type({}) }),
    /** The person left ConnectingFarcaster: the frame stops asking the auth service about the login. */
    t.type({ type: t.literal('cancelFarcaster'), payload: t.type({}) }),
    /** SPEC §4 VERIFY_DEVICE: mail this device a new approval link (the auth service keeps the SPEC §9 cooldown). */
    t.type({ type: t.literal('resendDeviceLink'), payload: t.type({}) }),
    /**
     * SPEC §2 Telegram mini-app: a sign-in on the auth service's page (email: the mailed code) or at
     * the social provider's, coming back to `returnTo`.
     */
    t.type({
      type: t.literal('startRedirectLogin'),
      payload: t.union([
        t.type({ method: t.literal('email'), email: t.string, returnTo: t.string }),
        t.type({ method: SocialProvider, returnTo: t.string }),
      ]),
    }),
    /** The result_uri the page came back with. */
    t.type({ type: t.literal('finishRedirectLogin'), payload: t.type({ uri: t.string }) }),
    t.type({ type: t.literal('isConnected'), payload: t.type({}) }),
    /**
     * The user on `chainId`; `defaultAccountType` is the app's SPEC §4 preferred account type, which the
     * wallet acts as (and keeps) when the person never chose one.
     */
    t.type({ type: t.literal('getUser'), payload: t.partial({ chainId: t.number, defaultAccountType: AccountKind }) }),
    t.type({ type: t.literal('getChainId'), payload: t.type({}) }),
    /** SPEC §7 get smart account enabled networks: the chain ids where the wallet offers its smart account. */
    t.type({ type: t.literal('getSmartAccountEnabledNetworks'), payload: t.type({}) }),
    /** SPEC §7 init smart account: its address on the current chain (counterfactual until deployed). */
    t.type({ type: t.literal('initSmartAccount'), payload: t.type({}) }),
    /** SPEC §7 set preferred account: which account the wallet acts as from now on; answers the user. */
    t.type({ type: t.literal('setPreferredAccount'), payload: t.type({ type: AccountKind }) }),
    t.type({ type: t.literal('switchNetwork'), payload: t.type({ chainId: t.number }) }),
    t.type({ type: t.literal('signOut'), payload: t.type({}) }),
    /** SPEC §6: end the unsafe requests waiting for approval (the frame drops its approval card). */
    t.type({ type: t.literal('rejectRpcRequests'), payload: t.type({}) }),
    t.type({ type: t.literal('rpcRequest'), payload: t.intersection([t.type({ method: t.string }), t.partial({ params: t.unknown })]) }),
    t.type({
      type: t.literal('syncDappData'),
      payload: t.type({ name: t.string, url: t.string, projectId: t.string, sdkVersion: t.string }),
    }),
  ]),
])
export type FrameRequest = t.TypeOf<typeof FrameRequest>
export type FrameRequestType = FrameRequest['type']

/**
 * SPEC §3 embedded wallet user: `address` is the account the wallet acts as; `accounts` lists the EOA
 * and, where enabled, the smart account; `preferredAccountType` only once the person chose one.
 */
export const FrameUser = t.intersection([
  t.type({ email: t.union([t.string, t.null]), address: t.string, chainId: t.number }),
  t.partial({
    accounts: t.array(t.type({ address: t.string, type: AccountKind })),
    preferredAccountType: AccountKind,
    smartAccountDeployed: t.boolean,
  }),
])
export type FrameUser = t.TypeOf<typeof FrameUser>

/** The frame's answers, and the two notices that show or hide it (the approval UI lives in it). */
export const FrameMessage = t.union([
  t.type({ kind: t.literal('success'), id: Id, payload: t.unknown }),
  t.intersection([
    t.type({ kind: t.literal('error'), id: Id, message: t.string }),
    t.partial({
      code: t.number,
      status: t.number,
      retryAfterSeconds: t.number,
      /** SPEC §8 the alert the failure raises: a social sign-in the provider refused. */
      alert: t.literal('SOCIAL_LOGIN_FAILED'),
    }),
  ]),
  t.type({ kind: t.literal('show') }),
  t.type({ kind: t.literal('hide') }),
])
export type FrameMessage = t.TypeOf<typeof FrameMessage>

export const ConnectEmailAnswer = t.intersection([
  t.type({ action: t.keyof({ VERIFY_OTP: null, VERIFY_DEVICE: null, CONNECT: null }) }),
  /** Seconds until another mail may be sent to the address (SPEC §9 cooldown). */
  t.partial({ resendAfterSeconds: t.number }),
])
export const ResendAnswer = t.type({ resendAfterSeconds: t.number })
export const RedirectStartAnswer = t.type({ uri: t.string })
export const SocialRedirectAnswer = t.type({ uri: t.string })
export const FarcasterUriAnswer = t.type({ url: t.string })
/** What the frame's social callback page tells the window that opened the login popup. */
export const SocialResult = t.type({ kind: t.literal('airlock-social:result'), uri: t.string })
export const IsConnectedAnswer = t.type({ isConnected: t.boolean })
export const SmartAccountEnabledNetworksAnswer = t.type({ smartAccountEnabledNetworks: t.array(t.number) })
export const InitSmartAccountAnswer = t.type({ address: t.string, isDeployed: t.boolean })

/** SPEC §6: methods that need the person's approval in the frame. */
export const UNSAFE_METHODS: ReadonlyArray<string> = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]

/** Read-only methods the frame answers at once (or forwards to the chain). */
export const SAFE_METHODS: ReadonlyArray<string> = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getCode',
  'eth_getBlockByNumber',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_switchEthereumChain',
]

