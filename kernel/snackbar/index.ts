export { createSnackbarService } from './createSnackbarService'
export type { SnackbarDeps, SnackbarService, ShowOptions } from './createSnackbarService'
export { snackbarVariants, initialSnackbarState } from './snackbarState'
export type { SnackbarState, SnackbarVariant, SnackbarMessage } from './snackbarState'
