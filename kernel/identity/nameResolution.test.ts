import { describe, expect, it } from 'vitest'
import { asyncScheduler, firstValueFrom, of } from 'rxjs'
import { createHttpClient } from '../http/createHttpClient'
import { createTableFetch } from '../../test/harness/env'
import { createTestScheduler } from '../../test/harness/marbles'
import { createStore } from '../storage/createStore'
import { createMemoryStorage } from '../ports/storage'
import { createRecordingLogger } from '../ports/logger'
import type { CaipNetworkId } from '../codec/primitives'
import type { SupportedChains } from '../supportedChains/supportedChains'
import { createIdentityApi } from './identityApi'
import { evmChainIdToCoinType } from '../codec/coinType'
import { resolveName } from './nameResolution'
import { isNameLike } from './names'

const devnet = 'eip155:31337' as CaipNetworkId
const mainnet = 'eip155:1' as CaipNetworkId
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const carol = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const profile = (addresses: Record<string, { address: string }>) =>
  Response.json({ name: 'bob.devnet', registered: 0, updated: 0, addresses, attributes: [{ avatar: 'https://a/bob.png' }] })

const client = (routes: Parameters<typeof createTableFetch>[0]) => {
  const fetch = createTableFetch(routes)
  return { fetch, http: createHttpClient(fetch, { scheduler: asyncScheduler, baseUrl: 'http://127.0.0.1:1' }) }
}

describe('names (SPEC §7 GET /v1/profile/account/{name}, §9 names on eip155)', () => {
  it('a name has labels and dots; an address or a bare word is no name', () => {
    expect(isNameLike('bob.devnet')).toBe(true)
    expect(isNameLike('alice.reown.id')).toBe(true)
    expect(isNameLike('bob')).toBe(false)
    expect(isNameLike(bob)).toBe(false)
    expect(isNameLike('bob .devnet')).toBe(false)
  })

  it("§7 the profile call gives the name's address for the network's coin type, with apiVersion", async () => {
    const { fetch, http } = client({
      '/v1/profile/account/bob.devnet': () => profile({ '60': { address: carol }, [String(evmChainIdToCoinType(31337))]: { address: bob } }),
    })
    expect(await firstValueFrom(resolveName(http, 'bob.devnet', devnet))).toEqual({ name: 'bob.devnet', address: bob, avatar: 'https://a/bob.png' })
    expect(fetch.calls[0]!.url.searchParams.get('apiVersion')).toBe('2')
  })

  it('§7 without an entry for the chain, the EVM default (60) is used', async () => {
    const { http } = client({ '/v1/profile/account/bob.devnet': () => profile({ '60': { address: bob } }) })
    expect(await firstValueFrom(resolveName(http, 'bob.devnet', devnet))).toMatchObject({ address: bob })
  })

  it('§7 an unknown name (404, or no EVM address) resolves to nothing', async () => {
    const { http } = client({ '/v1/profile/account/bob.devnet': () => profile({ '501': { address: 'So1' } }) })
    expect(await firstValueFrom(resolveName(http, 'nobody.devnet', devnet))).toBeUndefined()
    expect(await firstValueFrom(resolveName(http, 'bob.devnet', devnet))).toBeUndefined()
  })

  it("§8 a failing call or an unreadable answer is 'Error resolving name'", async () => {
    const failing = client({ '/v1/profile/account/bob.devnet': () => new Response('down', { status: 500 }) })
    await expect(firstValueFrom(resolveName(failing.http, 'bob.devnet', devnet))).rejects.toThrow('Error resolving name')
    const odd = client({ '/v1/profile/account/bob.devnet': () => profile({ '60': { address: 'not an address' } }) })
    await expect(firstValueFrom(resolveName(odd.http, 'bob.devnet', devnet))).rejects.toThrow('Error resolving name')
    const garbled = client({ '/v1/profile/account/bob.devnet': () => Response.json({ addresses: 'x' }) })
    await expect(firstValueFrom(resolveName(garbled.http, 'bob.devnet', devnet))).rejects.toThrow('Error resolving name')
  })

  it('§9 names only on eip155: elsewhere nothing is called and every name is unknown', async () => {
    const { fetch, http } = client({})
    expect(await firstValueFrom(resolveName(http, 'bob.devnet', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as CaipNetworkId))).toBeUndefined()
    expect(fetch.calls).toHaveLength(0)
  })

  it('§7 a network the API does not support is skipped without a call (identity API)', async () => {
    const { fetch, http } = client({ '/v1/profile/account/bob.devnet': () => profile({ '60': { address: bob } }) })
    const supportedChains: SupportedChains = { isNetworkSupported: (id) => of(id === mainnet) }
    const api = createIdentityApi({ http, store: createStore(createMemoryStorage(), createRecordingLogger()), scheduler: createTestScheduler(), supportedChains })
    expect(await firstValueFrom(api.resolveName('bob.devnet', devnet))).toBeUndefined()
    expect(fetch.calls).toHaveLength(0)
    expect(await firstValueFrom(api.resolveName('bob.devnet', mainnet))).toMatchObject({ address: bob })
  })
})
