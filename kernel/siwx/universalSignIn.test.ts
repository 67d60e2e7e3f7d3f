import { describe, expect, it } from 'vitest'
import { universalSignInAllowed } from './universalSignIn'

describe('universalSignInAllowed', () => {
  it('§4 sign-in flow: universal-provider sign-in only when every chain is eip155', () => {
    expect(universalSignInAllowed([{ chainNamespace: 'eip155' }, { chainNamespace: 'eip155' }])).toBe(true)
    expect(universalSignInAllowed([{ chainNamespace: 'eip155' }, { chainNamespace: 'solana' }])).toBe(false)
    expect(universalSignInAllowed([{ chainNamespace: 'solana' }])).toBe(false)
    expect(universalSignInAllowed([])).toBe(false)
  })
})
