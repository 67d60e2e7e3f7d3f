import * as t from 'io-ts'
import {
  EMPTY,
  filter,
  map,
  mergeMap,
  of,
  startWith,
  switchMap,
  tap,
  timer,
  withLatestFrom,
  type Observable,
  type SchedulerLike,
} from 'rxjs'
import { createService, emit, handleOf, type ServiceHandle, type Effect } from '../core/createService'
import { decode, type Decoded } from '../codec/decode'
import { ChainNamespace } from '../codec/primitives'
import type { LoggerPort } from '../ports/logger'
import type { CloseRequest, RouterService } from '../router/createRouterService'
import { RouterData, ViewName } from '../router/views'
import { SHAKE_MS } from './constants'
import { decideClose } from './closing'
import { initialModalContext, type ModalContext } from './modalContext'
import {
  initialModalState,
  reduceModal,
  type ModalClosed,
  type ModalCommand,
  type ModalServiceState,
  type ViewRequest,
} from './modalState'
import { openingView, type OpenArgs } from './openingView'

export interface ModalDeps {
  readonly scheduler: SchedulerLike
  readonly logger: LoggerPort
  /** `platform.isMobile` (SPEC §2: AllWallets on mobile, basic WalletConnect on desktop). */
  readonly isMobile: boolean
  /** `options.enableEmbedded` (DESIGN §10): the modal lives in the page and never closes. */
  readonly embedded: boolean
  /** The router the modal drives; it reads the current view and the transaction stack from it. */
  readonly router: Pick<RouterService, 'getState' | 'reset' | 'push' | 'clear' | 'pop'>
}

export interface ModalInputs {
  /** Latest connection facts; read when open/close are decided. */
  readonly context$: Observable<ModalContext>
  /** Close requests: the router's `closeRequested$` (SPEC §2 back closing the modal), a finished sign-in. */
  readonly closeRequests$?: Observable<CloseRequest>
  /** Views other services ask for (SPEC §4 sign-in prompt, §2 UnsupportedChain). */
  readonly viewRequests$?: Observable<ViewRequest>
}

export interface CloseOptions {
  /** Overrides the ApproveTransaction block only (DESIGN §10). */
  readonly force?: boolean
}

export interface ModalService extends ServiceHandle<ModalServiceState> {
  /** One event per close (embedded mode: per return home); the embedded service rejects on `transactionStackEmpty`. */
  readonly closed$: Observable<ModalClosed>
  /**
   * SPEC §2 opening rules; on an open modal a forced view is pushed (DESIGN §10). Arguments from
   * JavaScript callers are decoded: a bad one is refused, logged and returned as the failure.
   */
  readonly open: (args?: OpenArgs) => Decoded<OpenArgs>
  /** SPEC §4 closing rules; a refused close shakes the modal. */
  readonly close: (options?: CloseOptions) => void
  /** SPEC §4 shake: true for SHAKE_MS; a new shake restarts the count. */
  readonly shake: () => void
  readonly setLoading: (loading: boolean) => void
  /** The legal checkbox ticked or not (SPEC §1 legalCheckbox). */
  readonly acceptLegal: (accepted: boolean) => void
}

const OpenArgsCodec = /* @__PURE__ */ t.exact(/* @__PURE__ */ t.partial({ view: ViewName, data: RouterData, namespace: ChainNamespace }), 'OpenArgs')

