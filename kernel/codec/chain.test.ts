import { describe, expect, it } from 'vitest'
import { decode } from './decode'
import { ChainEntry, NetworkState } from './chain'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

describe('chain entry', () => {
  codecProperties('§3 chain entry: network state', NetworkState, arb.networkState)
  codecProperties('§3 chain entry', ChainEntry, arb.chainEntry)

  it('§3 chain entry: namespace, caipNetworks, networkState, accountState', () => {
    const entry = { namespace: 'solana', caipNetworks: [], networkState: { supportsAllNetworks: true }, accountState: {} }
    expect(decode(ChainEntry, entry).ok).toBe(true)
    expect(issuesOf(decode(ChainEntry, { ...entry, networkState: {} }))).toEqual([
      { path: 'networkState.supportsAllNetworks', message: 'Required' },
    ])
    expect(
      issuesOf(decode(ChainEntry, { ...entry, networkState: { supportsAllNetworks: false, approvedCaipNetworkIds: ['x'] } })),
    ).toEqual([{ path: 'networkState.approvedCaipNetworkIds.0', message: 'Expected CaipNetworkId received string' }])
  })
})
