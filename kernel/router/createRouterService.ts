import { filter, from, map, mergeMap, withLatestFrom, type Observable } from 'rxjs'
import { createService, emit, handleOf, type ServiceHandle, type Effect } from '../core/createService'
import {
  backCloses,
  initialRouterState,
  reduceRouter,
  type NonEmptyEntries,
  type RouterCommand,
  type RouterState,
  type TransactionAction,
  type TransactionOutcome,
} from './routerState'
import type { RouterData, RouterEntry, ViewName } from './views'

/** The router cannot close the modal itself (the modal service depends on the router, not back). */
export interface CloseRequest {
  /** True when a finished transaction asks to close: it overrides the ApproveTransaction block. */
  readonly force: boolean
}

export interface RouterService extends ServiceHandle<RouterState> {
  /** SPEC §2 back (and transaction landings) asking the modal to close; wire into the modal service. */
  readonly closeRequested$: Observable<CloseRequest>
  /** Adds a view on top; pushing the current view again only replaces its data. */
  readonly push: (view: ViewName, data?: RouterData) => void
  /** Swaps the current view for another; the history below stays. */
  readonly replace: (view: ViewName, data?: RouterData) => void
  /** The history becomes this one view (no back navigation); the transaction stack stays. */
  readonly reset: (view: ViewName, data?: RouterData) => void
  /** The history becomes exactly these entries, the last being shown; the transaction stack stays. */
  readonly replaceStack: (entries: NonEmptyEntries) => void
  /** Back to a fresh router: this one view (Connect by default) and an empty transaction stack. */
  readonly clear: (view?: ViewName, data?: RouterData) => void
  /** SPEC §2: pops the history, or asks to close when one entry remains or UnsupportedChain is in it. */
  readonly back: () => void
  /** Drops the top view, whatever it is (a view that gives way by itself, not the person's back). */
  readonly pop: () => void
  readonly pushTransaction: (action: TransactionAction) => void
  /**
   * Settles the newest pending transaction: on success it lands where its action says; on error or
   * cancel it goes back (closing when nothing is left to go back to). No-op on an empty stack.
   */
  readonly popTransaction: (outcome: TransactionOutcome) => void
  /** Forget the newest transaction without navigating (a failed send keeps its form on screen). */
  readonly dropTransaction: () => void
}

const entryOf = (view: ViewName, data?: RouterData): RouterEntry => (data === undefined ? { view } : { view, data })

function landing(action: TransactionAction, outcome: TransactionOutcome): RouterCommand {
  // A settled request must not be held back by the ApproveTransaction close block: force.
  if (outcome !== 'success') return { type: 'back', force: true }
  switch (action.onSuccess) {
    case 'back':
      return { type: 'back', force: true }
    case 'close':
      return { type: 'closeRequested', force: true }
    case 'view':
      return { type: 'replaceStack', entries: [entryOf(action.view, action.data)] }
  }
}

export function createRouterService(): RouterService {
  // The reducer ignores 'back', so the state read here is the one the command was given in.
  const back: Effect<RouterState, RouterCommand> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<RouterCommand, { type: 'back' }> => c.type === 'back'),
      withLatestFrom(state$),
      map(([c, state]): RouterCommand => (backCloses(state) ? { type: 'closeRequested', force: c.force } : { type: 'pop' })),
    )

  const settle: Effect<RouterState, RouterCommand> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<RouterCommand, { type: 'popTransaction' }> => c.type === 'popTransaction'),
      withLatestFrom(state$),
      mergeMap(([c, state]) => {
        const action = state.transactionStack[state.transactionStack.length - 1]
        const next: RouterCommand[] = action ? [{ type: 'dropTransaction' }, landing(action, c.outcome)] : []
        return from(next)
      }),
    )

  const announce: Effect<RouterState, RouterCommand, CloseRequest> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<RouterCommand, { type: 'closeRequested' }> => c.type === 'closeRequested'),
      map((c) => emit({ force: c.force })),
    )

  const service = createService<RouterState, RouterCommand, CloseRequest>({
    initial: initialRouterState,
    reduce: reduceRouter,
    effects: [back, settle, announce],
  })
  const { dispatch } = service

  return {
    ...handleOf(service),
    closeRequested$: service.output$,
    push: (view, data) => dispatch({ type: 'push', entry: entryOf(view, data) }),
    replace: (view, data) => dispatch({ type: 'replace', entry: entryOf(view, data) }),
    reset: (view, data) => dispatch({ type: 'replaceStack', entries: [entryOf(view, data)] }),
    replaceStack: (entries) => dispatch({ type: 'replaceStack', entries }),
    clear: (view = 'Connect', data) => dispatch({ type: 'clear', entry: entryOf(view, data) }),
    back: () => dispatch({ type: 'back', force: false }),
    pop: () => dispatch({ type: 'pop' }),
    pushTransaction: (action) => dispatch({ type: 'pushTransaction', action }),
    popTransaction: (outcome) => dispatch({ type: 'popTransaction', outcome }),
    dropTransaction: () => dispatch({ type: 'dropTransaction' }),
  }
}
