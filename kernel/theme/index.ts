export { createThemeService, DEFAULT_THEME_MODE } from './createThemeService'
export type { ThemeService, ThemeState, ThemeDeps, ThemeInitial, ThemeCommand } from './createThemeService'
export {
  themeVariableNames,
  ThemeVariables,
  defaultThemeVariables,
  resolveThemeVariables,
  mergeThemeVariables,
} from './themeVariables'
export type { ThemeVariableName } from './themeVariables'
