import * as t from 'io-ts'
import { withOptional } from '../codec/combinators'
import { AccountType, ChainNamespace, SocialProvider, ThemeMode } from '../codec/primitives'
import { ConnectEmailPayload, ConnectEmailResult, OtpPayload, UpdateEmailPayload, UpdateEmailResult } from '../codec/email'
import { EmbeddedWalletUser } from '../codec/account'
import { DecodeError, decode, type Decoded } from '../codec/decode'
import { ChainId } from '../ports/adapter'
import { Metadata } from '../options/codecs'
import { ThemeVariables } from '../theme/themeVariables'
import { FRAME_PROTOCOL_VERSION } from './constants'

/*
 * The embedded frame protocol (SPEC §7 "Embedded frame"): what the page and the secure frame say to
 * each other over postMessage. The frame page (frame/, a later issue) imports this module, so both
 * sides speak from one table.
 *
 * Wire scheme. For a request type X (SCREAMING_SNAKE, listed in `frameRequests`):
 *   page → frame   { type: '@airlock-app/X',             id, version: 4, payload? }
 *   frame → page   { type: '@airlock-frame/X_SUCCESS',   id, version: 4, payload? }   the answer
 *   frame → page   { type: '@airlock-frame/X_ERROR',     id, version: 4, payload: { message, code? } }
 * and once, when the frame page has booted:
 *   frame → page   { type: '@airlock-frame/READY', version: 4 }
 * `id` is the request's id (from the ids port), echoed by its answer; `version` is the protocol
 * version (SPEC §7: 4) on every message both ways. `payload` is absent for requests and answers that
 * carry nothing. A message of another version, an unknown type, or a malformed envelope is dropped.
 */

/** The page's requests (`@airlock-app/…`). */
export const APP_MESSAGE_PREFIX = '@airlock-app/'
/** The frame's answers and events (`@airlock-frame/…`). */
export const FRAME_MESSAGE_PREFIX = '@airlock-frame/'
/** The frame's one unsolicited event: its page has booted (SPEC §4 "ready event"). */
export const FRAME_READY = `${FRAME_MESSAGE_PREFIX}READY` as const

/** A request with nothing to say. */
const NoPayload = t.undefined

/** An answer that carries nothing the kernel uses: whatever the frame sends along is ignored. */
const Done = new t.Type<void, undefined, unknown>(
  'Done',
  (u): u is void => u === undefined,
  () => t.success(undefined),
  () => undefined,
)

const NonEmptyString = t.refinement(t.string, (s) => s.length > 0, 'NonEmptyString')
const ChainIdAnswer = t.type({ chainId: ChainId }, 'ChainIdAnswer')

interface RequestSpec {
  /** Decodes what the caller gives (and what the frame page receives). */
  readonly payload: t.Mixed
  /** Decodes the `_SUCCESS` answer's payload. */
  readonly answer: t.Mixed
  /** Login-type requests time out after 30 s (SPEC §9). */
  readonly login: boolean
}

