/** SPEC §4 snackbar variants. */
export const snackbarVariants = ['success', 'error', 'loading'] as const
export type SnackbarVariant = (typeof snackbarVariants)[number]

export interface SnackbarState {
  readonly open: boolean
  /** Kept after closing, so the renderer can fade the last message out. */
  readonly variant: SnackbarVariant
  readonly message: string
}

export interface SnackbarMessage {
  readonly variant: SnackbarVariant
  readonly message: string
}

export type SnackbarCommand =
  /** Scheduled by an effect (swap pause, auto-close); the reducer ignores it. */
  | { readonly type: 'show'; readonly shown: SnackbarMessage; readonly autoClose: boolean }
  | { readonly type: 'hide' }
  | { readonly type: 'display'; readonly shown: SnackbarMessage }
  | { readonly type: 'dismiss' }

export const initialSnackbarState: SnackbarState = { open: false, variant: 'success', message: '' }

export function reduceSnackbar(state: SnackbarState, command: SnackbarCommand): SnackbarState {
  switch (command.type) {
    case 'display':
      return { open: true, variant: command.shown.variant, message: command.shown.message }
    case 'hide':
    case 'dismiss':
      return state.open ? { ...state, open: false } : state
    case 'show':
      return state
  }
}
