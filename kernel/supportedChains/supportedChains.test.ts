import { describe, expect, it } from 'vitest'
import { defer, firstValueFrom, of } from 'rxjs'
import { createSupportedChains, isListedNetwork, whenNetworkSupported, type SupportedChains } from './supportedChains'
import { HttpError } from '../http/HttpError'
import { answersInTurn, createFakeHttp } from '../../test/harness/fakeHttp'
import { ethereum, polygon } from '../chain/fixtures'

const list = { http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: [] }

describe('supported chains (SPEC §7 GET v1/supported-chains)', () => {
  it('§7 a network in the http list is supported; the list is fetched once and shared', async () => {
    const http = createFakeHttp(answersInTurn(() => list))
    const chains = createSupportedChains(http)
    expect(await firstValueFrom(chains.isNetworkSupported('eip155:1'))).toBe(true)
    expect(await firstValueFrom(chains.isNetworkSupported('eip155:137'))).toBe(false)
    expect(await firstValueFrom(chains.isNetworkSupported(undefined))).toBe(false)
    expect(http.calls.map((call) => call.path)).toEqual(['v1/supported-chains'])
  })

  it('§7 a failed list counts as unsupported for that call and is asked again next time', async () => {
    // A function that throws is a failed call.
    const http = createFakeHttp(
      answersInTurn(
        () => {
          throw new HttpError(500, '')
        },
        () => list,
      ),
    )
    const chains = createSupportedChains(http)
    expect(await firstValueFrom(chains.isNetworkSupported('eip155:1'))).toBe(false)
    expect(await firstValueFrom(chains.isNetworkSupported('eip155:1'))).toBe(true)
    expect(http.calls).toHaveLength(2)
  })

  it('§7 each call is skipped and returns an empty result if the network is not in the supported-chains list', async () => {
    const http = createFakeHttp(answersInTurn(() => list))
    const chains = createSupportedChains(http)
    let called = 0
    let unsupported = 0
    const call = () => defer(() => of([++called]))
    const onUnsupported = () => void unsupported++
    expect(await firstValueFrom(whenNetworkSupported(chains, 'eip155:137', call, [], onUnsupported))).toEqual([])
    expect([called, unsupported]).toEqual([0, 1])
    expect(await firstValueFrom(whenNetworkSupported(chains, 'eip155:1', call, [], onUnsupported))).toEqual([1])
    expect([called, unsupported]).toEqual([1, 1])
  })
})

describe('unsupported-network check for API calls (SPEC §7)', () => {
  const supported = { http: ['eip155:1'], ws: [] }
  const inHand: SupportedChains = { isNetworkSupported: (id) => of(isListedNetwork(supported, id)) }

  it('§7 an API call is made only when the active network is in the supported-chains list', () => {
    expect(isListedNetwork(supported, ethereum.caipNetworkId)).toBe(true)
    expect(isListedNetwork(supported, polygon.caipNetworkId)).toBe(false)
    expect(isListedNetwork(supported, undefined)).toBe(false)
    expect(isListedNetwork(undefined, ethereum.caipNetworkId)).toBe(false)
  })

  it('§7 an unsupported network skips the call and returns the empty result', () => {
    let calls = 0
    const call = () => {
      calls++
      return of(['balance'])
    }
    const seen: string[][] = []
    whenNetworkSupported(inHand, polygon.caipNetworkId, call, []).subscribe((v) => seen.push(v))
    expect(calls).toBe(0)
    whenNetworkSupported(inHand, ethereum.caipNetworkId, call, []).subscribe((v) => seen.push(v))
    expect(calls).toBe(1)
    expect(seen).toEqual([[], ['balance']])
  })
})
