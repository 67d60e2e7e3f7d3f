import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export type LazyFeature<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the bundle early (on hover or focus of the control that opens it). */
  readonly preload: () => Promise<unknown>
}

/**
 * THE mechanism for SPEC §1 on-demand feature bundles: `React.lazy` over a dynamic `import()`, so
 * rollup emits the feature as its own chunk and nothing loads it before it is shown. Every feature
 * (send, receive, history now; email, socials, swaps, onramp, pay later) is declared in
 * `features.ts` through this one function.
 */
export function lazyFeature<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyFeature<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined
  const once = () => (pending ??= load())
  return Object.assign(lazy(once), { preload: once })
}
