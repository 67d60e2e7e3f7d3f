import type { ComponentType } from 'react'
import type { ModalState } from '../../kernel'
import type { coreMessages } from '../modal/messages'

/**
 * How a view plugs into the modal: its title (read from the kernel state, e.g. the wallet being
 * connected) and its component. Later issues (email, socials, swaps...) add entries the same way.
 * The title is in the active language: read it from `messages` (the core catalogue) or from the
 * view's own catalogue's English.
 */
export interface ViewDefinition {
  readonly title: (state: ModalState, messages: typeof coreMessages.en) => string
  readonly component: ComponentType
}