/** SPEC §7: every request the page posts to the frame, with its payload and answer. */
export const frameRequests = {
  SWITCH_NETWORK: { payload: t.type({ chainId: ChainId }, 'SwitchNetworkPayload'), answer: ChainIdAnswer, login: false },
  /** SPEC §5: the email must be valid. SPEC §4: answers VERIFY_DEVICE, VERIFY_OTP or CONNECT. */
  CONNECT_EMAIL: { payload: ConnectEmailPayload, answer: ConnectEmailResult, login: true },
  CONNECT_DEVICE: { payload: NoPayload, answer: Done, login: true },
  CONNECT_OTP: { payload: OtpPayload, answer: Done, login: true },
  CONNECT_SOCIAL: {
    payload: withOptional({ uri: NonEmptyString }, { preferredAccountType: AccountType }, 'ConnectSocialPayload'),
    answer: EmbeddedWalletUser,
    login: true,
  },
  GET_SOCIAL_REDIRECT_URI: {
    payload: t.type({ provider: SocialProvider }, 'SocialRedirectPayload'),
    answer: t.type({ uri: NonEmptyString }, 'SocialRedirectAnswer'),
    login: false,
  },
  GET_FARCASTER_URI: { payload: NoPayload, answer: t.type({ url: NonEmptyString }, 'FarcasterUriAnswer'), login: false },
  CONNECT_FARCASTER: { payload: NoPayload, answer: t.type({ userName: t.string }, 'FarcasterAnswer'), login: true },
  GET_USER: {
    payload: withOptional(
      { chainId: ChainId },
      { preferredAccountType: AccountType, socialUri: t.string },
      'GetUserPayload',
    ),
    answer: EmbeddedWalletUser,
    login: true,
  },
  IS_CONNECTED: {
    payload: t.partial({ token: t.string }, 'IsConnectedPayload'),
    answer: t.type({ isConnected: t.boolean }, 'IsConnectedAnswer'),
    login: false,
  },
  GET_CHAIN_ID: { payload: NoPayload, answer: ChainIdAnswer, login: false },
  SIGN_OUT: { payload: NoPayload, answer: Done, login: false },
  /** The answer is the JSON-RPC result; the caller decodes it for its method. */
  RPC_REQUEST: {
    payload: withOptional(
      { method: NonEmptyString },
      { params: t.unknown, chainId: ChainId, chainNamespace: ChainNamespace, rpcUrl: t.string },
      'RpcRequestPayload',
    ),
    answer: t.unknown,
    login: false,
  },
  /** SPEC §5: the new email must be valid. SPEC §4: answers VERIFY_PRIMARY_OTP or VERIFY_SECONDARY_OTP. */
  UPDATE_EMAIL: { payload: UpdateEmailPayload, answer: UpdateEmailResult, login: false },
  UPDATE_EMAIL_PRIMARY_OTP: { payload: OtpPayload, answer: Done, login: false },
  UPDATE_EMAIL_SECONDARY_OTP: {
    payload: OtpPayload,
    answer: t.partial({ newEmail: t.string }, 'UpdateEmailSecondaryOtpAnswer'),
    login: false,
  },
  SYNC_THEME: {
    payload: t.partial({ themeMode: ThemeMode, themeVariables: ThemeVariables }, 'SyncThemePayload'),
    answer: Done,
    login: false,
  },
  SYNC_DAPP_DATA: {
    payload: withOptional(
      { sdkVersion: t.string, sdkType: t.string, projectId: t.string },
      { metadata: Metadata },
      'SyncDappDataPayload',
    ),
    answer: Done,
    login: false,
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: NoPayload,
    answer: t.type({ smartAccountEnabledNetworks: t.array(t.number) }, 'SmartAccountNetworksAnswer'),
    login: false,
  },
  INIT_SMART_ACCOUNT: {
    payload: NoPayload,
    answer: t.partial({ address: t.string, isDeployed: t.boolean }, 'InitSmartAccountAnswer'),
    login: false,
  },
  SET_PREFERRED_ACCOUNT: {
    payload: t.type({ type: AccountType }, 'SetPreferredAccountPayload'),
    answer: t.partial({ type: AccountType, address: t.string }, 'SetPreferredAccountAnswer'),
    login: false,
  },
  RELOAD: { payload: NoPayload, answer: Done, login: false },
} as const satisfies Record<string, RequestSpec>

export type FrameRequestType = keyof typeof frameRequests
type Spec<K extends FrameRequestType> = (typeof frameRequests)[K]
/** A request's payload after decoding (emails branded). */
export type FramePayload<K extends FrameRequestType> = t.TypeOf<Spec<K>['payload']>
/** What a caller passes: plain values, decoded before posting. */
export type FramePayloadInput<K extends FrameRequestType> = t.OutputOf<Spec<K>['payload']>
/** A request's answer, decoded. */
export type FrameAnswer<K extends FrameRequestType> = t.TypeOf<Spec<K>['answer']>

export const frameRequestTypes = Object.keys(frameRequests) as FrameRequestType[]

/** SPEC §9: the requests that time out after 30 s (connect email/otp/device/social/farcaster, get user). */
export const isLoginRequest = (type: FrameRequestType): boolean => frameRequests[type].login

export const appMessageType = <K extends FrameRequestType>(type: K) => `${APP_MESSAGE_PREFIX}${type}` as const
export const successMessageType = <K extends FrameRequestType>(type: K) => `${FRAME_MESSAGE_PREFIX}${type}_SUCCESS` as const
export const errorMessageType = <K extends FrameRequestType>(type: K) => `${FRAME_MESSAGE_PREFIX}${type}_ERROR` as const

// ── Messages as they travel

export interface WireMessage {
  readonly type: string
  readonly version: typeof FRAME_PROTOCOL_VERSION
  readonly id?: string
  readonly payload?: unknown
}

/** The frame's error answer payload. */
export const FrameErrorPayload = withOptional({ message: t.string }, { code: t.number }, 'FrameErrorPayload')
export type FrameErrorPayload = t.TypeOf<typeof FrameErrorPayload>

const withPayload = (base: Omit<WireMessage, 'payload'>, payload: unknown): WireMessage =>
  payload === undefined ? base : { ...base, payload }

/** page → frame: a request. The payload is encoded with its codec (brands dropped). */
export function encodeAppMessage<K extends FrameRequestType>(type: K, id: string, payload: FramePayload<K>): WireMessage {
  const codec: t.Mixed = frameRequests[type].payload
  return withPayload({ type: appMessageType(type), id, version: FRAME_PROTOCOL_VERSION }, codec.encode(payload))
}

