import type { RouterData, RouterEntry, ViewName } from './views'

/**
 * Where the person lands when a pending transaction succeeds (SPEC §4 send: "the view stack is
 * pushed so the user lands on no view or on Account, without back navigation"). Plain data, so the
 * state stays serialisable; the service that pushed it does its own work after the outcome.
 */
export type TransactionAction =
  | { readonly onSuccess: 'back' }
  /** "No view": the modal is asked to close. */
  | { readonly onSuccess: 'close' }
  /** The history becomes this one entry: no back navigation. */
  | { readonly onSuccess: 'view'; readonly view: ViewName; readonly data?: RouterData }

export type TransactionOutcome = 'success' | 'error' | 'cancel'

export interface RouterState {
  /** The current view: always the last history entry. */
  readonly view: ViewName
  readonly data: RouterData | undefined
  /** Never empty; the last entry is the current view. */
  readonly history: ReadonlyArray<RouterEntry>
  /** SPEC §4 transaction stack; its emptiness decides whether closing rejects embedded requests. */
  readonly transactionStack: ReadonlyArray<TransactionAction>
}

export type NonEmptyEntries = readonly [RouterEntry, ...RouterEntry[]]

export type RouterCommand =
  | { readonly type: 'push'; readonly entry: RouterEntry }
  | { readonly type: 'replace'; readonly entry: RouterEntry }
  | { readonly type: 'replaceStack'; readonly entries: NonEmptyEntries }
  | { readonly type: 'clear'; readonly entry: RouterEntry }
  /** Decided by an effect (pop or ask the modal to close); the reducer ignores it. */
  | { readonly type: 'back'; readonly force: boolean }
  | { readonly type: 'pop' }
  | { readonly type: 'pushTransaction'; readonly action: TransactionAction }
  /** Decided by an effect from the top action; the reducer ignores it. */
  | { readonly type: 'popTransaction'; readonly outcome: TransactionOutcome }
  | { readonly type: 'dropTransaction' }
  /** Announced on closeRequested$; no state change. */
  | { readonly type: 'closeRequested'; readonly force: boolean }

export const initialEntry: RouterEntry = { view: 'Connect' }

function withHistory(
  history: NonEmptyEntries | ReadonlyArray<RouterEntry>,
  transactionStack: ReadonlyArray<TransactionAction>,
): RouterState {
  const top = history[history.length - 1] ?? initialEntry
  return { view: top.view, data: top.data, history: history.length ? history : [initialEntry], transactionStack }
}

export const initialRouterState: RouterState = withHistory([initialEntry], [])

/** SPEC §2: back closes instead of popping when one entry remains or UnsupportedChain is in history. */
export function backCloses(state: RouterState): boolean {
  return state.history.length <= 1 || state.history.some((entry) => entry.view === 'UnsupportedChain')
}

const sameEntry = (a: RouterEntry | undefined, b: RouterEntry): boolean =>
  a !== undefined && a.view === b.view && a.data === b.data

export function reduceRouter(state: RouterState, command: RouterCommand): RouterState {
  switch (command.type) {
    case 'push': {
      const top = state.history[state.history.length - 1]
      if (sameEntry(top, command.entry)) return state
      // Pushing the current view again only refreshes its data: a double tap must not stack history.
      const base = top?.view === command.entry.view ? state.history.slice(0, -1) : state.history
      return withHistory([...base, command.entry], state.transactionStack)
    }
    case 'replace':
      return withHistory([...state.history.slice(0, -1), command.entry], state.transactionStack)
    case 'replaceStack':
      return withHistory(command.entries, state.transactionStack)
    case 'clear':
      return withHistory([command.entry], [])
    case 'pop':
      return state.history.length > 1 ? withHistory(state.history.slice(0, -1), state.transactionStack) : state
    case 'pushTransaction':
      return { ...state, transactionStack: [...state.transactionStack, command.action] }
    case 'dropTransaction':
      return state.transactionStack.length
        ? { ...state, transactionStack: state.transactionStack.slice(0, -1) }
        : state
    case 'back':
    case 'popTransaction':
    case 'closeRequested':
      return state
  }
}
