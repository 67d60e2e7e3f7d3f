export { createStore } from './createStore'
export type { Store } from './createStore'
export { storageKeys, CacheEntry, CacheTable } from './keys'
export type { StorageKeyName, StoredValue } from './keys'
