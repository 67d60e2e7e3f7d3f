import type { ComponentType } from 'react'
import type { ModalState } from '../../kernel'

/**
 * How a view plugs into the modal: its title (read from the kernel state, e.g. the wallet being
 * connected) and its component. Later issues (email, socials, swaps...) add entries the same way.
 */
export interface ViewDefinition {
  readonly title: (state: ModalState) => string
  readonly component: ComponentType
}
