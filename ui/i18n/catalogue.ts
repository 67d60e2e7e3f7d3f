import { useSyncExternalStore } from 'react'
import type { Locale } from '../../kernel'
import { useNearestKernel } from '../context/KernelContext'
import type { LoadedLocale, LocaleTable } from './locales/types'

/**
 * The renderer's message catalogues. Every text a person reads comes from one; English is the
 * source and what a missing translation falls back to.
 *
 * A catalogue is one group of messages (a view, a feature) with typed keys. Its English sits with
 * the code that shows it, so a lazily loaded view keeps its texts in its own chunk:
 *
 *   // ui/features/swaps/messages.ts
 *   export const swapMessages = defineMessages('swaps', { title: 'Swap', rate: (a: string) => `1 ${a}` })
 *   // in the view:  const m = useMessages(swapMessages); <h3>{m.title}</h3>; m.rate(a)
 *
 * Every other language is one chunk (`locales/<locale>.ts`: all catalogues by id, typed against the
 * English so a missing key fails the type check), loaded by the modal when its kernel asks for it
 * (`useLanguage`).
 */
export interface Catalogue<M> {
  readonly id: keyof LocaleTable
  readonly en: M
}

export const defineMessages = <M extends object>(id: keyof LocaleTable, en: M): Catalogue<M> => ({ id, en })

/** Languages by locale; one present (even undefined) is loading or loaded. */
export const languages = new Map<Locale, LoadedLocale | undefined>()
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener))
export const languageLoaded = (locale: Locale, table: LoadedLocale) => (languages.set(locale, table), listeners.forEach((l) => l()))
// English merged under each translation once, so a view gets the same object every render.
const merged = new WeakMap<object, object>()
const same = (text: string) => text

/** The kernel's locale (options are fixed when the kernel is made); English outside any kernel. */
export const useLocale = (): Locale => useNearestKernel()?.getState().options.locale ?? 'en'

/** The active language's tables (undefined for English, and until they arrive). */
export function useLocaleTable(): LoadedLocale | undefined {
  const locale = useLocale()
  const read = () => languages.get(locale)
  return useSyncExternalStore(subscribe, read, read)
}

/** The active language's messages of a catalogue, English until (and where) the translation is missing. */
export function useMessages<M extends object>({ id, en }: Catalogue<M>): M {
  const table = useLocaleTable()?.[id]
  if (!table) return en
  if (!merged.has(table)) merged.set(table, { ...en, ...table })
  return merged.get(table) as M
}

/** A kernel text (SPEC §8 messages, errors) in the active language; a text the kernel does not own stays as it is. */
export const useKernelText = (): ((text: string) => string) => useLocaleTable()?.kernelText ?? same