/** frame → page: the success answer to request `id`. */
export function encodeFrameSuccess<K extends FrameRequestType>(
  type: K,
  id: string,
  answer: t.OutputOf<Spec<K>['answer']>,
): WireMessage {
  return withPayload({ type: successMessageType(type), id, version: FRAME_PROTOCOL_VERSION }, answer)
}

/** frame → page: the error answer to request `id`. */
export function encodeFrameError(type: FrameRequestType, id: string, error: FrameErrorPayload): WireMessage {
  return { type: errorMessageType(type), id, version: FRAME_PROTOCOL_VERSION, payload: error }
}

/** frame → page: the frame page has booted. */
export const frameReadyMessage = (): WireMessage => ({ type: FRAME_READY, version: FRAME_PROTOCOL_VERSION })

// ── Decoding what arrives

/** A decoded frame → page message. Answer payloads are decoded by the request that waits for them. */
export type FrameEvent =
  | { readonly kind: 'ready' }
  | { readonly kind: 'success'; readonly request: FrameRequestType; readonly id: string; readonly payload: unknown }
  | { readonly kind: 'error'; readonly request: FrameRequestType; readonly id: string; readonly payload: unknown }

/** A decoded page → frame message (what the frame page acts on). */
export type AppRequest = {
  [K in FrameRequestType]: { readonly type: K; readonly id: string; readonly payload: FramePayload<K> }
}[FrameRequestType]

const Version = t.literal(FRAME_PROTOCOL_VERSION)
const Envelope = t.type({ type: t.string, version: Version }, 'FrameEnvelope')
const Correlated = withOptional({ id: NonEmptyString }, { payload: t.unknown }, 'FrameAnswer')

const answerTypes = new Map<string, { readonly request: FrameRequestType; readonly kind: 'success' | 'error' }>(
  frameRequestTypes.flatMap((request) => [
    [successMessageType(request), { request, kind: 'success' as const }],
    [errorMessageType(request), { request, kind: 'error' as const }],
  ]),
)
const appTypes = new Map<string, FrameRequestType>(frameRequestTypes.map((request) => [appMessageType(request), request]))

const refuse = (message: string, what: string): Decoded<never> => ({
  ok: false,
  error: new DecodeError([{ path: 'type', message }], what),
})

/** Decode a frame → page message; anything else (another version, an unknown type) is refused. */
export function decodeFrameMessage(raw: unknown): Decoded<FrameEvent> {
  const what = 'frame message'
  const envelope = decode(Envelope, raw, what)
  if (!envelope.ok) return envelope
  const { type } = envelope.value
  if (type === FRAME_READY) return { ok: true, value: { kind: 'ready' } }
  const answer = answerTypes.get(type)
  if (!answer) return refuse(`unknown frame message type ${type.slice(0, 80)}`, what)
  const correlated = decode(Correlated, raw, `${type} message`)
  if (!correlated.ok) return correlated
  return {
    ok: true,
    value: { kind: answer.kind, request: answer.request, id: correlated.value.id, payload: correlated.value.payload },
  }
}

/** Decode a page → frame message, payload included (for the frame page). */
export function decodeAppMessage(raw: unknown): Decoded<AppRequest> {
  const what = 'app message'
  const envelope = decode(Envelope, raw, what)
  if (!envelope.ok) return envelope
  const request = appTypes.get(envelope.value.type)
  if (!request) return refuse(`unknown app message type ${envelope.value.type.slice(0, 80)}`, what)
  const correlated = decode(Correlated, raw, `${request} message`)
  if (!correlated.ok) return correlated
  const payload = decodeRequestPayload(request, correlated.value.payload)
  if (!payload.ok) return payload
  // The table ties each type to its payload codec; TypeScript cannot follow the lookup.
  return { ok: true, value: { type: request, id: correlated.value.id, payload: payload.value } as AppRequest }
}

/** Decode a request payload (SPEC §5: emails in connect and update-email payloads must be valid). */
export function decodeRequestPayload<K extends FrameRequestType>(type: K, input: unknown): Decoded<FramePayload<K>> {
  const codec: t.Decoder<unknown, FramePayload<K>> = frameRequests[type].payload
  return decode(codec, input, `${type} payload`)
}

/** Decode a success answer's payload with its request's codec. */
export function decodeAnswer<K extends FrameRequestType>(type: K, payload: unknown): Decoded<FrameAnswer<K>> {
  const codec: t.Decoder<unknown, FrameAnswer<K>> = frameRequests[type].answer
  return decode(codec, payload, `${type} answer`)
}
