import { describe, expect, it } from 'vitest'
import { firstValueFrom, throwError } from 'rxjs'
import type { HttpClient } from '../http/createHttpClient'
import type { CaipNetworkId } from '../codec/primitives'
import { createSwapApi } from './swapApi'

// No request leaves for a network that may not swap: the SPEC §8 message comes first.
const refusingHttp = new Proxy({}, { get: () => () => throwError(() => new Error('no request may be made')) }) as unknown as HttpClient
// A local chain that is not on the SPEC §9 swap list.
const offList = 'eip155:31337' as CaipNetworkId
const api = createSwapApi({ http: refusingHttp, projectId: 'p', isSwapNetwork: () => false })

describe('convert rows off the swap networks (SPEC §7 convert, §8)', () => {
  it("§8 'Network not supported for Swaps': tokens and quotes are refused before any request", async () => {
    await expect(firstValueFrom(api.tokens(offList))).rejects.toMatchObject({ message: 'Network not supported for Swaps' })
    await expect(
      firstValueFrom(api.quote({ from: 'eip155:31337:0x0000000000000000000000000000000000000001', to: 'eip155:31337:0x0000000000000000000000000000000000000002', amount: 1n, userAddress: '0x0000000000000000000000000000000000000003', gasPrice: 1n })),
    ).rejects.toMatchObject({ message: 'Network not supported for Swaps' })
  })

  it("§8 'Network not supported for Gas Price': the gas price is refused before any request", async () => {
    await expect(firstValueFrom(api.gasPrice(offList))).rejects.toMatchObject({ message: 'Network not supported for Gas Price' })
  })
})
