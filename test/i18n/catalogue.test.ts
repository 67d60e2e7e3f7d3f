import { describe, expect, it } from 'vitest'
import { fileURLToPath } from 'node:url'
import { Locale } from '../../kernel/options/locale'
import { findStrayStrings } from './uiStrings'
import { readFileSync, readdirSync } from 'node:fs'
import type { LoadedLocale, LocaleModule } from '../../ui/i18n/locales/types'
import { shownKernelKeys } from '../../ui/i18n/locales/types'
import { coreMessages } from '../../ui/modal/messages'
import { componentMessages } from '../../ui/components/messages'
import { accountMessages } from '../../ui/views/Account/messages'
import { allWalletsMessages } from '../../ui/views/AllWallets/messages'
import { connectingMessages } from '../../ui/views/messages'
import { historyMessages } from '../../ui/views/History/messages'
import { networkMessages } from '../../ui/views/Networks/messages'
import { receiveMessages } from '../../ui/views/Receive/messages'
import { sendMessages } from '../../ui/views/Send/messages'
import { nameMessages } from '../../ui/features/names/messages'
import { swapMessages } from '../../ui/features/swaps/messages'
import { onrampMessages } from '../../ui/features/onramp/messages'
import { sessionsMessages } from '../../ui/features/sessions/messages'
import { shownMessages } from '../../kernel'
import * as nameErrors from '../../kernel/errors/nameErrors'
import * as sendRefusals from '../../kernel/errors/sendRefusals'
import * as swapErrors from '../../kernel/errors/swapErrors'

const root = fileURLToPath(new URL('../../', import.meta.url))
const locales = Object.keys(Locale.keys) as Locale[]
/** The languages with a built-in translation: one file each in ui/i18n/locales (the others show English). */
const translatedLocales = readdirSync(new URL('../../ui/i18n/locales/', import.meta.url))
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => (locales as string[]).includes(name))
/** A language as the modal loads it (ui/i18n/useLanguage.ts). */
async function loadLocale(locale: string): Promise<LoadedLocale | undefined> {
  if (!translatedLocales.includes(locale)) return undefined
  const { default: table, kernelTranslator } = (await import(`../../ui/i18n/locales/${locale}.ts`)) as LocaleModule
  return { ...table, kernelText: kernelTranslator(table.kernel) }
}
const builtIn = [coreMessages, componentMessages, accountMessages, allWalletsMessages, connectingMessages, historyMessages, networkMessages, receiveMessages, sendMessages, nameMessages, swapMessages, onrampMessages, sessionsMessages]

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
    // Parsing every renderer file takes a few seconds on a busy machine.
  }, 30_000)

  it('the scan finds text in JSX, in text props and in display objects (it would catch a regression)', () => {
    const stray = findStrayStrings(root, ['test/i18n/fixtures'])
    expect(stray.map((s) => s.text).sort()).toEqual(['Close me', 'Hello there', 'Pick one', 'Tokens', '`Waiting for ${name}`'].sort())
  })

  it('the 19 RainbowKit locales are the option values', () => {
    expect(locales.sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-HK', 'zh-TW'])
  })

  it.each([...translatedLocales])('%s translates every key of every built-in catalogue, functions with the same parameters', async (locale) => {
    const loaded = await loadLocale(locale)
    for (const catalogue of builtIn) {
      const table = loaded?.[catalogue.id]
      expect(table, `${locale} ${catalogue.id}`).toBeDefined()
      expect(shape(table!).sort(), `${locale} ${catalogue.id}`).toEqual(shape(catalogue.en).sort())
      for (const [key, english] of Object.entries(catalogue.en)) {
        const local = (table as Record<string, unknown>)[key]
        if (typeof english === 'function') {
          expect((local as (...a: string[]) => string).length, `${locale} ${catalogue.id}.${key}`).toBe(english.length)
          // A text that shows its parameter shows it in every language (a choice like pay/receive shows none).
          if ((english as (...a: string[]) => string)('X1', 'Y2').includes('X1'))
            expect((local as (...a: string[]) => string)('X1', 'Y2'), `${locale} ${catalogue.id}.${key} uses its parameters`).toContain('X1')
        }
      }
      expect(JSON.stringify(table)).not.toBe(JSON.stringify(catalogue.en))
    }
    expect(Object.keys(loaded!.kernel).sort(), `${locale} kernel`).toEqual([...shownKernelKeys].sort())
  })

  it('the modal loads each translated language as its own chunk (useLanguage lists every locales/ file)', () => {
    const loader = readFileSync(new URL('../../ui/i18n/useLanguage.ts', import.meta.url), 'utf8')
    for (const locale of translatedLocales) expect(loader).toContain(`${locale}: () => import('./locales/${locale}')`)
  })

  it.todo.each(locales.filter((l) => l !== 'en' && !translatedLocales.includes(l as never)))('%s has a built-in translation (English shows meanwhile)', () => undefined)

  it('kernel texts shown in a view are found by their English, parameters carried over; other texts stay as they are', async () => {
    const { kernelText } = (await loadLocale('de'))!
    expect(kernelText(shownMessages.signatureDeclined)).toBe('Signatur abgelehnt')
    expect(kernelText(swapErrors.networkNotSupportedForSwaps)).toBe('Netzwerk für Tausch nicht unterstützt')
    expect(kernelText(nameErrors.errorRegisteringName('alice.reown.id'))).toBe('alice.reown.id konnte nicht registriert werden')
    expect(kernelText(sendRefusals.amountTooPrecise(6))).toBe('Zu viele Dezimalstellen: Dieser Token hat 6')
    expect(kernelText('User rejected the request in MetaMask')).toBe('User rejected the request in MetaMask')
  })

  it('a language without a built-in translation loads nothing: English shows', async () => {
    expect(await loadLocale('hi')).toBeUndefined()
    expect(await loadLocale('en')).toBeUndefined()
  })
})
