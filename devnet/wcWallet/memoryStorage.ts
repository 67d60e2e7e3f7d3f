/**
 * Per-wallet in-memory key-value storage for the WalletConnect core. Without it every core in the
 * process shares one module-level ':memory:' database: a stopped wallet would leave its pairings
 * behind for the next one.
 */
import type { CoreTypes } from '@walletconnect/types'

export type WalletConnectStorage = NonNullable<CoreTypes.Options['storage']>

export function createMemoryStorage(): WalletConnectStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T = unknown>() => [...entries.entries()] as Array<[string, T]>,
    getItem: async <T = unknown>(key: string) => entries.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => {
      entries.set(key, value)
    },
    removeItem: async (key: string) => {
      entries.delete(key)
    },
  }
}
