import { asyncScheduler } from 'rxjs'
import type { KernelEnv } from '../env'
import { createLogger } from '../../logger/createLogger'
import { createBrowserPlatform } from './platform'
import { createBrowserStorage } from './storage'
import { createBrowserIds } from './ids'

/**
 * The real page's ports, for whatever the caller did not inject. This folder is the only kernel code
 * allowed to reach browser globals (the lint rules exempt it).
 */
export function createBrowserEnv(overrides: Partial<KernelEnv>, debug: boolean): KernelEnv {
  return {
    scheduler: overrides.scheduler ?? asyncScheduler,
    storage: overrides.storage ?? createBrowserStorage(),
    fetch: overrides.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    ids: overrides.ids ?? createBrowserIds(),
    platform: overrides.platform ?? createBrowserPlatform(),
    logger: overrides.logger ?? createLogger({ sink: console, level: debug ? 'debug' : 'error' }),
  }
}

export { createBrowserPlatform, createBrowserStorage, createBrowserIds }
