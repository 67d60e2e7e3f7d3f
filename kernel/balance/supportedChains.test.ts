import { describe, expect, it } from 'vitest'
import { EMPTY, defer, firstValueFrom, of, type Observable } from 'rxjs'
import type * as t from 'io-ts'
import { createSupportedChains, whenNetworkSupported } from './supportedChains'
import type { HttpClient } from '../http/createHttpClient'
import { decodeOrThrow } from '../codec/decode'
import { HttpError } from '../http/HttpError'

/** GETs answered in turn by `answers` (a function that throws is a failed call). */
function fakeHttp(answers: Array<() => unknown>) {
  const paths: string[] = []
  const http: HttpClient = {
    get: <A>(path: string, codec: t.Decoder<unknown, A>): Observable<A> =>
      defer(() => {
        paths.push(path)
        const answer = answers.shift()
        if (!answer) throw new Error('unexpected call')
        return of(decodeOrThrow(codec, answer()))
      }),
    post: () => EMPTY,
    getBlob: () => of(new Blob()),
    url: (path) => path,
  }
  return { http, paths }
}

const list = { http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: [] }

describe('supported chains (SPEC §7 GET v1/supported-chains)', () => {
  it('§7 a network in the http list is supported; the list is fetched once and shared', async () => {
    const { http, paths } = fakeHttp([() => list])
    const chains = createSupportedChains(http)
    expect(await firstValueFrom(chains.isNetworkSupported('eip155:1'))).toBe(true)
    expect(await firstValueFrom(chains.isNetworkSupported('eip155:137'))).toBe(false)
    expect(await firstValueFrom(chains.isNetworkSupported(undefined))).toBe(false)
    expect(paths).toEqual(['v1/supported-chains'])
  })

  it('§7 a failed list counts as unsupported for that call and is asked again next time', async () => {
    const { http, paths } = fakeHttp([
      () => {
        throw new HttpError(500, '')
      },
      () => list,
    ])
    const chains = createSupportedChains(http)
    expect(await firstValueFrom(chains.isNetworkSupported('eip155:1'))).toBe(false)
    expect(await firstValueFrom(chains.isNetworkSupported('eip155:1'))).toBe(true)
    expect(paths).toHaveLength(2)
  })

  it('§7 each call is skipped and returns an empty result if the network is not in the supported-chains list', async () => {
    const { http } = fakeHttp([() => list])
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
