import { useLayoutEffect, type RefObject } from 'react'
import { resolveThemeVariables, themeVariableNames, type ThemeVariables } from '../../kernel'

/**
 * Applies the integrator's `themeVariables` as `--airlock-*` custom properties on the modal root
 * through the CSSOM (`style.setProperty`), which a strict Content-Security-Policy allows, unlike
 * inline style attributes. Variables removed from the kernel state are removed here too.
 */
export function useThemeVariables(ref: RefObject<HTMLElement | null>, variables: ThemeVariables): void {
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const resolved = resolveThemeVariables(variables)
    for (const name of themeVariableNames) {
      const value = resolved[name]
      if (value === undefined) element.style.removeProperty(name)
      else element.style.setProperty(name, String(value))
    }
  }, [ref, variables])
}
