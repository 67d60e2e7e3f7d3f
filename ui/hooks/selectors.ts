import type { ModalState } from '../../kernel'

/** Stable selectors shared by the views (one `kernel.select` pipe each, see useModalState). */
export const selectModal = (s: ModalState) => s.modal
export const selectRouter = (s: ModalState) => s.router
export const selectView = (s: ModalState) => s.router.view
export const selectRouterData = (s: ModalState) => s.router.data
export const selectHistoryLength = (s: ModalState) => s.router.history.length
export const selectSnackbar = (s: ModalState) => s.snackbar
export const selectTheme = (s: ModalState) => s.theme
export const selectAlerts = (s: ModalState) => s.alerts
export const selectOptions = (s: ModalState) => s.options
export const selectFeatures = (s: ModalState) => s.features
export const selectWallets = (s: ModalState) => s.wallets
export const selectConnection = (s: ModalState) => s.connection
export const selectPairing = (s: ModalState) => s.pairing
export const selectBalance = (s: ModalState) => s.balance
export const selectNetworks = (s: ModalState) => s.networks
export const selectActiveNetwork = (s: ModalState) => s.activeCaipNetwork
export const selectActiveNamespace = (s: ModalState) => s.activeNamespace
export const selectConnected = (s: ModalState) => s.connected
export const selectConnectMethodsOrder = (s: ModalState) => s.connectMethodsOrder
/** The account of the active namespace (SPEC §3 account state). */
export const selectActiveAccount = (s: ModalState) => s.chains[s.activeNamespace]?.accountState
export const selectActiveCaipAddress = (s: ModalState) => s.activeCaipAddress
