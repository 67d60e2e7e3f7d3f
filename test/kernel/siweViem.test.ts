import { describe, expect, it } from 'vitest'
import type { SchedulerLike } from 'rxjs'
import * as viemSiwe from 'viem/siwe'
import { createMemoryStorage, createRecordingLogger, createSequentialIds, createStaticPlatform, type CaipNetworkId, type SiwxSession } from '../../kernel'
import { createStore } from '../../kernel/storage/createStore'
import { createLocalSiwx, type LocalSiwxOptions } from '../../kernel/siwx/createLocalSiwx'
import { formatSiwxMessage } from '../../kernel/siwx/formatMessage'
import { createSiweText } from '../../kernel/siwx/viemSiwe'

const mainnet = 'eip155:1' as CaipNetworkId
const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as CaipNetworkId
// EIP-55 form, and the same address as a wallet may report it.
const checksummed = '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e'
const lowercase = checksummed.toLowerCase()
const start = Date.parse('2026-11-21T06:00:00.000Z')

function setup(options: LocalSiwxOptions) {
  let now = start
  const scheduler: SchedulerLike = { now: () => now, schedule: () => { throw new Error('not scheduled here') } }
  const logger = createRecordingLogger()
  const provider = createLocalSiwx(
    { store: createStore(createMemoryStorage(), logger), ids: createSequentialIds('id'), scheduler, platform: createStaticPlatform({ origin: 'https://app.example' }), logger },
    options,
  )
  return { provider, advance: (ms: number) => (now += ms) }
}

const loads: string[] = []
const viem = async () => {
  loads.push('viem/siwe')
  return viemSiwe
}
const signature = `0x${'cd'.repeat(65)}`

describe('sign-in message through viem (EIP-4361)', () => {
  it('§3 message fields: viem writes the same text as the built-in formatter for a valid message', () => {
    const fields = {
      chainId: mainnet, accountAddress: checksummed, nonce: 'abcdefgh1', domain: 'app.example', uri: 'https://app.example', version: '1',
      issuedAt: '2026-11-21T06:00:00.000Z', expirationTime: '2026-11-21T07:00:00.000Z', statement: 'Sign in to Example', resources: ['https://app.example/tos'],
    }
    expect(createSiweText(viemSiwe, fields)).toBe(formatSiwxMessage(fields))
  })

  it('§3 message fields: a field EIP-4361 does not allow is refused, not written into the message', () => {
    const base = { chainId: mainnet, accountAddress: checksummed, nonce: 'abcdefgh1', domain: 'app.example', uri: 'https://app.example', version: '1' }
    // The built-in formatter checks nothing: it would have the wallet sign these.
    expect(formatSiwxMessage({ ...base, statement: 'line one\nURI: https://evil.example' })).toContain('URI: https://evil.example')
    expect(() => createSiweText(viemSiwe, { ...base, statement: 'line one\nURI: https://evil.example' })).toThrow(/statement/i)
    expect(() => createSiweText(viemSiwe, { ...base, accountAddress: '0x1234' })).toThrow(/address/i)
    expect(() => createSiweText(viemSiwe, { ...base, nonce: 'short' })).toThrow(/nonce/i)
    expect(() => createSiweText(viemSiwe, { ...base, uri: 'not a uri' })).toThrow(/uri/i)
  })

  it('§4 sign-in flow: the built-in provider writes EVM messages with viem, loaded at the first sign-in', async () => {
    loads.length = 0
    const { provider } = setup({ viem, statement: 'Sign in to Example' })
    expect(loads).toEqual([])
    const message = await provider.createMessage({ accountAddress: lowercase, chainId: mainnet })
    expect(loads).toEqual(['viem/siwe'])
    // viem writes the EIP-55 form of the address; the fields keep what the wallet said.
    expect(message.message.split('\n')[1]).toBe(checksummed)
    expect(viemSiwe.parseSiweMessage(message.message)).toMatchObject({ address: checksummed, chainId: 1, nonce: message.data.nonce, domain: 'app.example' })
  })

  it('§4 sign-in flow: other namespaces keep the CAIP-122 formatter (viem speaks EIP-4361 only)', async () => {
    loads.length = 0
    const { provider } = setup({ viem })
    const message = await provider.createMessage({ accountAddress: 'So11111111111111111111111111111111111111112', chainId: solana })
    expect(message.message).toBe(formatSiwxMessage(message.data))
    expect(message.message).toContain('with your Solana account')
    expect(loads).toEqual([])
  })

  it('§4 sign-in flow: a signed message is read back with viem before it is kept; another nonce, domain or an expired one is refused', async () => {
    const { provider, advance } = setup({ viem, expirationMs: 60_000 })
    const asked = await provider.createMessage({ accountAddress: checksummed, chainId: mainnet })
    const session: SiwxSession = { data: asked.data, message: asked.message, signature }
    const forged = (text: string): SiwxSession => ({ ...session, message: text })
    await expect(provider.addSession(forged(asked.message.replace(asked.data.nonce, 'othernonce1')))).rejects.toThrow('The sign-in message is for another account or chain')
    await expect(provider.addSession(forged(asked.message.replace('app.example wants', 'evil.example wants')))).rejects.toThrow('for another account or chain')
    await expect(provider.addSession(forged(asked.message.replace('Chain ID: 1', 'Chain ID: 137')))).rejects.toThrow('for another account or chain')
    await provider.addSession(session)
    expect(await provider.getSessions(mainnet, checksummed)).toHaveLength(1)
    advance(120_000)
    await expect(provider.addSession(session)).rejects.toThrow('for another account or chain')
  })
})
