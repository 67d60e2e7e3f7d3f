import type { RouterData, RouterEntry, ViewName } from '../router/views'
import type { CloseRequest } from '../router/createRouterService'
import type { OpenArgs } from './openingView'

/** SPEC §4 modal state. */
export interface ModalServiceState {
  readonly open: boolean
  readonly loading: boolean
  /** True for SHAKE_MS after a refused close. */
  readonly shake: boolean
  /** A phone or touch screen (the platform's word): wallets are reached by deep link before QR. */
  readonly mobile: boolean
  /** The legal checkbox is ticked; kept for the page's life, so Back and reopening keep it. */
  readonly legalAccepted: boolean
}

/** Announced on `closed$` each time the modal closes (in embedded mode: goes home). */
export interface ModalClosed {
  /**
   * SPEC §4: closing with an empty transaction stack rejects pending embedded-wallet requests; the
   * embedded service reads this flag.
   */
  readonly transactionStackEmpty: boolean
  readonly embedded: boolean
}

/**
 * Another service asking for a view of its own (the sign-in prompt, the unsupported-network notice):
 * `show` opens the modal on it unless it is on screen already; `dismiss` lets it give way when it is
 * on screen; `reset` makes an open modal start over on the view.
 */
export type ViewRequest =
  | { readonly type: 'show'; readonly view: ViewName; readonly data?: RouterData }
  | { readonly type: 'dismiss'; readonly view: ViewName }
  | { readonly type: 'reset'; readonly view: ViewName }
  /** Open the modal where it would open on its own (Account when connected); nothing if open. */
  | { readonly type: 'open' }

export type ModalCommand =
  /** Decided by an effect; the reducer ignores it so the router moves before `open` turns true. */
  | { readonly type: 'open'; readonly args: OpenArgs }
  | { readonly type: 'opened' }
  /** Decided by an effect against the router and the context; the reducer ignores it. */
  | { readonly type: 'close'; readonly request: CloseRequest }
  | { readonly type: 'closed'; readonly landing: RouterEntry; readonly event: ModalClosed }
  | { readonly type: 'shake' }
  | { readonly type: 'shakeEnded' }
  | { readonly type: 'setLoading'; readonly loading: boolean }
  | { readonly type: 'acceptLegal'; readonly accepted: boolean }
  /** Decided by an effect against what is on screen; the reducer ignores it. */
  | { readonly type: 'viewRequested'; readonly request: ViewRequest }

export function initialModalState(embedded: boolean, mobile = false): ModalServiceState {
  // Embedded mode has no open/close: the modal is always on the page.
  return { open: embedded, loading: false, shake: false, mobile, legalAccepted: false }
}

export function reduceModal(state: ModalServiceState, command: ModalCommand): ModalServiceState {
  switch (command.type) {
    case 'opened':
      return state.open ? state : { ...state, open: true }
    case 'closed': {
      // Embedded stays open; a closed modal has nothing loading (a loader left on would greet the next open).
      const open = command.event.embedded
      return state.open === open && !state.loading ? state : { ...state, open, loading: false }
    }
    case 'shake':
      return state.shake ? state : { ...state, shake: true }
    case 'shakeEnded':
      return state.shake ? { ...state, shake: false } : state
    case 'setLoading':
      return state.loading === command.loading ? state : { ...state, loading: command.loading }
    case 'acceptLegal':
      return state.legalAccepted === command.accepted ? state : { ...state, legalAccepted: command.accepted }
    case 'open':
    case 'close':
    case 'viewRequested':
      return state
  }
}
