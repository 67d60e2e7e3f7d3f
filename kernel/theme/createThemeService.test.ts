import { describe, expect, it } from 'vitest'
import { map } from 'rxjs'
import { createThemeService } from './createThemeService'
import { resolveThemeVariables, type ThemeVariables } from './themeVariables'
import { ThemeMode } from '../codec/primitives'
import { decode } from '../codec/decode'
import { createRecordingLogger } from '../ports/logger'
import { createTestScheduler } from '../../test/harness/marbles'

function started(initial: Parameters<typeof createThemeService>[1] = {}) {
  const logger = createRecordingLogger()
  const theme = createThemeService({ logger }, initial)
  const sub = theme.run$.subscribe()
  return { theme, logger, sub }
}

describe('theme service (SPEC §1 theme, §5 theme mode)', () => {
  it('§1 theme: the default theme mode is dark, with no variables set', () => {
    const { theme } = started()
    expect(theme.getState()).toEqual({ mode: 'dark', variables: {} })
  })

  it('§1 options: themeMode and themeVariables from the options are the starting theme', () => {
    const { theme } = started({ themeMode: 'light', themeVariables: { '--airlock-accent': '#47a1ff' } })
    expect(theme.getState()).toEqual({ mode: 'light', variables: { '--airlock-accent': '#47a1ff' } })
  })

  it('§5 validation: a bad themeMode option falls back to dark and is logged', () => {
    const { theme, logger } = started({ themeMode: 'sepia', themeVariables: { '--airlock-z-index': true } })
    expect(theme.getState()).toEqual({ mode: 'dark', variables: {} })
    expect(logger.entries.map((e) => e.message)).toEqual(['theme: refused theme mode', 'theme: refused theme variables'])
  })

  it('§5 validation: theme mode is light or dark; another value is refused and the mode stays', () => {
    const { theme, logger } = started()
    expect(theme.setThemeMode('light')).toEqual({ ok: true, value: 'light' })
    expect(theme.getState().mode).toBe('light')
    const refused = theme.setThemeMode('blue' as ThemeMode)
    expect(refused.ok).toBe(false)
    // The refusal is the codec's own SPEC §5 message.
    const codecRefusal = decode(ThemeMode, 'blue')
    if (!refused.ok && !codecRefusal.ok) expect(refused.error.shortMessage).toBe(codecRefusal.error.shortMessage)
    expect(theme.getState().mode).toBe('light')
    expect(logger.entries).toHaveLength(1)
  })

  it('§1 theme: setThemeVariables merges into the current variables', () => {
    const { theme } = started({ themeVariables: { '--airlock-accent': '#47a1ff' } })
    theme.setThemeVariables({ '--airlock-z-index': 2000, '--airlock-font-family': 'Inter' })
    expect(theme.getState().variables).toEqual({
      '--airlock-accent': '#47a1ff',
      '--airlock-z-index': 2000,
      '--airlock-font-family': 'Inter',
    })
    theme.setThemeVariables({ '--airlock-accent': undefined })
    expect(theme.getState().variables).toEqual({ '--airlock-z-index': 2000, '--airlock-font-family': 'Inter' })
  })

  it('§5 validation: a variable of the wrong type refuses the whole call', () => {
    const { theme } = started({ themeVariables: { '--airlock-accent': '#47a1ff' } })
    const before = theme.getState()
    const refused = theme.setThemeVariables({ '--airlock-accent': 'red', '--airlock-z-index': {} } as unknown as ThemeVariables)
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.error.issues[0]?.path).toBe('--airlock-z-index')
    expect(theme.getState()).toBe(before)
  })

  it('§5 validation: unknown variables are dropped with a warning', () => {
    const { theme, logger } = started()
    theme.setThemeVariables({ '--w3m-accent': 'red', '--airlock-accent': 'blue' } as ThemeVariables)
    expect(theme.getState().variables).toEqual({ '--airlock-accent': 'blue' })
    expect(logger.entries).toEqual([
      { level: 'warn', message: 'theme: ignored unknown theme variables', detail: ['--w3m-accent'] },
    ])
  })

  it('§2 theme: the renderer gets font-size master 10px, radius master 4px and z-index 999 unless overridden', () => {
    expect(resolveThemeVariables({})).toEqual({
      '--airlock-font-size-master': '10px',
      '--airlock-border-radius-master': '4px',
      '--airlock-z-index': 999,
    })
    expect(resolveThemeVariables({ '--airlock-z-index': 5 })['--airlock-z-index']).toBe(5)
  })

  it('§1 theme: each mode change is one state, a repeated mode none (marbles)', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const logger = createRecordingLogger()
      const theme = createThemeService({ logger })
      theme.run$.subscribe()
      cold('-l-l-x-d', { l: 'light', d: 'dark', x: 'nope' }).subscribe((mode) => theme.setThemeMode(mode as ThemeMode))
      expectObservable(theme.state$.pipe(map((s) => s.mode))).toBe('dl-----d', { d: 'dark', l: 'light' })
    })
  })

  it('DESIGN §3 lifetime: nothing changes once run$ is unsubscribed', () => {
    const { theme, sub } = started()
    sub.unsubscribe()
    theme.setThemeMode('light')
    theme.setThemeVariables({ '--airlock-accent': 'red' })
    expect(theme.getState()).toEqual({ mode: 'dark', variables: {} })
  })
})
