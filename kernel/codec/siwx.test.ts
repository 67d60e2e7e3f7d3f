import { describe, expect, it } from 'vitest'
import { decode } from './decode'
import { SiwxMessageFields, SiwxSession } from './siwx'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

const data = {
  chainId: 'eip155:1',
  accountAddress: '0x0000000000000000000000000000000000000001',
  nonce: 'n0nce',
  domain: 'app.example.org',
  uri: 'https://app.example.org',
  version: '1',
}
const session = { data, message: 'app.example.org wants you to sign in', signature: `0x${'ab'.repeat(65)}` }

describe('sign-in', () => {
  codecProperties('§3 signed-in session: message fields', SiwxMessageFields, arb.siwxMessageFields)
  codecProperties('§3 signed-in session', SiwxSession, arb.siwxSession)

  it('§3 signed-in session: times, requestId, resources and statement are optional', () => {
    expect(decode(SiwxMessageFields, data).ok).toBe(true)
    const full = {
      ...data,
      issuedAt: '2026-01-01T00:00:00Z',
      expirationTime: '2026-01-02T00:00:00Z',
      notBefore: '2026-01-01T00:00:00Z',
      requestId: 'r1',
      resources: ['https://example.org/terms'],
      statement: 'Sign in',
    }
    expect(decode(SiwxMessageFields, full).ok).toBe(true)
    expect(issuesOf(decode(SiwxMessageFields, { ...full, resources: 'https://x' }))).toEqual([
      { path: 'resources', message: 'Expected array received string' },
    ])
  })

  it('§3 signed-in session: chainId is a CAIP-2 network id', () => {
    expect(issuesOf(decode(SiwxMessageFields, { ...data, chainId: '1' }))).toEqual([
      { path: 'chainId', message: 'Expected CaipNetworkId received string' },
    ])
  })

  it('§3 signed-in session: data, message and signature required, cacao optional', () => {
    expect(decode(SiwxSession, session).ok).toBe(true)
    expect(issuesOf(decode(SiwxSession, { ...session, signature: undefined }))).toEqual([
      { path: 'signature', message: 'Required' },
    ])
    expect(issuesOf(decode(SiwxSession, { ...session, data: { ...data, nonce: undefined } }))).toEqual([
      { path: 'data.nonce', message: 'Required' },
    ])
    expect(issuesOf(decode(SiwxSession, { ...session, cacao: { h: { t: 'caip122' }, p: {}, s: { t: 'eip191' } } }))).toEqual([
      { path: 'cacao.s.s', message: 'Required' },
    ])
  })
})
