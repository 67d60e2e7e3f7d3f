import type { TrackEventName } from '../index'
import type { SiwxSession } from '../codec/siwx'
import type { AirlockError } from '../errors/AirlockError'
import type { SiwxAccount } from './provider'
import { sameAccount } from './sessions'
import { initialSiwxState } from './initialState'
import * as lazyShown from '../errors/lazyShownMessages'

/**
 * - disabled: no sign-in provider (neither siwx nor siweConfig)
 * - idle: no connected account
 * - unsupported: the provider does not sign in on this chain
 * - checking: reading the account's sessions
 * - pending: no session; waiting for the person to sign
 * - signing: the wallet is asked to sign ('Authenticating...')
 * - signedIn: a session exists for the active address and chain
 * - cancelled: the person cancelled an optional sign-in; not asked again for this account and chain
 */
export type SiwxStatus =
  | 'disabled'
  | 'idle'
  | 'unsupported'
  | 'checking'
  | 'pending'
  | 'signing'
  | 'signedIn'
  | 'cancelled'

export interface SiwxState {
  readonly status: SiwxStatus
  /** SPEC §4 required sign-in, as the provider said when the account was checked. */
  readonly required: boolean
  readonly account: SiwxAccount | undefined
  /** The session of the active address and chain. */
  readonly session: SiwxSession | undefined
  /** 'Authenticating...' while the wallet is asked to sign. */
  readonly loading: string | undefined
  /** The last sign-in failure (cleared when a new attempt starts or the account changes). */
  readonly error: AirlockError | undefined
  /** SPEC §4: required and no session for the active address and chain; the modal cannot close. */
  readonly signInPending: boolean
}

export interface SiwxTrackEvent {
  readonly type: 'track'
  readonly event: TrackEventName
  readonly address?: string
  /** The failure of an error event (SPEC §7 error props). */
  readonly error?: unknown
  readonly properties?: Readonly<Record<string, unknown>>
}

/** What the snackbar should do (loading while signing, the decline error, hide the loading one). */
export type SiwxSnackbar =
  | { readonly type: 'loading'; readonly message: string }
  | { readonly type: 'error'; readonly message: string }
  | { readonly type: 'hide' }

/** The outcome of one requestSignature, for callers that wait on it. */
export type SiwxResult =
  | { readonly ok: true; readonly session: SiwxSession }
  | { readonly ok: false; readonly error: AirlockError }

export type SiwxOutput =
  /** SIWXSignMessage is wanted on screen (the modal shows it unless it is there already). */
  | { readonly type: 'openView' }
  /** Nothing is left to sign: SIWXSignMessage gives way if it is on screen. */
  | { readonly type: 'dismissView' }
  /** Sign-in could not start: the modal goes back to Connect. */
  | { readonly type: 'resetView' }
  | { readonly type: 'close' }
  /** Required sign-in cancelled: disconnect this namespace. */
  | { readonly type: 'disconnect'; readonly account: SiwxAccount }
  | { readonly type: 'snackbar'; readonly snackbar: SiwxSnackbar }
  | { readonly type: 'track'; readonly event: SiwxTrackEvent }
  | { readonly type: 'result'; readonly result: SiwxResult }

export type SiwxCommand =
  | {
      readonly type: 'accountChanged'
      readonly account: SiwxAccount | undefined
      /** False when the provider does not sign in on this chain. */
      readonly supported: boolean
      /** The provider's getRequired() now, so closing is blocked while the sessions are read. */
      readonly required: boolean
    }
  | {
      readonly type: 'sessionsChecked'
      readonly account: SiwxAccount
      readonly sessions: ReadonlyArray<SiwxSession>
      readonly required: boolean
    }
  /** Read the sessions of the active account again. */
  | { readonly type: 'refresh' }
  | { readonly type: 'requestSignature' }
  | { readonly type: 'signed'; readonly account: SiwxAccount; readonly session: SiwxSession }
  | { readonly type: 'signFailed'; readonly account: SiwxAccount; readonly error: AirlockError }
  /** Sign-in could not start (the sessions could not be read, the message could not be built). */
  | { readonly type: 'initFailed'; readonly account: SiwxAccount; readonly error: AirlockError }
  /** The attempt was stopped (cancel, or the account changed while signing). */
  | { readonly type: 'signAborted' }
  | { readonly type: 'cancel' }
  /** Outputs travel as commands so listeners hear them after the state they follow. */
  | { readonly type: 'emit'; readonly output: SiwxOutput }

const blocking: ReadonlyArray<SiwxStatus> = ['checking', 'pending', 'signing']

function withPending(state: SiwxState): SiwxState {
  const signInPending = state.required && state.account !== undefined && blocking.includes(state.status)
  return state.signInPending === signInPending ? state : { ...state, signInPending }
}

function apply(state: SiwxState, command: SiwxCommand): SiwxState {
  if (state.status === 'disabled') return state
  switch (command.type) {
    case 'accountChanged': {
      if (sameAccount(state.account, command.account)) return state
      const base = { ...state, account: command.account, session: undefined, loading: undefined, error: undefined }
      if (command.account === undefined) return { ...base, status: 'idle', required: false }
      return { ...base, status: command.supported ? 'checking' : 'unsupported', required: command.required }
    }
    case 'sessionsChecked': {
      if (!sameAccount(state.account, command.account)) return state
      const required = command.required
      const [session] = command.sessions
      // A signature asked for before the check ended decides the status itself.
      if (state.status === 'signing') return state.required === required ? state : { ...state, required }
      if (session) return { ...state, status: 'signedIn', session, required }
      if (state.status === 'checking') return { ...state, status: 'pending', required }
      return state.required === required ? state : { ...state, required }
    }
    case 'refresh':
      if (state.account === undefined || state.status === 'unsupported' || state.status === 'signing') return state
      return { ...state, status: 'checking', session: undefined }
    case 'requestSignature':
      if (state.account === undefined || state.status === 'signing' || state.status === 'unsupported') return state
      return { ...state, status: 'signing', loading: lazyShown.authenticating, error: undefined }
    case 'signed':
      if (!sameAccount(state.account, command.account) || state.status !== 'signing') return state
      return { ...state, status: 'signedIn', session: command.session, loading: undefined }
    case 'signFailed':
      if (!sameAccount(state.account, command.account) || state.status !== 'signing') return state
      return { ...state, status: 'pending', loading: undefined, error: command.error }
    case 'initFailed':
      // The account is disconnected next; until then it stays pending, as a required cancel does.
      if (!sameAccount(state.account, command.account)) return state
      return { ...state, status: 'pending', loading: undefined, error: command.error }
    case 'signAborted':
      return state.status === 'signing' ? { ...state, status: 'pending', loading: undefined } : state
    case 'cancel':
      if (state.account === undefined || state.status === 'signedIn' || state.status === 'unsupported') return state
      // Required: the account is disconnected next, and stays pending (the modal blocked) until then.
      return { ...state, status: state.required ? 'pending' : 'cancelled', loading: undefined }
    case 'emit':
      return state
  }
}

export function reduceSiwx(state: SiwxState, command: SiwxCommand): SiwxState {
  const next = apply(state, command)
  return next === state ? state : withPending(next)
}

export { initialSiwxState }
