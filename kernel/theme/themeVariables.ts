import * as t from 'io-ts'
import { BORDER_RADIUS_MASTER, DEFAULT_Z_INDEX, FONT_SIZE_MASTER } from '../modal/constants'

/** The CSS variables an integrator may set (SPEC §1 themeVariables); the renderer reads only these. */
export const themeVariableNames = [
  '--airlock-font-family',
  '--airlock-accent',
  '--airlock-accent-dark',
  '--airlock-accent-light',
  '--airlock-color-mix',
  '--airlock-color-mix-strength',
  '--airlock-font-size-master',
  '--airlock-border-radius-master',
  '--airlock-z-index',
  '--airlock-qr-color',
] as const
export type ThemeVariableName = (typeof themeVariableNames)[number]

const ThemeVariableValue = /* @__PURE__ */ t.union([t.string, t.number], 'ThemeVariableValue')

/**
 * Known keys only (unknown ones are stripped: see `unknownThemeVariables`); an undefined value
 * returns that variable to its default when merged.
 */
export const ThemeVariables = /* @__PURE__ */ t.exact(
  /* @__PURE__ */ t.partial(
    Object.fromEntries(themeVariableNames.map((name) => [name, ThemeVariableValue])) as Record<
      ThemeVariableName,
      typeof ThemeVariableValue
    >,
  ),
  'ThemeVariables',
)
export type ThemeVariables = t.TypeOf<typeof ThemeVariables>

/** SPEC §2: font-size master 10px, radius master 4px, default z-index 999. */
export const defaultThemeVariables: ThemeVariables = {
  '--airlock-font-size-master': FONT_SIZE_MASTER,
  '--airlock-border-radius-master': BORDER_RADIUS_MASTER,
  '--airlock-z-index': DEFAULT_Z_INDEX,
}

/** What the renderer applies: the defaults under the integrator's values. */
export function resolveThemeVariables(variables: ThemeVariables): ThemeVariables {
  return mergeThemeVariables(defaultThemeVariables, variables)
}

/** Later values win; an undefined value removes the key. */
export function mergeThemeVariables(base: ThemeVariables, patch: ThemeVariables): ThemeVariables {
  const merged: Partial<Record<ThemeVariableName, string | number>> = { ...base }
  for (const name of themeVariableNames) {
    if (!(name in patch)) continue
    const value = patch[name]
    if (value === undefined) delete merged[name]
    else merged[name] = value
  }
  return merged
}

/** Keys of a raw input that are not theme variables (a likely typo worth a warning). */
export function unknownThemeVariables(input: unknown): string[] {
  if (typeof input !== 'object' || input === null) return []
  const known: ReadonlyArray<string> = themeVariableNames
  return Object.keys(input).filter((key) => !known.includes(key))
}
