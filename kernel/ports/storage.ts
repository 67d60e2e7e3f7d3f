/** The subset of the Web Storage API the kernel uses; synchronous like localStorage. */
export interface StoragePort {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** In-memory storage for tests and server-side rendering. */
export function createMemoryStorage(initial: Record<string, string> = {}): StoragePort & {
  readonly snapshot: () => Record<string, string>
} {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    snapshot: () => Object.fromEntries(items),
  }
}
