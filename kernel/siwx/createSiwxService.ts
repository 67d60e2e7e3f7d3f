import { decode, decodeOrThrow, AirlockError, shownMessages, thrownMessages } from '../index'
import * as t from 'io-ts'
import {
  EMPTY,
  catchError,
  concat,
  defer,
  distinctUntilChanged,
  exhaustMap,
  filter,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  race,
  switchMap,
  take,
  tap,
  throwError,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import { createService, type Effect } from '../core/createService'
import { select } from '../core/select'
import type { ChainNamespace } from '../codec/primitives'
import type { SiwxSession } from '../codec/siwx'
import { SignatureResult, toWalletError, walletAnswer } from '../ports/adapter'
import type { LoggerPort } from '../ports/logger'
import type { SiwxAccount, SiwxProvider } from './provider'
import { decodeSessions, sameAccount, sessionIsFor, SiwxMessageAnswer } from './sessions'
import {
  initialSiwxState,
  reduceSiwx,
  type SiwxCommand,
  type SiwxOutput,
  type SiwxResult,
  type SiwxSnackbar,
  type SiwxState,
  type SiwxTrackEvent,
} from './state'
import * as lazyShown from '../errors/lazyShownMessages'
import * as lazyThrown from '../errors/lazyThrownMessages'

/** What the wallet is asked to sign, and for which account (its namespace picks the adapter). */
export interface SiwxSignRequest {
  readonly message: string
  readonly address: string
  readonly account: SiwxAccount
}

export interface SiwxServiceDeps {
  /** From the siwx or siweConfig option (signInProviderOf); undefined turns sign-in off. */
  readonly provider: SiwxProvider | undefined
  /**
   * The wallet signs the message: the account's adapter `signMessage({ message, address })`. Answers
   * `{ signature }` (decoded here); failures carry the wallet's code (4001 when the person refuses).
   */
  readonly signMessage: (request: SiwxSignRequest) => Observable<unknown>
  /** The connection service's disconnect: a required sign-in cancelled or unable to start. */
  readonly disconnect: (namespace: ChainNamespace) => void
  readonly logger: LoggerPort
}

export interface SiwxServiceInputs {
  /** The connected account on the active chain, undefined when none (activeSiwxAccount). */
  readonly account$: Observable<SiwxAccount | undefined>
}

export interface SiwxService {
  readonly state$: Observable<SiwxState>
  readonly getState: () => SiwxState
  readonly run$: Observable<never>
  // Outputs
  /** SPEC §4: required and no session for the active address and chain (ModalContext.signInPending). */
  readonly signInPending$: Observable<boolean>
  /** SIWXSignMessage wanted on screen (the modal does not push it twice). */
  readonly openView$: Observable<void>
  /** Signed in meanwhile: SIWXSignMessage gives way if it is on screen. */
  readonly dismissView$: Observable<void>
  /** Sign-in could not start: back to Connect. */
  readonly resetView$: Observable<void>
  /** modal.close() */
  readonly close$: Observable<void>
  /** snackbar.showLoading / showError / hide. */
  readonly snackbar$: Observable<SiwxSnackbar>
  /** SIWX_AUTH_SUCCESS, SIWX_AUTH_ERROR, CLICK_CANCEL_SIWX for modal.events$. */
  readonly events$: Observable<SiwxTrackEvent>
  /** One per requestSignature: the session, or the AirlockError ('SIWX is not enabled', a wallet error...). */
  readonly results$: Observable<SiwxResult>
  // Commands
  /** Sign in the active account (SIWXSignMessage's sign button). Ignored while a signature is asked. */
  requestSignature(): void
  /** SIWXSignMessage's cancel: disconnects when sign-in is required, else closes. */
  cancel(): void
  /** Read the active account's sessions again (after the app revoked or added one). */
  refresh(): void
}

const emit = (output: SiwxOutput): SiwxCommand => ({ type: 'emit', output })
const track = (
  event: SiwxTrackEvent['event'],
  properties?: Readonly<Record<string, unknown>>,
  about: { readonly address?: string; readonly error?: unknown } = {},
): SiwxCommand => emit({ type: 'track', event: { type: 'track', event, ...about, ...(properties ? { properties } : {}) } })
const fail = (error: AirlockError): SiwxCommand => emit({ type: 'result', result: { ok: false, error } })

const initFailed = (account: SiwxAccount, cause: unknown): SiwxCommand => ({
  type: 'initFailed',
  account,
  error: new AirlockError(lazyShown.authInitFailed, { category: 'internal', cause }),
})

/** A failure before the wallet was asked: sign-in did not start. */
class SignInNotStarted extends Error {
  constructor(override readonly cause: unknown) {
    super('sign-in did not start')
  }
}

const RequiredAnswer = t.boolean

/** Integrator code may throw or answer garbage; either way the answer is "not required". */
function readRequired(provider: SiwxProvider, logger: LoggerPort): boolean {
  try {
    const answer = decode(RequiredAnswer, provider.getRequired?.() ?? false, 'siwx.getRequired')
    if (answer.ok) return answer.value
    logger.warn('siwx: getRequired did not answer a boolean', answer.error.message)
  } catch (error) {
    logger.warn('siwx: getRequired failed', error)
  }
  return false
}

function readSupported(provider: SiwxProvider | undefined, account: SiwxAccount, logger: LoggerPort): boolean {
  if (!provider?.supportsChain) return true
  try {
    return provider.supportsChain(account.chainId) !== false
  } catch (error) {
    logger.warn('siwx: supportsChain failed', error)
    return true
  }
}

/**
 * SPEC §4 sign-in flow: after connection, when a sign-in provider is set and the active address on the
 * active chain has no session, ask for a signature in SIWXSignMessage; store the session and close on
 * success; 'Signature declined' and the view again on failure; cancel disconnects when sign-in is
 * required, else closes. While required sign-in is pending the modal cannot close (signInPending).
 */
export function createSiwxService(deps: SiwxServiceDeps, inputs: SiwxServiceInputs): SiwxService {
  const { provider, logger } = deps

  const checkSessions = (active: SiwxProvider, account: SiwxAccount): Observable<SiwxCommand> =>
    defer(() => active.getSessions(account.chainId, account.address)).pipe(
      map((answer) => decodeSessions(answer, logger)),
      map(
        (sessions): SiwxCommand => ({
          type: 'sessionsChecked',
          account,
          // SPEC §4: a session for another address or chain does not count.
          sessions: sessions.filter((s) => sessionIsFor(s, account.chainId, account.address)),
          required: readRequired(active, logger),
        }),
      ),
      catchError((error: unknown) => {
        logger.warn('siwx: the sessions could not be read', error)
        return of(initFailed(account, error))
      }),
    )

  const checking: Effect<SiwxState, SiwxCommand> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'accountChanged' || c.type === 'refresh'),
      withLatestFrom(state$),
      // Latest account wins: a check for an account no longer active is dropped.
      switchMap(([, state]) =>
        provider && state.account && state.status === 'checking' ? checkSessions(provider, state.account) : EMPTY,
      ),
    )

  const prompting: Effect<SiwxState, SiwxCommand> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'sessionsChecked'),
      withLatestFrom(state$),
      mergeMap(([, state]): SiwxCommand[] => {
        if (state.status === 'pending') return [emit({ type: 'openView' })]
        // The account moved to one already signed in while the prompt was up: nothing left to ask.
        if (state.status === 'signedIn') return [emit({ type: 'dismissView' })]
        return []
      }),
    )

  const signing: Effect<SiwxState, SiwxCommand> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'requestSignature'),
      withLatestFrom(state$),
      // Ignore while busy: one signature request at a time.
      exhaustMap(([, state]): Observable<SiwxCommand> => {
        if (!provider) return of(fail(new AirlockError(lazyThrown.siwxNotEnabled, { category: 'options' })))
        const account = state.account
        if (!account) return of(fail(new AirlockError(thrownMessages.noActiveCaipAddress, { category: 'internal' })))
        if (state.status !== 'signing')
          return of(fail(new AirlockError(lazyThrown.siwxNotEnabled, { category: 'options' })))

        // Building the message is sign-in starting; only what follows asks the wallet.
        const message$ = defer(() => provider.createMessage({ accountAddress: account.address, chainId: account.chainId })).pipe(
          map((answer) => decodeOrThrow(SiwxMessageAnswer, answer, 'siwx.createMessage')),
          map((message) => {
            // The message must be about the account asked for, or its session would not count.
            if (!sessionIsFor({ ...message, signature: '' }, account.chainId, account.address))
              throw new AirlockError(lazyThrown.siwxMessageForOtherAccount, { category: 'internal' })
            return message
          }),
        )
        const work$ = message$.pipe(
          catchError((error: unknown) => {
            logger.warn('siwx: the sign-in message could not be built', error)
            return throwError(() => new SignInNotStarted(error))
          }),
          mergeMap((message) =>
            deps.signMessage({ message: message.message, address: account.address, account }).pipe(
              walletAnswer(SignatureResult, 'signature'),
              map((answer): SiwxSession => ({ data: message.data, message: message.message, signature: answer.signature })),
            ),
          ),
          mergeMap((session) => defer(() => provider.addSession(session)).pipe(take(1), map(() => session))),
          map((session): SiwxCommand => ({ type: 'signed', account, session })),
          catchError((error: unknown) =>
            of<SiwxCommand>(
              error instanceof SignInNotStarted ? initFailed(account, error.cause) : { type: 'signFailed', account, error: toWalletError(error) },
            ),
          ),
        )
        const stop$ = command$.pipe(
          filter((c) => c.type === 'cancel' || (c.type === 'accountChanged' && !sameAccount(c.account, account))),
          take(1),
          mergeMap((): SiwxCommand[] => [
            { type: 'signAborted' },
            emit({ type: 'snackbar', snackbar: { type: 'hide' } }),
            fail(new AirlockError(thrownMessages.requestAborted, { category: 'user' })),
          ]),
        )
        return concat(
          of(emit({ type: 'snackbar', snackbar: { type: 'loading', message: lazyShown.authenticating } })),
          race(work$, stop$),
        )
      }),
    )

  const signedIn: Effect<SiwxState, SiwxCommand> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<SiwxCommand, { type: 'signed' }> => c.type === 'signed'),
      withLatestFrom(state$),
      mergeMap(([command, state]): SiwxCommand[] =>
        state.session === command.session
          ? [
              emit({ type: 'snackbar', snackbar: { type: 'hide' } }),
              track('SIWX_AUTH_SUCCESS', { network: command.account.chainId }),
              // After the state: signInPending is already false, so the close is not refused.
              emit({ type: 'close' }),
              emit({ type: 'result', result: { ok: true, session: command.session } }),
            ]
          : [],
      ),
    )

  const declined: Effect<SiwxState, SiwxCommand> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<SiwxCommand, { type: 'signFailed' }> => c.type === 'signFailed'),
      withLatestFrom(state$),
      mergeMap(([command, state]): SiwxCommand[] => {
        if (state.error !== command.error) return []
        logger.warn('siwx: sign-in failed', command.error)
        return [
          emit({
            type: 'snackbar',
            snackbar: {
              type: 'error',
              message: command.account.smartAccount ? lazyShown.smartAccountsUnsupported : shownMessages.signatureDeclined,
            },
          }),
          track('SIWX_AUTH_ERROR', { network: command.account.chainId, message: command.error.shortMessage }, { address: command.account.address, error: command.error }),
          emit({ type: 'openView' }),
          fail(command.error),
        ]
      }),
    )

  // SPEC §8: the problem is shown, the account disconnected and the modal back on Connect.
  const notStarted: Effect<SiwxState, SiwxCommand> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<SiwxCommand, { type: 'initFailed' }> => c.type === 'initFailed'),
      withLatestFrom(state$),
      mergeMap(([command, state]): SiwxCommand[] =>
        state.error === command.error
          ? [
              emit({ type: 'snackbar', snackbar: { type: 'error', message: lazyShown.authInitFailed } }),
              track('SIWX_AUTH_ERROR', { network: command.account.chainId, message: command.error.shortMessage }, { address: command.account.address, error: command.error }),
              emit({ type: 'disconnect', account: command.account }),
              emit({ type: 'resetView' }),
              fail(command.error),
            ]
          : [],
      ),
    )

  const cancelling: Effect<SiwxState, SiwxCommand> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'cancel'),
      withLatestFrom(state$),
      switchMap(([, state]): Observable<SiwxCommand> => {
        const account = state.account
        if (!(state.required && state.status === 'pending' && account))
          return of(track('CLICK_CANCEL_SIWX'), emit({ type: 'close' }))
        // Required: disconnect; once the account is gone nothing is pending and the modal may close.
        const gone$ = command$.pipe(
          filter((c) => c.type === 'accountChanged'),
          take(1),
          mergeMap((c) => (c.type === 'accountChanged' && c.account === undefined ? [emit({ type: 'close' })] : [])),
        )
        return concat(of(track('CLICK_CANCEL_SIWX'), emit({ type: 'disconnect', account })), gone$)
      }),
    )

  const service = createService<SiwxState, SiwxCommand, SiwxOutput>({
    initial: initialSiwxState(provider !== undefined),
    reduce: reduceSiwx,
    effects: [checking, prompting, signing, signedIn, declined, notStarted, cancelling],
    inputs: [
      inputs.account$.pipe(
        distinctUntilChanged(sameAccount),
        map(
          (account): SiwxCommand => ({
            type: 'accountChanged',
            account,
            supported: account === undefined || readSupported(provider, account, logger),
            required: account !== undefined && provider !== undefined && readRequired(provider, logger),
          }),
        ),
      ),
    ],
  })

  const output = <T extends SiwxOutput['type']>(type: T) =>
    service.output$.pipe(filter((o): o is Extract<SiwxOutput, { type: T }> => o.type === type))

  return {
    state$: service.state$,
    getState: service.getState,
    // The service's own disconnect requests go to the command it was given.
    run$: merge(service.run$, output('disconnect').pipe(tap((o) => deps.disconnect(o.account.namespace)), ignoreElements())),
    signInPending$: select(service.state$, (s) => s.signInPending),
    openView$: output('openView').pipe(map((): void => undefined)),
    dismissView$: output('dismissView').pipe(map((): void => undefined)),
    resetView$: output('resetView').pipe(map((): void => undefined)),
    close$: output('close').pipe(map((): void => undefined)),
    snackbar$: output('snackbar').pipe(map((o) => o.snackbar)),
    events$: output('track').pipe(map((o) => o.event)),
    results$: output('result').pipe(map((o) => o.result)),
    requestSignature: () => service.dispatch({ type: 'requestSignature' }),
    cancel: () => service.dispatch({ type: 'cancel' }),
    refresh: () => service.dispatch({ type: 'refresh' }),
  }
}
