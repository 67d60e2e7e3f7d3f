import type { ThemeMode } from '../codec/primitives'
import type { ThemeVariables } from './themeVariables'

/** What a theme sets, in words rather than CSS variable names. */
export interface ThemeOptions {
  /** The accent of this theme's mode (buttons, focus, links); the other mode keeps its own. */
  readonly accentColor?: string
  /** The unit every corner radius is a multiple of, e.g. 4 (px) or '4px'. */
  readonly borderRadius?: number | string
  /** A CSS font-family list. */
  readonly fontStack?: string
  /** The unit every font size is a multiple of, e.g. 10 (px) or '10px'. */
  readonly fontSize?: number | string
  /** A colour the backgrounds are tinted with, and how much of it (0–100). */
  readonly colorMix?: string
  readonly colorMixStrength?: number
  readonly zIndex?: number
  /** The dots of the WalletConnect QR code. */
  readonly qrColor?: string
}

/** `createModal({ ...darkTheme({ accentColor: '#ff6b00' }) })`: the mode and its variables. */
export interface Theme {
  readonly themeMode: ThemeMode
  readonly themeVariables: ThemeVariables
}

const px = (value: number | string): string => (typeof value === 'number' ? `${value}px` : value)

function themeOf(mode: ThemeMode, options: ThemeOptions): Theme {
  const variables: Record<string, string | number> = {}
  const set = (name: keyof ThemeVariables, value: string | number | undefined) => {
    if (value !== undefined) variables[name] = value
  }
  set(mode === 'dark' ? '--airlock-accent-dark' : '--airlock-accent-light', options.accentColor)
  set('--airlock-border-radius-master', options.borderRadius === undefined ? undefined : px(options.borderRadius))
  set('--airlock-font-family', options.fontStack)
  set('--airlock-font-size-master', options.fontSize === undefined ? undefined : px(options.fontSize))
  set('--airlock-color-mix', options.colorMix)
  set('--airlock-color-mix-strength', options.colorMixStrength)
  set('--airlock-z-index', options.zIndex)
  set('--airlock-qr-color', options.qrColor)
  return { themeMode: mode, themeVariables: variables as ThemeVariables }
}

/** The dark theme with the app's accent, corners, font and tint (SPEC §1 themeMode, themeVariables). */
export const darkTheme = (options: ThemeOptions = {}): Theme => themeOf('dark', options)

/** The light theme with the app's accent, corners, font and tint (SPEC §1 themeMode, themeVariables). */
export const lightTheme = (options: ThemeOptions = {}): Theme => themeOf('light', options)
