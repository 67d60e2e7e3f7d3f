import { createElement, lazy, useState, type ComponentType } from 'react'

export type LazyFeature<P extends object = object> = ComponentType<P> & {
  /** Starts loading the bundle early: on hover or focus of the control that opens it, or once that control is on screen. */
  readonly preload: () => Promise<unknown>
}

/**
 * THE mechanism for SPEC §1 on-demand feature bundles: `React.lazy` over a dynamic `import()`, so
 * the bundler emits the feature as its own chunk and nothing loads it before it is shown. Every
 * feature and every view but Connect is declared through this one function.
 *
 * Once the bundle is in, a new mount renders the component itself. `React.lazy` suspends on its
 * first render even when its module arrived long before, and React then holds the fallback it
 * showed for 300 ms: a view opened after its preload would flash a spinner for nothing. Each mount
 * keeps the component it started with, so a view never remounts when the bundle lands under it.
 */
export function lazyFeature<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyFeature<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined
  let loaded: ComponentType<P> | undefined
  const preload = () => (pending ??= load().then((module) => ((loaded = module.default), module)))
  const Lazy = lazy(preload)
  const Feature = (props: P) => createElement(useState(() => loaded ?? Lazy)[0], props)
  return Object.assign(Feature, { preload })
}
