import { createMemoryStorage, type StoragePort } from '../storage'

/** localStorage when the page may use it; memory otherwise (SSR, sandboxed frames, denied storage). */
export function createBrowserStorage(): StoragePort {
  try {
    if (typeof window !== 'undefined' && window.localStorage) {
      const probe = '@airlock/probe'
      window.localStorage.setItem(probe, '1')
      window.localStorage.removeItem(probe)
      return window.localStorage
    }
  } catch {
    // Access denied: fall through to memory.
  }
  return createMemoryStorage()
}
