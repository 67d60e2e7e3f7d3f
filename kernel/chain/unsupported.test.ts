import { describe, expect, it } from 'vitest'
import { of } from 'rxjs'
import { isApiSupportedNetwork, whenApiSupported } from './unsupported'
import { resolvePreferredAccountType } from './accountTypes'
import { ethereum, polygon } from './fixtures'

describe('unsupported-network check for API calls (SPEC §7)', () => {
  const supported = { http: ['eip155:1'], ws: [] }

  it('§7 an API call is made only when the active network is in the supported-chains list', () => {
    expect(isApiSupportedNetwork(ethereum, supported)).toBe(true)
    expect(isApiSupportedNetwork(polygon, supported)).toBe(false)
    expect(isApiSupportedNetwork(undefined, supported)).toBe(false)
    expect(isApiSupportedNetwork(ethereum, undefined)).toBe(false)
  })

  it('§7 an unsupported network skips the call and returns the empty result', () => {
    let calls = 0
    const call = () => {
      calls++
      return of(['balance'])
    }
    const seen: string[][] = []
    whenApiSupported(polygon, supported, call, []).subscribe((v) => seen.push(v))
    expect(calls).toBe(0)
    whenApiSupported(ethereum, supported, call, []).subscribe((v) => seen.push(v))
    expect(calls).toBe(1)
    expect(seen).toEqual([[], ['balance']])
  })
})

describe('preferred account type resolution (SPEC §4)', () => {
  it('§4 preferred account type resolves as value from connect, else stored value, else default', () => {
    expect(resolvePreferredAccountType('eip155', 'eoa', { eip155: 'smartAccount' }, {})).toBe('eoa')
    expect(resolvePreferredAccountType('eip155', undefined, { eip155: 'eoa' }, {})).toBe('eoa')
    expect(resolvePreferredAccountType('eip155', undefined, {}, {})).toBe('smartAccount')
    expect(resolvePreferredAccountType('bip122', undefined, {}, {})).toBe('payment')
    expect(resolvePreferredAccountType('polkadot', undefined, {}, {})).toBe('eoa')
    expect(resolvePreferredAccountType('solana', undefined, {}, {})).toBe('eoa')
    expect(resolvePreferredAccountType('eip155', undefined, {}, { eip155: 'eoa' })).toBe('eoa')
  })
})
