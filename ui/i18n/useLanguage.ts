import type { Locale } from '../../kernel'
import { languageLoaded, languages, useLocale } from './catalogue'
import type { LocaleModule } from './locales/types'

// One chunk per language, loaded only when a kernel's `locale` asks for it; English has none.
const chunks: Partial<Record<Locale, () => Promise<LocaleModule>>> = {
  de: () => import('./locales/de'),
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
}

/**
 * The kernel's locale, its language loading the first time one asks (the modal and the connect
 * button do; views read what has arrived). A language that fails to load leaves the English.
 */
export function useLanguage(): Locale {
  const locale = useLocale()
  if (!languages.has(locale)) {
    languages.set(locale, undefined)
    chunks[locale]?.().then(
      ({ default: table, kernelTranslator }) => languageLoaded(locale, { ...table, kernelText: kernelTranslator(table.kernel) }),
      () => undefined,
    )
  }
  return locale
}
