import { useMemo } from 'react'
import type { ModalKernel, ThemeMode, ThemeVariables } from '../../kernel'
import { useKernel } from '../context/KernelContext'
import { useModalState } from './useModalState'
import { selectTheme } from './selectors'

export interface ThemeControls {
  readonly themeMode: ThemeMode
  /** The app's own variables (the defaults fill in the rest). */
  readonly themeVariables: ThemeVariables
  /** A bad mode is refused and returned as the failure; the mode stays. */
  readonly setThemeMode: ModalKernel['setThemeMode']
  readonly setThemeVariables: ModalKernel['setThemeVariables']
}

/** The modal's theme, and setters for it. */
export function useTheme(): ThemeControls {
  const kernel = useKernel()
  const theme = useModalState(selectTheme)
  return useMemo(
    () => ({
      themeMode: theme.mode,
      themeVariables: theme.variables,
      setThemeMode: (mode: ThemeMode) => kernel.setThemeMode(mode),
      setThemeVariables: (variables: ThemeVariables) => kernel.setThemeVariables(variables),
    }),
    [kernel, theme],
  )
}
