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

// JavaScript callers can pass anything, so typed parameters are decoded all the same.
function decodeMode(logger: LoggerPort, input: unknown): Decoded<ThemeMode> {
  const result = decode(ThemeMode, input, 'themeMode')
  if (!result.ok) logger.warn('theme: refused theme mode', result.error)
  return result
}

function decodeVariables(logger: LoggerPort, input: unknown): Decoded<ThemeVariables> {
  const result = decode(ThemeVariables, input, 'themeVariables')
  if (!result.ok) logger.warn('theme: refused theme variables', result.error)
  else {
    const unknown = unknownThemeVariables(input)
    if (unknown.length) logger.warn('theme: ignored unknown theme variables', unknown)
  }
  return result
}

/** The theme as the page opens: the options' values decoded, each bad one logged and left out. */
export function startingTheme({ logger }: ThemeDeps, initial: ThemeInitial): ThemeState {
  const mode = initial.themeMode === undefined ? undefined : decodeMode(logger, initial.themeMode)
  const variables = initial.themeVariables === undefined ? undefined : decodeVariables(logger, initial.themeVariables)
  return {
    mode: mode?.ok ? mode.value : DEFAULT_THEME_MODE,
    variables: variables?.ok ? mergeThemeVariables({}, variables.value) : {},
  }
}

/** `start`: the state the kernel's first snapshot already showed (the default is the same). */
export function createThemeService(deps: ThemeDeps, initial: ThemeInitial = {}, start: ThemeState = startingTheme(deps, initial)): ThemeService {
  const { logger } = deps
  const service = createService<ThemeState, ThemeCommand>({ initial: start, reduce: reduceTheme })

  return {
    ...handleOf(service),
    setThemeMode: (mode) => {
      const result = decodeMode(logger, mode)
      if (result.ok) service.dispatch({ type: 'setMode', mode: result.value })
      return result
    },
    setThemeVariables: (variables) => {
      const result = decodeVariables(logger, variables)
      if (result.ok) service.dispatch({ type: 'mergeVariables', variables: result.value })
      return result
    },
  }
}
