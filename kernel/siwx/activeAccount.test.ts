import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../codec/primitives'
import { activeSiwxAccount, type ActiveAccountFacts } from './activeAccount'

const facts: ActiveAccountFacts = {
  activeNamespace: 'eip155',
  activeCaipAddress: 'eip155:1:0xabc',
  activeCaipNetwork: { caipNetworkId: 'eip155:137' as CaipNetworkId },
  status: { eip155: 'connected' },
}

describe('activeSiwxAccount', () => {
  it('§4 sign-in flow: the account is the active address on the active chain, once connected', () => {
    expect(activeSiwxAccount(facts)).toEqual({ namespace: 'eip155', address: '0xabc', chainId: 'eip155:137' })
  })

  it('§4 sign-in flow: no account while connecting, disconnected, or without address or chain', () => {
    expect(activeSiwxAccount({ ...facts, status: { eip155: 'connecting' } })).toBeUndefined()
    expect(activeSiwxAccount({ ...facts, status: { solana: 'connected' } })).toBeUndefined()
    expect(activeSiwxAccount({ ...facts, activeCaipAddress: undefined })).toBeUndefined()
    expect(activeSiwxAccount({ ...facts, activeCaipNetwork: undefined })).toBeUndefined()
    expect(activeSiwxAccount({ ...facts, activeCaipNetwork: { caipNetworkId: 'solana:x' as CaipNetworkId } })).toBeUndefined()
  })
})
