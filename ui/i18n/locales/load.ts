import type { Locale } from '../../../kernel'
import type { LocaleTable } from './types'

// One chunk per language, loaded only when that language is active.
const tables: Readonly<Partial<Record<Exclude<Locale, 'en'>, () => Promise<{ readonly default: LocaleTable }>>>> = {
  de: () => import('./de'),
  es: () => import('./es'),
  fr: () => import('./fr'),
}

/** A built-in catalogue's translation into a language (English has none: it is the source). */
export const loadBuiltIn = (locale: Locale, id: string): Promise<object | undefined> =>
  locale === 'en' ? Promise.resolve(undefined) : (tables[locale]?.() ?? Promise.resolve(undefined)).then((m) => m && (m.default as unknown as Record<string, object | undefined>)[id])

/** The languages with a built-in translation; the others show English until theirs is added here. */
export const translatedLocales = Object.keys(tables) as ReadonlyArray<Exclude<Locale, 'en'>>
