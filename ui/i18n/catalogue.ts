import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { Locale } from '../../kernel'
import { useNearestKernel } from '../context/KernelContext'

/**
 * The renderer's message catalogues. Every text a person reads comes from one; English is the
 * source and what a missing translation falls back to.
 *
 * A catalogue is one group of messages (a view, a feature) with typed keys. Its English sits with
 * the code that shows it, so a lazily loaded view keeps its texts in its own chunk:
 *
 *   // ui/features/swaps/messages.ts
 *   export const swapMessages = defineMessages('swaps', {
 *     title: 'Swap',
 *     rate: (from: string, to: string) => `1 ${from} = ${to}`,
 *   }, (locale) => import('./translations').then((m) => m.swapTranslations[locale]))
 *   // in the view:  const m = useMessages(swapMessages); <h3>{m.title}</h3>; m.rate(a, b)
 *
 * The third argument loads a translation (`Translation<typeof swapMessages.en>`: every key of the
 * English, each a string or a function with the same parameters) only when that locale is active,
 * so no other language reaches the entry bundle. Without it, the catalogue's translations are read
 * from the built-in locale files (`locales/<locale>.ts`, under the catalogue's id). A locale that
 * lacks a key shows the English for that key.
 */

/** A translation of an English catalogue: the same keys; literal texts become any text. */
export type Translation<M> = { readonly [K in keyof M]?: M[K] extends string ? string : M[K] extends (...args: infer A) => infer R ? (...args: A) => R : Translation<M[K]> }

export interface Catalogue<M extends object> {
  /** Where the built-in locale files keep this catalogue's translation. */
  readonly id: string
  readonly en: M
  readonly load: (locale: Locale) => Promise<Translation<M> | undefined>
}

const builtIn = (id: string) => (locale: Locale) => import('./locales/load').then((m) => m.loadBuiltIn(locale, id))

export const defineMessages = <M extends object>(id: string, en: M, load?: Catalogue<M>['load']): Catalogue<M> => ({
  id,
  en,
  // The built-in tables are typed per catalogue in locales/types.ts.
  load: (load ?? builtIn(id)) as Catalogue<M>['load'],
})

// Loaded translations by `${locale} ${id}`; a key that is present (even undefined) is loading or loaded.
const loaded = new Map<string, object | undefined>()
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener))

/** Starts loading a catalogue's translation (once); resolves when it is in. */
export function loadMessages<M extends object>(catalogue: Catalogue<M>, locale: Locale): Promise<void> {
  const key = `${locale} ${catalogue.id}`
  if (locale === 'en' || loaded.has(key)) return Promise.resolve()
  loaded.set(key, undefined)
  // A translation that fails to load leaves the English in place.
  const done = (table: object | undefined) => (loaded.set(key, table), listeners.forEach((l) => l()))
  return catalogue.load(locale).then(done, () => done(undefined))
}

/** The kernel's locale (options are fixed when the kernel is made); English outside any kernel. */
export const useLocale = (): Locale => useNearestKernel()?.getState().options.locale ?? 'en'

/** The active locale's messages of a catalogue, English until (and where) the translation is missing. */
export function useMessages<M extends object>(catalogue: Catalogue<M>): M {
  const locale = useLocale()
  const key = `${locale} ${catalogue.id}`
  const read = () => loaded.get(key)
  const table = useSyncExternalStore(subscribe, read, read)
  useEffect(() => void loadMessages(catalogue, locale), [catalogue, locale])
  return useMemo(() => (table ? { ...catalogue.en, ...table } : catalogue.en), [catalogue, table])
}
