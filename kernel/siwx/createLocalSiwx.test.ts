import { describe, expect, it } from 'vitest'
import type { SchedulerLike } from 'rxjs'
import type { CaipNetworkId } from '../codec/primitives'
import type { SiwxSession } from '../codec/siwx'
import { createSequentialIds } from '../ports/ids'
import { createRecordingLogger } from '../ports/logger'
import { createStaticPlatform } from '../ports/platform'
import { createMemoryStorage, type StoragePort } from '../ports/storage'
import { createStore } from '../storage/createStore'
import { storageKeys } from '../storage/keys'
import { createLocalSiwx, type LocalSiwxOptions } from './createLocalSiwx'
import { formatSiwxMessage } from './formatMessage'

const mainnet = 'eip155:1' as CaipNetworkId
const polygon = 'eip155:137' as CaipNetworkId
const alice = '0x00000000000000000000000000000000000A11CE'
const bob = '0x0000000000000000000000000000000000000B0B'
const start = Date.parse('2026-11-21T06:00:00.000Z')

function setup(options: LocalSiwxOptions = {}, storage: StoragePort = createMemoryStorage()) {
  let now = start
  const scheduler: SchedulerLike = { now: () => now, schedule: () => { throw new Error('not scheduled here') } }
  const logger = createRecordingLogger()
  const provider = createLocalSiwx(
    {
      store: createStore(storage, logger),
      ids: createSequentialIds('id'),
      scheduler,
      platform: createStaticPlatform({ origin: 'https://app.example:8443' }),
      logger,
    },
    options,
  )
  const stored = (): unknown => {
    const raw = storage.getItem(storageKeys.siwxSessions.key)
    return raw === null ? undefined : JSON.parse(raw)
  }
  return { provider, storage, logger, stored, advance: (ms: number) => (now += ms) }
}

const session = (address: string, chainId: CaipNetworkId, extra: Partial<SiwxSession['data']> = {}): SiwxSession => {
  const data = { chainId, accountAddress: address, nonce: 'abcdefgh', domain: 'app.example', uri: 'https://app.example', version: '1', ...extra }
  return { data, message: formatSiwxMessage(data), signature: `0x${'cd'.repeat(65)}` }
}

describe('createLocalSiwx', () => {
  it('§3 signed-in session: message fields from the page, the ids port and the scheduler', async () => {
    const { provider } = setup({ statement: 'Sign in to Example', expirationMs: 60_000, resources: ['https://app.example/tos'] })
    const message = await provider.createMessage({ accountAddress: alice, chainId: mainnet })
    expect(message.data).toEqual({
      domain: 'app.example:8443',
      uri: 'https://app.example:8443',
      chainId: mainnet,
      accountAddress: alice,
      nonce: 'id1id2id3',
      version: '1',
      issuedAt: '2026-11-21T06:00:00.000Z',
      expirationTime: '2026-11-21T06:01:00.000Z',
      statement: 'Sign in to Example',
      resources: ['https://app.example/tos'],
    })
    expect(message.message).toBe(formatSiwxMessage(message.data))
  })

  it('§3 signed-in session: the nonce is at least 8 alphanumeric characters (EIP-4361)', async () => {
    const { provider } = setup()
    const { data } = await provider.createMessage({ accountAddress: alice, chainId: mainnet })
    expect(data.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
  })

  it('§3 sign-in tokens: sessions are stored and survive a new provider over the same storage', async () => {
    const first = setup()
    await first.provider.addSession(session(alice, mainnet))
    const second = setup({}, first.storage)
    expect(await second.provider.getSessions(mainnet, alice)).toEqual([session(alice, mainnet)])
  })

  it('§4 sign-in flow: only sessions for this address on this chain are answered', async () => {
    const { provider } = setup()
    await provider.setSessions([session(alice, mainnet), session(bob, mainnet), session(alice, polygon)])
    expect(await provider.getSessions(mainnet, alice)).toEqual([session(alice, mainnet)])
    expect(await provider.getSessions(mainnet, alice.toLowerCase())).toEqual([session(alice, mainnet)])
    expect(await provider.getSessions(polygon, bob)).toEqual([])
  })

  it('§4 sign-in flow: a new session for the same account replaces the old one', async () => {
    const { provider, stored } = setup()
    await provider.addSession(session(alice, mainnet, { nonce: 'first000' }))
    await provider.addSession(session(alice, mainnet, { nonce: 'second00' }))
    expect(stored()).toEqual([session(alice, mainnet, { nonce: 'second00' })])
  })

  it('§3 sign-in tokens: a corrupt stored session is dropped and the list rewritten', async () => {
    const storage = createMemoryStorage({
      [storageKeys.siwxSessions.key]: JSON.stringify([{ data: {}, message: 3 }, session(alice, mainnet)]),
    })
    const { provider, stored, logger } = setup({}, storage)
    expect(await provider.getSessions(mainnet, alice)).toEqual([session(alice, mainnet)])
    expect(stored()).toEqual([session(alice, mainnet)])
    expect(logger.entries.some((e) => e.message === 'siwx: dropped a corrupt stored session')).toBe(true)
  })

  it('§3 sign-in tokens: a stored value that is not a list is dropped', async () => {
    const storage = createMemoryStorage({ [storageKeys.siwxSessions.key]: '{"not":"a list"}' })
    const { provider, stored } = setup({}, storage)
    expect(await provider.getSessions(mainnet, alice)).toEqual([])
    expect(stored()).toBeUndefined()
  })

  it('§4 sign-in flow: an expired or not-yet-valid session does not count', async () => {
    const { provider, advance } = setup()
    await provider.setSessions([
      session(alice, mainnet, { expirationTime: '2026-11-21T06:01:00.000Z' }),
      session(bob, mainnet, { notBefore: '2026-11-21T06:01:00.000Z' }),
    ])
    expect(await provider.getSessions(mainnet, alice)).toHaveLength(1)
    expect(await provider.getSessions(mainnet, bob)).toHaveLength(0)
    advance(60_000)
    expect(await provider.getSessions(mainnet, alice)).toHaveLength(0)
    expect(await provider.getSessions(mainnet, bob)).toHaveLength(1)
  })

  it('§4 sign-in flow: revokeSession forgets one account; setSessions([]) forgets all', async () => {
    const { provider, stored } = setup()
    await provider.setSessions([session(alice, mainnet), session(bob, mainnet)])
    await provider.revokeSession(mainnet, alice)
    expect(stored()).toEqual([session(bob, mainnet)])
    await provider.setSessions([])
    expect(stored()).toBeUndefined()
  })

  it('§4 sign-in flow: required only when asked', () => {
    expect(setup().provider.getRequired?.()).toBe(false)
    expect(setup({ required: true }).provider.getRequired?.()).toBe(true)
  })
})