/** `start`: the state the kernel's first snapshot already showed (the default is the same). */
export function createModalService(
  deps: ModalDeps,
  inputs: ModalInputs,
  start: ModalServiceState = initialModalState(deps.embedded, deps.isMobile),
): ModalService {
  const { scheduler, router } = deps
  // Open and close may come before the first facts: decide on the safe defaults then.
  const context$ = inputs.context$.pipe(startWith(initialModalContext))

  const opening: Effect<ModalServiceState, ModalCommand> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<ModalCommand, { type: 'open' }> => c.type === 'open'),
      withLatestFrom(context$, state$),
      tap(([{ args }, context, state]) => {
        if (state.open && args.view) {
          router.push(args.view, args.data)
          return
        }
        const entry = openingView(args, context, deps.isMobile)
        router.reset(entry.view, entry.data)
      }),
      map((): ModalCommand => ({ type: 'opened' })),
    )

  const closing: Effect<ModalServiceState, ModalCommand> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<ModalCommand, { type: 'close' }> => c.type === 'close'),
      withLatestFrom(context$, state$),
      mergeMap(([{ request }, context, state]): Observable<ModalCommand> => {
        const route = router.getState()
        const decision = decideClose({
          force: request.force,
          open: state.open,
          embedded: deps.embedded,
          view: route.view,
          context,
        })
        switch (decision.kind) {
          case 'ignore':
            return EMPTY
          case 'refuse':
            return of({ type: 'shake' })
          case 'close':
            return of({
              type: 'closed',
              landing: decision.landing,
              event: { transactionStackEmpty: route.transactionStack.length === 0, embedded: deps.embedded },
            })
        }
      }),
    )

  // After `open` turned false, so the view does not change under a still-open modal.
  const afterClose: Effect<ModalServiceState, ModalCommand, ModalClosed> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<ModalCommand, { type: 'closed' }> => c.type === 'closed'),
      map(({ landing, event }) => {
        router.clear(landing.view, landing.data)
        return emit(event)
      }),
    )

  const shaking: Effect<ModalServiceState, ModalCommand> = (command$) =>
    command$.pipe(
      filter((c) => c.type === 'shake'),
      switchMap(() => timer(SHAKE_MS, scheduler).pipe(map((): ModalCommand => ({ type: 'shakeEnded' })))),
    )

  // What is on screen decides: a view already shown is not pushed again, and a view dismissed gives
  // way to the view it was pushed over, or closes the modal it was opened for.
  const requestedViews: Effect<ModalServiceState, ModalCommand> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<ModalCommand, { type: 'viewRequested' }> => c.type === 'viewRequested'),
      withLatestFrom(state$),
      mergeMap(([{ request }, state]): ModalCommand[] => {
        if (request.type === 'open') return state.open ? [] : [{ type: 'open', args: {} }]
        const route = router.getState()
        const shown = state.open && route.view === request.view
        if (request.type === 'show') return shown ? [] : [{ type: 'open', args: request }]
        if (request.type === 'reset') {
          if (state.open) router.reset(request.view)
          return []
        }
        if (!shown) return []
        if (route.history.length > 1) {
          router.pop()
          return []
        }
        // The view's reason is over (the frame answered): the ApproveTransaction block does not hold it.
        return [{ type: 'close', request: { force: true } }]
      }),
    )

  const service = createService<ModalServiceState, ModalCommand, ModalClosed>({
    initial: start,
    reduce: reduceModal,
    effects: [opening, closing, afterClose, shaking, requestedViews],
    inputs: [
      ...(inputs.closeRequests$ ? [inputs.closeRequests$.pipe(map((request): ModalCommand => ({ type: 'close', request })))] : []),
      ...(inputs.viewRequests$ ? [inputs.viewRequests$.pipe(map((request): ModalCommand => ({ type: 'viewRequested', request })))] : []),
    ],
  })
  const { dispatch } = service

  return {
    ...handleOf(service),
    closed$: service.output$,
    open: (args = {}) => {
      const decoded = decode(OpenArgsCodec, args, 'open')
      if (decoded.ok) dispatch({ type: 'open', args: decoded.value })
      else deps.logger.warn('modal: open refused its arguments', decoded.error)
      return decoded
    },
    close: (options = {}) => dispatch({ type: 'close', request: { force: options.force === true } }),
    shake: () => dispatch({ type: 'shake' }),
    setLoading: (loading) => dispatch({ type: 'setLoading', loading: loading === true }),
    acceptLegal: (accepted) => dispatch({ type: 'acceptLegal', accepted: accepted === true }),
  }
}
