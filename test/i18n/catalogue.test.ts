import { describe, expect, it } from 'vitest'
import { fileURLToPath } from 'node:url'
import { Locale } from '../../kernel/options/locale'
import { findStrayStrings } from './uiStrings'
import { loadBuiltIn, translatedLocales } from '../../ui/i18n/locales/load'
import { shownKernelKeys } from '../../ui/i18n/locales/types'
import { coreMessages } from '../../ui/modal/messages'
import { accountMessages } from '../../ui/views/Account/messages'
import { allWalletsMessages } from '../../ui/views/AllWallets/messages'
import { connectingMessages } from '../../ui/views/messages'
import { historyMessages } from '../../ui/views/History/messages'
import { networkMessages } from '../../ui/views/Networks/messages'
import { receiveMessages } from '../../ui/views/Receive/messages'
import { sendMessages } from '../../ui/views/Send/messages'
import { kernelMessages } from '../../ui/i18n/kernelMessages'

const root = fileURLToPath(new URL('../../', import.meta.url))
const locales = Object.keys(Locale.keys) as Locale[]
const builtIn = [coreMessages, accountMessages, allWalletsMessages, connectingMessages, historyMessages, networkMessages, receiveMessages, sendMessages]

/** Every key path of a catalogue ('titles.Connect'), with the kind of value there. */
function shape(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'object' && v !== null ? shape(v as object, `${prefix}${key}.`) : [`${prefix}${key}:${typeof v}`],
  )
}

describe('§ locales: the message catalogues', () => {
  it('no text a person reads is left in the renderer outside a catalogue (JSX text, text props, literals in JSX, titles)', () => {
    const stray = findStrayStrings(root, ['ui'])
    expect(stray.map((s) => `${s.file}:${s.line} ${s.text}`)).toEqual([])
  })

  it('the scan finds text in JSX, in text props and in display objects (it would catch a regression)', () => {
    const stray = findStrayStrings(root, ['test/i18n/fixtures'])
    expect(stray.map((s) => s.text).sort()).toEqual(['Close me', 'Hello there', 'Pick one', 'Tokens', '`Waiting for ${name}`'].sort())
  })

  it('the 19 RainbowKit locales are the option values', () => {
    expect(locales.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-HK', 'zh-TW'])
  })

  it.each([...translatedLocales])('%s translates every key of every built-in catalogue, functions with the same parameters', async (locale) => {
    for (const catalogue of builtIn) {
      const table = await loadBuiltIn(locale, catalogue.id)
      expect(table, `${locale} ${catalogue.id}`).toBeDefined()
      expect(shape(table!).sort(), `${locale} ${catalogue.id}`).toEqual(shape(catalogue.en).sort())
      for (const [key, english] of Object.entries(catalogue.en)) {
        const local = (table as Record<string, unknown>)[key]
        if (typeof english === 'function') {
          expect((local as (...a: string[]) => string).length, `${locale} ${catalogue.id}.${key}`).toBe(english.length)
          expect((local as (...a: string[]) => string)('X1', 'Y2'), `${locale} ${catalogue.id}.${key} uses its parameters`).toContain('X1')
        }
      }
      expect(JSON.stringify(table)).not.toBe(JSON.stringify(catalogue.en))
    }
    const kernel = await loadBuiltIn(locale, kernelMessages.id)
    expect(Object.keys(kernel!).sort(), `${locale} kernel`).toEqual([...shownKernelKeys].sort())
  })

  it.todo.each(locales.filter((l) => l !== 'en' && !translatedLocales.includes(l as never)))('%s has a built-in translation (English shows meanwhile)', () => undefined)

  it('a key a language lacks shows the English (a feature catalogue with no translation yet falls back whole)', async () => {
    const { defineMessages } = await import('../../ui/i18n/catalogue')
    const feature = defineMessages('feature', { title: 'Swap', rate: (a: string) => `1 ${a}` }, () => Promise.resolve({ title: 'Tauschen' }))
    const table = await feature.load('de')
    const merged = { ...feature.en, ...table }
    expect(merged.title).toBe('Tauschen')
    expect(merged.rate('ETH')).toBe('1 ETH')
  })
})
