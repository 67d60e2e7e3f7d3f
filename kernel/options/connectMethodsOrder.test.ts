import { describe, expect, it } from 'vitest'
import { connectMethodsOrder } from './connectMethodsOrder'

describe('connectMethodsOrder (SPEC §1)', () => {
  it('§1 connect-method order: default email, social, wallet', () => {
    expect(connectMethodsOrder({ connectMethodsOrder: undefined }, false)).toEqual(['email', 'social', 'wallet'])
  })

  it('§1 connect-method order: wallet, email, social when an injected wallet is found', () => {
    expect(connectMethodsOrder({ connectMethodsOrder: undefined }, true)).toEqual(['wallet', 'email', 'social'])
  })

  it('§1 connect-method order: the integrator order wins either way', () => {
    const features = { connectMethodsOrder: ['social', 'email', 'wallet'] as const }
    expect(connectMethodsOrder(features, false)).toEqual(['social', 'email', 'wallet'])
    expect(connectMethodsOrder(features, true)).toEqual(['social', 'email', 'wallet'])
  })
})
