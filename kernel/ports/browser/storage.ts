import { createMemoryStorage, type StoragePort } from '../storage'

/**
 * localStorage when the page may use it; memory otherwise (SSR, sandboxed frames, denied storage:
 * there reading `window.localStorage` throws). A write that fails later (a full quota) is the store's
 * to catch and log, as every storage call is.
 */
export function createBrowserStorage(): StoragePort {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage
  } catch {
    // Access denied: fall through to memory.
  }
  return createMemoryStorage()
}
