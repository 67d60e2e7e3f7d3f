import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sourceFiles } from '../../test/harness/sourceFiles'
import { describe, expect, it } from 'vitest'
import { createKernelFixture } from '../../test/kernel/kernelHarness'
import { darkTheme, lightTheme } from './themes'
import { themeVariableNames } from './themeVariables'

/** The renderer's style sources (linaria css``), where a variable is used by `var(--name`. */
function styleSources(): string {
  const root = fileURLToPath(new URL('../../', import.meta.url))
  return sourceFiles(root, ['ui'])
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n')
}

describe('theme contract (SPEC §1 themeMode and themeVariables, §2 light and dark accents)', () => {
  it('§1 every theme variable an integrator may set is read by a style rule (none is inert)', () => {
    const styles = styleSources()
    const inert = themeVariableNames.filter((name) => !styles.includes(`var(${name}`))
    expect(inert).toEqual([])
  })

  it('§1 darkTheme and lightTheme map words to the variables and set the mode', () => {
    expect(darkTheme({ accentColor: '#ff6b00', borderRadius: 6, fontStack: 'Inter, sans-serif', colorMix: '#00ff00', colorMixStrength: 20 })).toEqual({
      themeMode: 'dark',
      themeVariables: {
        '--airlock-accent-dark': '#ff6b00',
        '--airlock-border-radius-master': '6px',
        '--airlock-font-family': 'Inter, sans-serif',
        '--airlock-color-mix': '#00ff00',
        '--airlock-color-mix-strength': 20,
      },
    })
    expect(lightTheme({ fontSize: '11px', zIndex: 10, qrColor: '#222' })).toEqual({
      themeMode: 'light',
      themeVariables: { '--airlock-font-size-master': '11px', '--airlock-z-index': 10, '--airlock-qr-color': '#222' },
    })
  })

  it('§2 the light accent is set apart from the dark one, and both reach the kernel as one theme', () => {
    expect(lightTheme({ accentColor: '#0055ff' }).themeVariables).toEqual({ '--airlock-accent-light': '#0055ff' })
    const { modal } = createKernelFixture({ options: { ...lightTheme({ accentColor: '#0055ff' }) } })
    modal.setThemeVariables({ ...modal.getState().theme.variables, ...darkTheme({ accentColor: '#ff6b00' }).themeVariables })
    expect(modal.getState().theme).toMatchObject({
      mode: 'light',
      variables: { '--airlock-accent-light': '#0055ff', '--airlock-accent-dark': '#ff6b00' },
    })
    modal.destroy()
  })
})
