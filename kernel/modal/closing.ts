import type { RouterEntry, ViewName } from '../router/views'
import { isConnectedFor, type ModalContext } from './modalContext'

export type CloseDecision =
  /** Nothing to close. */
  | { readonly kind: 'ignore' }
  /** Refused: the modal shakes. */
  | { readonly kind: 'refuse' }
  /** Closes; the router starts again from `landing`. */
  | { readonly kind: 'close'; readonly landing: RouterEntry }

export interface CloseFacts {
  readonly force: boolean
  readonly open: boolean
  readonly embedded: boolean
  readonly view: ViewName
  readonly context: ModalContext
}

/** SPEC §4 closing rules, with DESIGN §10's reading of `force`. */
export function decideClose(facts: CloseFacts): CloseDecision {
  if (!facts.open) return { kind: 'ignore' }
  // DESIGN §10: force overrides the ApproveTransaction block only; pending required sign-in always blocks.
  if (facts.context.signInPending) return { kind: 'refuse' }
  if (facts.view === 'ApproveTransaction' && !facts.force) return { kind: 'refuse' }
  if (facts.embedded) {
    // Embedded mode has no closed state: closing means going home.
    return { kind: 'close', landing: { view: isConnectedFor(facts.context, undefined) ? 'Account' : 'Connect' } }
  }
  return { kind: 'close', landing: { view: 'Connect' } }
}
