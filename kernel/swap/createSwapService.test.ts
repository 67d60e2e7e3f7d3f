import { describe, expect, it } from 'vitest'
import { filter, map, of, type Observable } from 'rxjs'
import { createTestScheduler } from '../../test/harness/marbles'
import type { HexPrefixed } from '../codec/hex'
import type { TokenBalance } from '../codec/token'
import { mainnet } from '../networks/evm'
import { RECEIPT_POLL_MS } from '../send/receipt'
import { NATIVE_TOKEN_ADDRESS, QUOTE_DEBOUNCE_MS } from './constants'
import { createSwapService } from './createSwapService'
import { initialSwapState } from './initialState'
import type { SwapApi } from './swapApi'
import type { SwapServiceDeps } from './types'

// The swap service's timing rules, on the virtual clock: quotes wait for typing to rest and the latest
// amount wins; a sent swap or approval is followed by its receipt, read every SPEC §9 fallback-polling
// interval, and only then do the balances refresh.
const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const eth = `eip155:1:${NATIVE_TOKEN_ADDRESS}`
const dvt = 'eip155:1:0x00000000000000000000000000000000000000d7'
const tokens = [
  { name: 'Ether', symbol: 'ETH', address: eth, decimals: 18 },
  { name: 'Devnet Token', symbol: 'DVT', address: dvt, decimals: 18 },
]
const balances: TokenBalance[] = [
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, quantity: { decimals: '18', numeric: '10' } },
  { name: 'Devnet Token', symbol: 'DVT', chainId: 'eip155:1', address: dvt, price: 2.5, quantity: { decimals: '18', numeric: '1000' } },
]
const hash = `0x${'ab'.repeat(32)}`
const tx = { to: '0x0000000000000000000000000000000000000001' as HexPrefixed, data: '0x' as HexPrefixed, value: '0' }

function apiWith(cold: <T>(marbles: string, values?: Record<string, T>) => Observable<T>, asked: string[], overrides: Partial<SwapApi> = {}): SwapApi {
  return {
    tokens: () => of(tokens),
    gasPrice: () => of(1_000_000_000n),
    // Each quote takes 50 ms; the amount asked is recorded when it starts.
    quote: ({ amount }) => {
      asked.push(String(amount / 10n ** 15n))
      return cold('50ms (a|)', { a: amount * 1000n })
    },
    allowance: () => of(10n ** 30n),
    buildApprove: () => of(tx),
    buildSwap: () => of({ ...tx, eip155: { gas: '150000', gasPrice: '1' } }),
    prices: () => of(new Map()),
    ...overrides,
  }
}

function serviceWith(deps: Partial<SwapServiceDeps> & Pick<SwapServiceDeps, 'api' | 'scheduler'>) {
  const service = createSwapService(
    {
      initial: initialSwapState,
      sendTransaction: () => of({ hash }),
      walletRequest: () => of({ status: '0x1' }),
      extraNetworks: [],
      refreshBalances: () => undefined,
      ...deps,
    },
    { context$: of({ namespace: 'eip155' as const, network: mainnet, address: user }), balances$: of(balances) },
  )
  service.run$.subscribe()
  service.loadTokens()
  service.setTo(dvt)
  return service
}

describe('swap service timing (SPEC §1 swaps, §7 convert rows, §9 fallback polling)', () => {
  it(`§1 swaps: the quote is asked ${QUOTE_DEBOUNCE_MS} ms after the last change, and a newer amount cancels the quote in flight`, () => {
    const ts = createTestScheduler()
    ts.run(({ cold, hot, expectObservable }) => {
      const asked: string[] = []
      const service = serviceWith({ api: apiWith(cold, asked), scheduler: ts })
      // 0.1 then 0.2 within 300 ms (only 0.2 is asked), 0.3 after a pause, then 0.4 while 0.3's quote is in flight.
      hot('a 99ms b 399ms c 319ms d', { a: '0.1', b: '0.2', c: '0.3', d: '0.4' }).subscribe((amount) => service.setAmount(amount))
      const quote$ = service.state$.pipe(
        filter((s) => s.amount !== undefined),
        map((s) => `${s.quoteStatus}:${s.quote ? BigInt(s.quote.toAmount) / 10n ** 18n : '-'}`),
      )
      // 0.2's quote starts at 400 and lands at 450; 0.3 (500) is asked at 800; 0.4 comes at 820, before
      // 0.3's quote lands, which is dropped; 0.4 is asked at 1120 and lands at 1170.
      expectObservable(quote$, '^ 1500ms !').toBe('a 99ms b 349ms c 49ms d 319ms e 349ms f', {
        a: 'loading:-',
        b: 'loading:-',
        c: 'ready:200',
        d: 'loading:-',
        e: 'loading:-',
        f: 'ready:400',
      })
      ts.flush()
      expect(asked).toEqual(['200', '300', '400'])
    })
  })

  it(`§9 a swap waits for its receipt, read at once and every ${RECEIPT_POLL_MS / 1000} s until mined; only then do the balances refresh`, () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const refreshed: number[] = []
      const reads: number[] = []
      const service = serviceWith({
        api: apiWith(cold, []),
        scheduler: ts,
        // The chain mines the swap between the second and third read.
        walletRequest: () => {
          reads.push(ts.now())
          return of(reads.length < 3 ? null : { status: '0x1' })
        },
        refreshBalances: () => refreshed.push(ts.now()),
      })
      service.setAmount('1')
      flush()
      const quoted = ts.now()
      service.swap()
      expect(service.getState().step).toBe('swapping')
      flush()
      expect(reads).toEqual([quoted, quoted + RECEIPT_POLL_MS, quoted + 2 * RECEIPT_POLL_MS])
      expect(refreshed).toEqual([quoted + 2 * RECEIPT_POLL_MS])
      expect(service.getState().lastSwap).toMatchObject({ hash, status: 'confirmed', to: { symbol: 'DVT', amount: '1000' } })
    })
  })

  it('§9 a USDT-style token: the first approval only resets the allowance, so a second is sent; the swap may follow', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const allowances = [0n, 0n, 10n ** 30n]
      const sent: string[] = []
      const service = serviceWith({
        api: apiWith(cold, [], { allowance: () => of(allowances.shift() ?? 10n ** 30n) }),
        scheduler: ts,
        sendTransaction: () => {
          sent.push('tx')
          return of({ hash })
        },
      })
      service.setFrom(dvt)
      service.setTo(eth)
      service.setAmount('5')
      flush()
      expect(service.getState().quote?.needsApproval).toBe(true)
      service.approve()
      flush()
      expect(sent).toHaveLength(2)
      expect(service.getState().step).toBe('form')
      expect(service.getState().quote?.needsApproval).toBe(false)
    })
  })
})
