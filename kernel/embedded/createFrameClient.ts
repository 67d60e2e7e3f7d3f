import {
  EMPTY,
  Subject,
  catchError,
  concat,
  concatMap,
  defer,
  distinctUntilChanged,
  filter,
  finalize,
  first,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  share,
  switchMap,
  take,
  throwError,
  throwIfEmpty,
  timeout,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs'
import { createService } from '../core/createService'
import { decode } from '../codec/decode'
import { AirlockError } from '../errors/AirlockError'
import { alertCatalogue, thrownMessages } from '../errors/messages'
import type { FramePort } from '../ports/frame'
import type { IdsPort } from '../ports/ids'
import type { LoggerPort } from '../ports/logger'
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_PAUSE_MS,
  LOGIN_REQUEST_TIMEOUT_MS,
  SIGN_OUT_WAIT_MS,
} from './constants'
import { initialFrameState, reduceFrame, type FrameClientState, type FrameCommand } from './frameState'
import {
  FrameErrorPayload,
  decodeAnswer,
  decodeFrameMessage,
  decodeRequestPayload,
  encodeAppMessage,
  isLoginRequest,
  type FrameAnswer,
  type FrameEvent,
  type FramePayload,
  type FramePayloadInput,
  type FrameRequestType,
} from './protocol'

export interface FrameClientDeps {
  readonly port: FramePort
  readonly scheduler: SchedulerLike
  readonly ids: IdsPort
  readonly logger: LoggerPort
}

/** The SPEC §8 alerts the frame raises. */
export type FrameAlert = 'IFRAME_LOAD_FAILED' | 'IFRAME_REQUEST_TIMEOUT'

/** Requests without a payload take no second argument. */
export type FramePayloadArgs<K extends FrameRequestType> = undefined extends FramePayloadInput<K>
  ? [payload?: FramePayloadInput<K>]
  : [payload: FramePayloadInput<K>]

export interface FrameClient {
  readonly state$: Observable<FrameClientState>
  readonly getState: () => FrameClientState
  /**
   * Creates the frame and follows it to ready; unsubscribing destroys the frame. The kernel merges it
   * into its one subscription when the embedded wallet is in use.
   */
  readonly run$: Observable<never>
  /** IFRAME_LOAD_FAILED (no ready event within 20 s, or a load error) and IFRAME_REQUEST_TIMEOUT. */
  readonly alerts$: Observable<FrameAlert>
  /**
   * One request to the frame, answered by its `_SUCCESS` (decoded value, then completes) or `_ERROR`
   * (an AirlockError with the frame's message). Cold: the payload is decoded and, once the frame is
   * ready, the request is posted with a fresh id; unsubscribing forgets it (a late answer is dropped).
   * Login-type requests fail after 30 s with IFRAME_REQUEST_TIMEOUT. When the frame failed to load,
   * fails with 'Unable to load email login dependency'.
   */
  readonly request: <K extends FrameRequestType>(type: K, ...args: FramePayloadArgs<K>) => Observable<FrameAnswer<K>>
  /**
   * SPEC §4 disconnect: the frame's sign-out, waited at most 3 s. Emits once and completes when the
   * frame answers or the wait is over; an error answer is passed on.
   */
  readonly signOut: () => Observable<void>
}

type Answer = Extract<FrameEvent, { kind: 'success' | 'error' }>

