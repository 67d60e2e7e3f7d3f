import * as t from 'io-ts'
import { decode } from '../../codec/decode'
import { storageKeys } from '../../storage/keys'
import { createMemoryStorage, type StoragePort } from '../storage'
import { createBrowserStorage } from './storage'

/**
 * The keys a first render depends on (connection, active network, account types): small, so they fit
 * a cookie and travel with every request. Caches and sessions stay in the fallback storage.
 */
const cookieKeys: ReadonlySet<string> = new Set([
  storageKeys.connectionStatus.key,
  storageKeys.connectedConnectorIds.key,
  storageKeys.activeCaipNetworkId.key,
  storageKeys.lastUsedChain.key,
  storageKeys.preferredAccountTypes.key,
])

const safeDecodeURIComponent = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/**
 * A Cookie header (`a=1; b=2`), or `document.cookie`, as name → value. Pairs that are not
 * `name=value` or not valid percent-encoding are skipped; anything but a string is no cookies.
 */
export const CookieHeader = new t.Type<Readonly<Record<string, string>>, string, unknown>(
  'CookieHeader',
  (u): u is Readonly<Record<string, string>> => typeof u === 'object' && u !== null,
  (u, context) => {
    if (typeof u !== 'string') return t.failure(u, context, 'a cookie header is a string')
    const cookies: Record<string, string> = {}
    for (const pair of u.split(';')) {
      const at = pair.indexOf('=')
      if (at < 0) continue
      const name = safeDecodeURIComponent(pair.slice(0, at).trim())
      const value = safeDecodeURIComponent(pair.slice(at + 1).trim())
      if (name && value !== undefined && !(name in cookies)) cookies[name] = value
    }
    return t.success(cookies)
  },
  (cookies) =>
    Object.entries(cookies)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
      .join('; '),
)

export interface CookieStorageOptions {
  /**
   * The request's Cookie header, on the server. Absent in the browser, where `document.cookie` is
   * read and written.
   */
  readonly cookie?: string | null | undefined
  /** Where the other keys go: localStorage in the browser, memory on the server, by default. */
  readonly fallback?: StoragePort
  /** How long the browser keeps the cookies (seconds); 30 days by default. */
  readonly maxAgeSeconds?: number
}

const thirtyDays = 30 * 24 * 60 * 60

/**
 * A storage port that keeps the keys of the first render in cookies, so a server render reads the
 * same connection and network the page will restore (as wagmi's cookie storage and
 * `cookieToInitialState` do): pass `cookieStorage({ cookie: request.headers.cookie })` on the server
 * and `cookieStorage()` in the browser, as `createModal`'s `storage`.
 */
export function cookieStorage(options: CookieStorageOptions = {}): StoragePort {
  const inPage = options.cookie === undefined && typeof document !== 'undefined'
  const fallback = options.fallback ?? (inPage ? createBrowserStorage() : createMemoryStorage())
  // On the server the request's cookies are read once; a write lasts for this render only.
  const serverCookies = new Map(Object.entries(readCookies(options.cookie ?? '')))
  const maxAge = options.maxAgeSeconds ?? thirtyDays
  const write = (key: string, value: string | undefined): void => {
    if (!inPage) {
      if (value === undefined) serverCookies.delete(key)
      else serverCookies.set(key, value)
      return
    }
    const name = encodeURIComponent(key)
    document.cookie =
      value === undefined
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
        : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`
  }
  return {
    getItem: (key) => {
      if (!cookieKeys.has(key)) return fallback.getItem(key)
      const value = inPage ? readCookies(document.cookie)[key] : serverCookies.get(key)
      return value ?? null
    },
    setItem: (key, value) => (cookieKeys.has(key) ? write(key, value) : fallback.setItem(key, value)),
    removeItem: (key) => (cookieKeys.has(key) ? write(key, undefined) : fallback.removeItem(key)),
  }
}

function readCookies(header: string): Readonly<Record<string, string>> {
  const decoded = decode(CookieHeader, header)
  return decoded.ok ? decoded.value : {}
}
