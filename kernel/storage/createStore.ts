import type { StoragePort } from '../ports/storage'
import type { LoggerPort } from '../ports/logger'
import type * as t from 'io-ts'
import { decode } from '../codec/decode'
import { storageKeys, type StorageKeyName, type StoredValue } from './keys'

/** Typed access to the storage port: every read decoded, every failure contained. */
export interface Store {
  read<K extends StorageKeyName>(name: K): StoredValue<K> | undefined
  write<K extends StorageKeyName>(name: K, value: StoredValue<K>): void
  remove(name: StorageKeyName): void
}

export function createStore(storage: StoragePort, logger: LoggerPort): Store {
  const drop = (name: StorageKeyName, reason: string): void => {
    logger.warn(`storage: dropped corrupt value of ${name}`, reason)
    try {
      storage.removeItem(storageKeys[name].key)
    } catch (cause) {
      logger.error(`storage: could not remove ${name}`, cause)
    }
  }

  return {
    read(name) {
      let raw: string | null
      try {
        raw = storage.getItem(storageKeys[name].key)
      } catch (cause) {
        // Storage can be denied (private mode, sandboxed frames); that means "nothing stored".
        logger.warn(`storage: could not read ${name}`, cause)
        return undefined
      }
      if (raw === null) return undefined
      let json: unknown
      try {
        json = JSON.parse(raw)
      } catch {
        drop(name, 'not JSON')
        return undefined
      }
      // The registry is heterogeneous; each entry's codec matches its own StoredValue.
      const codec: t.Decoder<unknown, unknown> = storageKeys[name].codec
      const result = decode(codec, json, name)
      if (result.ok) return result.value as StoredValue<typeof name>
      drop(name, result.error.message)
      return undefined
    },
    write(name, value) {
      try {
        storage.setItem(storageKeys[name].key, JSON.stringify(value))
      } catch (cause) {
        logger.warn(`storage: could not write ${name}`, cause)
      }
    },
    remove(name) {
      try {
        storage.removeItem(storageKeys[name].key)
      } catch (cause) {
        logger.warn(`storage: could not remove ${name}`, cause)
      }
    },
  }
}
