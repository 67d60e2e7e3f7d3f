import * as t from 'io-ts'

/**
 * The languages the renderer ships (the set RainbowKit ships). The kernel keeps only the choice:
 * its values stay locale-neutral and the renderer turns them into text.
 */
const locales = ['ar', 'de', 'en', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-HK', 'zh-TW'] as const

export const Locale = /* @__PURE__ */ t.keyof(
  /* @__PURE__ */ Object.fromEntries(locales.map((locale) => [locale, null])) as Record<(typeof locales)[number], null>,
  'Locale',
)
export type Locale = t.TypeOf<typeof Locale>

/** English: the source catalogue, and what every missing message falls back to. */
export const defaultLocale: Locale = 'en'
