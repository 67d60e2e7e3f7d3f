import { describe, expect, it } from 'vitest'
import { decode } from './decode'
import { SendTokenState } from './send'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

describe('send-token state', () => {
  codecProperties('§3 send-token state', SendTokenState, arb.sendTokenState)

  it('§3 send-token state: token balances empty by default, the rest optional', () => {
    expect(decode(SendTokenState, { loading: false, tokenBalances: [] }).ok).toBe(true)
    expect(issuesOf(decode(SendTokenState, { loading: false, tokenBalances: [], token: { symbol: 'ETH' } }))[0]).toEqual({
      path: 'token.name',
      message: 'Required',
    })
    expect(issuesOf(decode(SendTokenState, { loading: false, tokenBalances: [], sendTokenAmount: '1' }))).toEqual([
      { path: 'sendTokenAmount', message: 'Expected number received string' },
    ])
  })
})
