import { createService, handleOf, type ServiceHandle } from '../core/createService'
import { decode, type Decoded } from '../codec/decode'
import { ThemeMode } from '../codec/primitives'
import type { LoggerPort } from '../ports/logger'
import { ThemeVariables, mergeThemeVariables, unknownThemeVariables } from './themeVariables'

export interface ThemeState {
  readonly mode: ThemeMode
  /** The integrator's values only; `resolveThemeVariables` adds the defaults. */
  readonly variables: ThemeVariables
}

export type ThemeCommand =
  | { readonly type: 'setMode'; readonly mode: ThemeMode }
  | { readonly type: 'mergeVariables'; readonly variables: ThemeVariables }

export interface ThemeDeps {
  readonly logger: LoggerPort
}

/** The options' themeMode / themeVariables as given (decoded here; a bad value falls back and is logged). */
export interface ThemeInitial {
  readonly themeMode?: unknown
  readonly themeVariables?: unknown
}

export interface ThemeService extends ServiceHandle<ThemeState> {
  /** SPEC §5: light or dark. A bad value is refused (the mode stays), logged and returned as the failure. */
  readonly setThemeMode: (mode: ThemeMode) => Decoded<ThemeMode>
  /** Merges into the current variables. A bad value refuses the whole call, logged and returned. */
  readonly setThemeVariables: (variables: ThemeVariables) => Decoded<ThemeVariables>
}

/** SPEC §1: the default theme mode is dark. */
export const DEFAULT_THEME_MODE: ThemeMode = 'dark'

function reduceTheme(state: ThemeState, command: ThemeCommand): ThemeState {
  switch (command.type) {
    case 'setMode':
      return state.mode === command.mode ? state : { ...state, mode: command.mode }
    case 'mergeVariables':
      return { ...state, variables: mergeThemeVariables(state.variables, command.variables) }
  }
}

export function createThemeService(deps: ThemeDeps, initial: ThemeInitial = {}): ThemeService {
  const { logger } = deps

  // JavaScript callers can pass anything, so typed parameters are decoded all the same.
  const decodeMode = (input: unknown): Decoded<ThemeMode> => {
    const result = decode(ThemeMode, input, 'themeMode')
    if (!result.ok) logger.warn('theme: refused theme mode', result.error)
    return result
  }
  const decodeVariables = (input: unknown): Decoded<ThemeVariables> => {
    const result = decode(ThemeVariables, input, 'themeVariables')
    if (!result.ok) logger.warn('theme: refused theme variables', result.error)
    else {
      const unknown = unknownThemeVariables(input)
      if (unknown.length) logger.warn('theme: ignored unknown theme variables', unknown)
    }
    return result
  }

  const startMode = initial.themeMode === undefined ? undefined : decodeMode(initial.themeMode)
  const startVariables = initial.themeVariables === undefined ? undefined : decodeVariables(initial.themeVariables)

  const service = createService<ThemeState, ThemeCommand>({
    initial: {
      mode: startMode?.ok ? startMode.value : DEFAULT_THEME_MODE,
      variables: startVariables?.ok ? mergeThemeVariables({}, startVariables.value) : {},
    },
    reduce: reduceTheme,
  })

  return {
    ...handleOf(service),
    setThemeMode: (mode) => {
      const result = decodeMode(mode)
      if (result.ok) service.dispatch({ type: 'setMode', mode: result.value })
      return result
    },
    setThemeVariables: (variables) => {
      const result = decodeVariables(variables)
      if (result.ok) service.dispatch({ type: 'mergeVariables', variables: result.value })
      return result
    },
  }
}
