import {
  EMPTY,
  concat,
  filter,
  map,
  of,
  scan,
  switchMap,
  timer,
  withLatestFrom,
  type Observable,
  type SchedulerLike,
} from 'rxjs'
import { createService, handleOf, type ServiceHandle, type Effect } from '../core/createService'
import { SNACKBAR_AUTO_CLOSE_MS, SNACKBAR_SWAP_MS } from '../modal/constants'
import {
  initialSnackbarState,
  reduceSnackbar,
  type SnackbarCommand,
  type SnackbarMessage,
  type SnackbarState,
  type SnackbarVariant,
} from './snackbarState'

export interface SnackbarDeps {
  readonly scheduler: SchedulerLike
}

/** What another service asks the snackbar for (SPEC §4 snackbar). */
export type SnackbarRequest =
  | { readonly type: 'success' | 'error' | 'loading'; readonly message: string }
  | { readonly type: 'hide' }

export interface SnackbarInputs {
  readonly requests$?: Observable<SnackbarRequest>
}

export interface ShowOptions {
  /** Close after SNACKBAR_AUTO_CLOSE_MS. Default: true for success and error, false for loading. */
  readonly autoClose?: boolean
}

export interface SnackbarService extends ServiceHandle<SnackbarState> {
  readonly showSuccess: (message: string, options?: ShowOptions) => void
  readonly showError: (message: string, options?: ShowOptions) => void
  readonly showLoading: (message: string, options?: ShowOptions) => void
  /** Closes now and drops a message waiting for its swap pause. */
  readonly hide: () => void
}

type Request = Extract<SnackbarCommand, { type: 'show' } | { type: 'hide' }>

interface Plan {
  readonly request: Request
  /** Scheduler time at which the message appears. */
  readonly showAt: number
  /** The open message must close first (SPEC §4 swap). */
  readonly closeFirst: boolean
}

export function createSnackbarService(deps: SnackbarDeps, inputs: SnackbarInputs = {}): SnackbarService {
  const { scheduler } = deps

  /**
   * SPEC §4: a new message while one is open closes it and appears SNACKBAR_SWAP_MS later. A message
   * arriving during that pause replaces the waiting one and keeps its appointment (latest wins), so
   * the pause after a close is never cut short nor stretched.
   */
  const schedule: Effect<SnackbarState, SnackbarCommand> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Request => c.type === 'show' || c.type === 'hide'),
      withLatestFrom(state$),
      scan<[Request, SnackbarState], Plan>(
        (previous, [request, state]) => {
          const now = scheduler.now()
          if (request.type === 'hide') return { request, showAt: now, closeFirst: false }
          const waiting = previous.request.type === 'show' && previous.showAt > now
          if (waiting) return { request, showAt: previous.showAt, closeFirst: false }
          if (state.open) return { request, showAt: now + SNACKBAR_SWAP_MS, closeFirst: true }
          return { request, showAt: now, closeFirst: false }
        },
        { request: { type: 'hide' }, showAt: Number.NEGATIVE_INFINITY, closeFirst: false },
      ),
      switchMap(({ request, showAt, closeFirst }): Observable<SnackbarCommand> => {
        // 'hide' was applied by the reducer; arriving here it only cancels what was scheduled.
        if (request.type === 'hide') return EMPTY
        const display: SnackbarCommand = { type: 'display', shown: request.shown }
        const wait = showAt - scheduler.now()
        return concat(
          closeFirst ? of<SnackbarCommand>({ type: 'dismiss' }) : EMPTY,
          wait > 0 ? timer(wait, scheduler).pipe(map(() => display)) : of(display),
          request.autoClose
            ? timer(SNACKBAR_AUTO_CLOSE_MS, scheduler).pipe(map((): SnackbarCommand => ({ type: 'dismiss' })))
            : EMPTY,
        )
      }),
    )

  const showCommand = (variant: SnackbarVariant, message: string, options: ShowOptions = {}): SnackbarCommand => {
    const shown: SnackbarMessage = { variant, message }
    return { type: 'show', shown, autoClose: options.autoClose ?? variant !== 'loading' }
  }

  const service = createService<SnackbarState, SnackbarCommand>({
    initial: initialSnackbarState,
    reduce: reduceSnackbar,
    effects: [schedule],
    inputs: inputs.requests$
      ? [inputs.requests$.pipe(map((r): SnackbarCommand => (r.type === 'hide' ? { type: 'hide' } : showCommand(r.type, r.message))))]
      : [],
  })

  const show =
    (variant: SnackbarVariant) =>
    (message: string, options: ShowOptions = {}): void =>
      service.dispatch(showCommand(variant, message, options))

  return {
    ...handleOf(service),
    showSuccess: show('success'),
    showError: show('error'),
    showLoading: show('loading'),
    hide: () => service.dispatch({ type: 'hide' }),
  }
}
