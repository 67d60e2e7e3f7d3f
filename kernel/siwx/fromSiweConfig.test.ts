import { describe, expect, it } from 'vitest'
import type { SchedulerLike } from 'rxjs'
import type { CaipNetworkId } from '../codec/primitives'
import type { SiwxSession } from '../codec/siwx'
import { AirlockError } from '../errors/AirlockError'
import { allThrownMessages as thrownMessages } from '../errors/allThrownMessages'
import { createStaticPlatform } from '../ports/platform'
import { fromSiweConfig, type SiweConfig } from './fromSiweConfig'
import { formatSiwxMessage } from './formatMessage'

const mainnet = 'eip155:1' as CaipNetworkId
const alice = '0x00000000000000000000000000000000000A11CE'
const scheduler: SchedulerLike = {
  now: () => Date.parse('2026-11-21T06:00:00.000Z'),
  schedule: () => {
    throw new Error('not scheduled here')
  },
}
const platform = createStaticPlatform({ origin: 'https://app.example' })

/** A SIWE server stand-in: records what it is asked. */
function server(overrides: Partial<SiweConfig> = {}) {
  const calls: string[] = []
  let signedIn: { address: string; chainId: number } | null = null
  const config: SiweConfig = {
    getNonce: async (address) => (calls.push(`nonce ${address}`), 'servernonce1'),
    verifyMessage: async ({ message }) => {
      calls.push('verify')
      signedIn = { address: alice, chainId: 1 }
      return message.includes('servernonce1')
    },
    getSession: async () => signedIn,
    signOut: async () => {
      calls.push('signOut')
      signedIn = null
      return true
    },
    ...overrides,
  }
  return { config, calls, provider: fromSiweConfig(config, { scheduler, platform }) }
}

describe('fromSiweConfig', () => {
  it('§1 siweConfig: messages carry the server nonce, the page domain and EIP-4361 text', async () => {
    const { provider, calls } = server({ getMessageParams: async () => ({ statement: 'Welcome', expirationTime: '2026-11-22T06:00:00.000Z' }) })
    const message = await provider.createMessage({ accountAddress: alice, chainId: mainnet })
    expect(calls).toEqual([`nonce ${alice}`])
    expect(message.data).toMatchObject({
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: 'servernonce1',
      statement: 'Welcome',
      issuedAt: '2026-11-21T06:00:00.000Z',
      expirationTime: '2026-11-22T06:00:00.000Z',
      version: '1',
    })
    expect(message.message).toBe(formatSiwxMessage(message.data))
  })

  it("§1 siweConfig: the config's own createMessage formats the text when given", async () => {
    const { provider } = server({ createMessage: (fields) => `custom ${fields.nonce}` })
    expect((await provider.createMessage({ accountAddress: alice, chainId: mainnet })).message).toBe('custom servernonce1')
  })

  it('§4 sign-in flow: the session is kept only when the server verifies the signature', async () => {
    const { provider } = server()
    const { data, message } = await provider.createMessage({ accountAddress: alice, chainId: mainnet })
    const session: SiwxSession = { data, message, signature: '0x01' }
    await provider.addSession(session)
    expect(await provider.getSessions(mainnet, alice)).toEqual([session])

    const refused = server({ verifyMessage: async () => false }).provider
    const error = await refused.addSession(session).then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(AirlockError)
    expect((error as AirlockError).shortMessage).toBe(thrownMessages.siwxSignatureNotVerified)
  })

  it('§4 sign-in flow: a server session for this account counts even when signed elsewhere', async () => {
    const { provider } = server({ getSession: async () => ({ address: alice.toLowerCase(), chainId: 1 }) })
    const [session] = await provider.getSessions(mainnet, alice)
    expect(session?.data).toMatchObject({ chainId: mainnet, accountAddress: alice.toLowerCase() })
    expect(await provider.getSessions('eip155:137' as CaipNetworkId, alice)).toEqual([])
  })

  it('§1 siweConfig: SIWE is EVM only', async () => {
    const { provider } = server()
    expect(provider.supportsChain?.('eip155:10' as CaipNetworkId)).toBe(true)
    expect(provider.supportsChain?.('solana:mainnet' as CaipNetworkId)).toBe(false)
    expect(await provider.getSessions('solana:mainnet' as CaipNetworkId, 'So1')).toEqual([])
  })

  it('§4 sign-in flow: revoking or clearing sessions signs out on the server', async () => {
    const { provider, calls } = server()
    await provider.revokeSession(mainnet, alice)
    await provider.setSessions([])
    expect(calls).toEqual(['signOut', 'signOut'])
  })

  it('§5 generic messages: a server answer of the wrong shape is refused', async () => {
    const { provider } = server({ getNonce: async () => 42 as unknown as string })
    await expect(provider.createMessage({ accountAddress: alice, chainId: mainnet })).rejects.toThrow(
      'Expected string received number',
    )
  })

  it('§4 sign-in flow: required follows the config (default off)', () => {
    expect(server().provider.getRequired?.()).toBe(false)
    expect(server({ required: true }).provider.getRequired?.()).toBe(true)
  })
})
