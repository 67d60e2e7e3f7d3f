import * as t from 'io-ts'

/**
 * The languages the renderer ships (the set RainbowKit ships). The kernel keeps only the choice:
 * its values stay locale-neutral and the renderer turns them into text.
 */
export const Locale = /* @__PURE__ */ t.keyof(
  {
    ar: null, de: null, en: null, es: null, fr: null, hi: null, id: null, ja: null, ko: null, ms: null,
    pt: null, ru: null, th: null, tr: null, uk: null, vi: null, 'zh-CN': null, 'zh-HK': null, 'zh-TW': null,
  },
  'Locale',
)
export type Locale = t.TypeOf<typeof Locale>

/** English: the source catalogue, and what every missing message falls back to. */
export const defaultLocale: Locale = 'en'
