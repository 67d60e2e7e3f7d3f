import { describe, expect, it } from 'vitest'
import { asyncScheduler } from 'rxjs'
import type { CaipNetworkId } from '../codec/primitives'
import { AirlockError } from '../errors/AirlockError'
import { createSequentialIds } from '../ports/ids'
import { createRecordingLogger } from '../ports/logger'
import { createStaticPlatform } from '../ports/platform'
import { createMemoryStorage } from '../ports/storage'
import { createStore } from '../storage/createStore'
import { localSiwx, signInProviderOf } from './signInProvider'
import type { SiwxProvider } from './provider'

const logger = createRecordingLogger()
const deps = {
  store: createStore(createMemoryStorage(), logger),
  ids: createSequentialIds(),
  scheduler: asyncScheduler,
  platform: createStaticPlatform(),
  logger,
}
const provider: SiwxProvider = {
  createMessage: () => Promise.reject(new Error('unused')),
  addSession: () => Promise.resolve(),
  revokeSession: () => Promise.resolve(),
  setSessions: () => Promise.resolve(),
  getSessions: () => Promise.resolve([]),
}
const refusal = (options: { siwx: object | undefined; siweConfig: object | undefined }): AirlockError => {
  try {
    signInProviderOf(options, deps)
  } catch (error) {
    return error as AirlockError
  }
  throw new Error('not refused')
}

describe('signInProviderOf', () => {
  it('§1 siwx: neither option set turns sign-in off', () => {
    expect(signInProviderOf({ siwx: undefined, siweConfig: undefined }, deps)).toBeUndefined()
  })

  it('§1 siwx: an integrator provider is used as given', () => {
    expect(signInProviderOf({ siwx: provider, siweConfig: undefined }, deps)).toBe(provider)
  })

  it('§1 siwx: localSiwx(...) builds the built-in provider with the kernel ports', async () => {
    const built = signInProviderOf({ siwx: localSiwx({ required: true }), siweConfig: undefined }, deps)
    expect(built?.getRequired?.()).toBe(true)
    const message = await built?.createMessage({ accountAddress: '0x1', chainId: 'eip155:1' as CaipNetworkId })
    expect(message?.data.domain).toBe('localhost')
  })

  it('§5 generic messages: a siwx object without the provider methods is refused at createModal', () => {
    const error = refusal({ siwx: { getSessions: () => Promise.resolve([]) }, siweConfig: undefined })
    expect(error).toBeInstanceOf(AirlockError)
    expect(error.shortMessage).toBe('Expected SiwxProvider received object')
    expect(error.message).toContain('siwx lacks createMessage, addSession, revokeSession, setSessions')
  })

  it('§5 generic messages: a localSiwx request with bad options is refused', () => {
    const error = refusal({ siwx: { kind: 'airlock/local-siwx', options: { required: 'yes' } }, siweConfig: undefined })
    expect(error.shortMessage).toBe('Expected boolean received string')
  })

  it('§1 siweConfig: a SIWE config becomes an EVM-only provider; missing methods are refused', () => {
    const siwe = {
      getNonce: async () => 'abcdefgh',
      verifyMessage: async () => true,
      getSession: async () => null,
      signOut: async () => true,
    }
    const built = signInProviderOf({ siwx: undefined, siweConfig: siwe }, deps)
    expect(built?.supportsChain?.('solana:x' as CaipNetworkId)).toBe(false)
    expect(refusal({ siwx: undefined, siweConfig: { getNonce: siwe.getNonce } }).message).toContain(
      'siweConfig lacks verifyMessage, getSession, signOut',
    )
  })
})