export function createFrameClient(deps: FrameClientDeps): FrameClient {
  const { port, scheduler, ids, logger } = deps
  const timeouts = new Subject<FrameAlert>()
  /** Requests posted and not yet settled or dropped: id → the type its answer must have. */
  const pending = new Map<string, FrameRequestType>()

  // Every message is decoded once, however many requests listen.
  const events$: Observable<FrameEvent> = port.messages$.pipe(
    mergeMap((raw) => {
      const decoded = decodeFrameMessage(raw)
      if (decoded.ok) return of(decoded.value)
      logger.warn('embedded frame: dropped a malformed message', decoded.error)
      return EMPTY
    }),
    share(),
  )

  const answers$: Observable<Answer> = events$.pipe(
    filter((event): event is Answer => event.kind !== 'ready'),
    filter((answer) => {
      const expected = pending.get(answer.id)
      if (expected === undefined) {
        logger.debug(`embedded frame: dropped an answer nobody waits for (${answer.request})`, answer.id)
        return false
      }
      if (expected !== answer.request) {
        logger.warn(`embedded frame: dropped a ${answer.request} answer to a ${expected} request`, answer.id)
        return false
      }
      return true
    }),
    share(),
  )

  const loadFailed = () => new AirlockError(alertCatalogue.IFRAME_LOAD_FAILED.title, { category: 'internal' })

  // SPEC §4 / §9: created → (ready event within 20 s) → 500 ms pause → ready.
  const lifecycle$: Observable<FrameCommand> = defer(() => {
    // Listen before creating the element: the frame may speak before its load event fires.
    const readyEvent$ = events$.pipe(
      first((event) => event.kind === 'ready'),
      timeout({ first: FRAME_LOAD_TIMEOUT_MS, scheduler, with: () => throwError(loadFailed) }),
    )
    return concat(
      of<FrameCommand>({ type: 'created' }),
      merge(
        readyEvent$.pipe(
          concatMap(() => timer(FRAME_READY_PAUSE_MS, scheduler).pipe(map((): FrameCommand => ({ type: 'ready' })))),
        ),
        port.load().pipe(map((): FrameCommand => ({ type: 'loaded' }))),
      ).pipe(
        catchError((error: unknown) => {
          logger.error('embedded frame: could not load the frame', error)
          return of<FrameCommand>({ type: 'failed' })
        }),
      ),
    )
  })

  const service = createService<FrameClientState, FrameCommand>({
    initial: initialFrameState,
    reduce: reduceFrame,
    // Listening to answers for the frame's lifetime logs strays even when no request waits.
    inputs: [lifecycle$, answers$.pipe(ignoreElements())],
  })

  const whenReady$: Observable<void> = service.state$.pipe(
    first((state) => state.status === 'ready' || state.status === 'failed'),
    mergeMap((state) =>
      state.status === 'ready'
        ? of(undefined)
        : throwError(() => new AirlockError(thrownMessages.emailDependencyUnavailable, { category: 'internal' })),
    ),
  )

  const settle = <K extends FrameRequestType>(type: K, answer: Answer): Observable<FrameAnswer<K>> => {
    if (answer.kind === 'error') {
      const reason = decode(FrameErrorPayload, answer.payload, `${type} error`)
      const error = reason.ok
        ? new AirlockError(reason.value.message || thrownMessages.somethingWentWrong, {
            category: 'wallet',
            ...(reason.value.code === undefined ? {} : { code: reason.value.code }),
          })
        : new AirlockError(thrownMessages.somethingWentWrong, { category: 'wallet', cause: reason.error })
      return throwError(() => error)
    }
    const decoded = decodeAnswer(type, answer.payload)
    if (decoded.ok) return of(decoded.value)
    logger.warn(`embedded frame: malformed ${type} answer`, decoded.error)
    return throwError(() => decoded.error)
  }

  const requestTimedOut = <K extends FrameRequestType>(type: K): Observable<never> =>
    defer(() => {
      logger.error(`embedded frame: ${type} was not answered in time`)
      timeouts.next('IFRAME_REQUEST_TIMEOUT')
      return throwError(() => new AirlockError(alertCatalogue.IFRAME_REQUEST_TIMEOUT.title, { category: 'internal' }))
    })

  const exchange = <K extends FrameRequestType>(type: K, payload: FramePayload<K>): Observable<FrameAnswer<K>> =>
    defer(() => {
      const id = ids.uuid()
      pending.set(id, type)
      const answer$ = answers$.pipe(
        filter((answer) => answer.id === id),
        take(1),
        // The frame went away (port destroyed) before answering.
        throwIfEmpty(() => new AirlockError(thrownMessages.requestAborted, { category: 'internal' })),
        mergeMap((answer) => settle(type, answer)),
      )
      // Listening starts before posting, so a synchronous answer is not missed.
      const post$ = defer(() => {
        port.post(encodeAppMessage(type, id, payload))
        return EMPTY
      })
      const exchange$ = merge(answer$, post$)
      const timed$ = isLoginRequest(type)
        ? exchange$.pipe(timeout({ first: LOGIN_REQUEST_TIMEOUT_MS, scheduler, with: () => requestTimedOut(type) }))
        : exchange$
      return timed$.pipe(finalize(() => pending.delete(id)))
    })

  const request = <K extends FrameRequestType>(type: K, ...args: FramePayloadArgs<K>): Observable<FrameAnswer<K>> =>
    defer(() => {
      const payload = decodeRequestPayload(type, args[0])
      if (!payload.ok) {
        logger.warn(`embedded frame: refused the ${type} payload`, payload.error)
        return throwError(() => payload.error)
      }
      return whenReady$.pipe(switchMap(() => exchange(type, payload.value)))
    })

  const signOut = (): Observable<void> =>
    request('SIGN_OUT').pipe(
      timeout({
        first: SIGN_OUT_WAIT_MS,
        scheduler,
        with: () =>
          defer(() => {
            logger.warn('embedded frame: sign-out not answered within 3 s; going on without it')
            return of(undefined)
          }),
      }),
      take(1),
    )

  const loadAlerts$ = service.state$.pipe(
    map((state) => state.status),
    distinctUntilChanged(),
    filter((status) => status === 'failed'),
    map((): FrameAlert => 'IFRAME_LOAD_FAILED'),
  )

  return {
    state$: service.state$,
    getState: service.getState,
    run$: service.run$.pipe(finalize(() => port.destroy())),
    alerts$: merge(loadAlerts$, timeouts.asObservable()),
    request,
    signOut,
  }
}
