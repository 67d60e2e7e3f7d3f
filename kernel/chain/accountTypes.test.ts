import { describe, expect, it } from 'vitest'
import { resolvePreferredAccountType } from './accountTypes'

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
