import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decode } from './decode'
import {
  AccountType,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  Email,
  SocialOption,
  SocialProvider,
  ThemeMode,
  parseCaipAddress,
} from './primitives'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const messageOf = (result: ReturnType<typeof decode>) => (result.ok ? undefined : result.error.issues[0]?.message)

describe('primitives', () => {
  codecProperties('§3 chain namespace', ChainNamespace, arb.chainNamespace)
  codecProperties('§5 CAIP-2 network id', CaipNetworkId, arb.caipNetworkId)
  codecProperties('§5 CAIP-10 address', CaipAddress, arb.caipAddress)
  codecProperties('§3 account type', AccountType, arb.accountType)
  codecProperties('§5 theme mode', ThemeMode, fc.constantFrom('light', 'dark'))
  codecProperties('§5 social provider', SocialProvider, arb.socialProvider)
  codecProperties('§5 email', Email, arb.email)

  it('§5 CAIP-2 network id: exactly 2 colon-separated non-empty parts', () => {
    expect(decode(CaipNetworkId, 'eip155:1').ok).toBe(true)
    for (const bad of ['eip155', 'eip155:1:2', ':1', 'eip155:', ''])
      expect(messageOf(decode(CaipNetworkId, bad)), bad).toBe('Expected CaipNetworkId received string')
    expect(messageOf(decode(CaipNetworkId, 1))).toBe('Expected string received number')
  })

  it('§5 CAIP-10 address: exactly 3 non-empty parts with a known namespace', () => {
    const result = decode(CaipAddress, 'eip155:1:0xabc')
    expect(result.ok).toBe(true)
    if (result.ok) expect(parseCaipAddress(result.value)).toEqual({ namespace: 'eip155', chainId: '1', address: '0xabc' })
    for (const bad of ['eip155:1', 'eip155:1:a:b', 'foo:1:0xabc', 'eip155::0xabc', 'eip155:1:'])
      expect(messageOf(decode(CaipAddress, bad)), bad).toBe('Expected CaipAddress received string')
  })

  it('§5 theme mode: light or dark only', () => {
    expect(messageOf(decode(ThemeMode, 'blue'))).toBe("Expected 'light' | 'dark' received string")
  })

  it('§5 social provider: google, github, apple, facebook, x or discord only', () => {
    for (const p of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) expect(decode(SocialProvider, p).ok).toBe(true)
    expect(decode(SocialProvider, 'farcaster').ok).toBe(false)
    expect(decode(SocialOption, 'farcaster').ok).toBe(true)
    expect(messageOf(decode(SocialProvider, 'myspace'))).toBe(
      "Expected 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' received string",
    )
  })

  it("§5 email: a string that is not an email is refused with 'Invalid email'", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(s)),
        (s) => {
          expect(messageOf(decode(Email, s))).toBe('Invalid email')
        },
      ),
      { numRuns: 100 },
    )
    for (const bad of ['ada', 'ada@', '@example.org', 'ada@example', 'a da@example.org', 'ada@@example.org'])
      expect(messageOf(decode(Email, bad)), bad).toBe('Invalid email')
  })
})
