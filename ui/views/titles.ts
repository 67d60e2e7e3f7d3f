import type { ModalState } from '../../kernel'
import type { coreMessages } from '../modal/messages'
import { connectorTarget, walletTarget } from './routeData'

// View titles read the kernel state; they live apart from the views so the registry can name every
// title without loading the (lazy) view components.

/** ConnectingExternal: the installed wallet being connected. */
export const connectorName = (state: ModalState, m: typeof coreMessages.en): string => {
  const target = connectorTarget(state.router.data)
  return state.wallets.installed.find((c) => c.id === target?.connectorId)?.name ?? m.wallet
}

/** ConnectingWalletConnect: the catalogue wallet being paired. */
export const walletTitle = (state: ModalState): string => walletTarget(state.router.data)?.name ?? 'WalletConnect'
