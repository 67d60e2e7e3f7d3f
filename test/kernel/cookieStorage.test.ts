import { describe, expect, it } from 'vitest'
import { CookieHeader, cookieStorage, createMemoryStorage, createModal, createRecordingLogger, createStaticPlatform, decode } from '../../kernel'
import { mainnet, polygon } from '../../kernel/networks'
import { createMockAdapter } from '../../adapters/mock'
import { storageKeys } from '../../kernel/storage/keys'

const cookieOf = (entries: Record<string, unknown>): string =>
  Object.entries(entries)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('; ')

describe('cookie storage (server rendering)', () => {
  it('decodes a Cookie header with io-ts: bad pairs and bad percent-encoding are skipped, not thrown', () => {
    expect(decode(CookieHeader, 'a=1; b=x%20y; =nameless; novalue; c=%E0%A4%A; d=2')).toEqual({ ok: true, value: { a: '1', b: 'x y', d: '2' } })
    expect(decode(CookieHeader, 42).ok).toBe(false)
  })

  it('§3 local storage keeps: the first-render keys come from the request cookie, the rest from the fallback', () => {
    const fallback = createMemoryStorage({ [storageKeys.balanceCache.key]: '{}' })
    const storage = cookieStorage({
      cookie: `theme=dark; ${cookieOf({ [storageKeys.connectionStatus.key]: 'connected', [storageKeys.balanceCache.key]: { stale: true } })}`,
      fallback,
    })
    expect(storage.getItem(storageKeys.connectionStatus.key)).toBe('"connected"')
    // Caches never travel in cookies: the one in the header is ignored.
    expect(storage.getItem(storageKeys.balanceCache.key)).toBe('{}')
    storage.setItem(storageKeys.recentWallets.key, '[]')
    expect(fallback.snapshot()[storageKeys.recentWallets.key]).toBe('[]')
  })

  it('§4 startup restore: a server kernel over the request cookie starts as the page will (stored connection restoring, stored network active)', () => {
    const cookie = cookieOf({
      [storageKeys.connectionStatus.key]: 'connected',
      [storageKeys.connectedConnectorIds.key]: { eip155: 'mock' },
      [storageKeys.activeCaipNetworkId.key]: 'eip155:137',
    })
    const server = createModal(
      { projectId: 'p', networks: [mainnet, polygon], adapters: [createMockAdapter()] },
      { storage: cookieStorage({ cookie }), platform: createStaticPlatform({ server: true }), logger: createRecordingLogger() },
    )
    const state = server.getState()
    expect(state.connection.status.eip155).toBe('connecting')
    expect(state.activeCaipNetwork.caipNetworkId).toBe('eip155:137')
    server.destroy()

    const noCookie = createModal(
      { projectId: 'p', networks: [mainnet, polygon], adapters: [createMockAdapter()] },
      { storage: cookieStorage({ cookie: '' }), platform: createStaticPlatform({ server: true }), logger: createRecordingLogger() },
    )
    expect(noCookie.getState().connection.status.eip155).toBe('disconnected')
    expect(noCookie.getState().activeCaipNetwork.caipNetworkId).toBe('eip155:1')
    noCookie.destroy()
  })
})
