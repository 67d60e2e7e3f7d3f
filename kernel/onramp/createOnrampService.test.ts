import { describe, expect, it } from 'vitest'
import { map, of, throwError, type Observable } from 'rxjs'
import { createTestScheduler } from '../../test/harness/marbles'
import type { AccountHistoryResponse } from '../codec/api'
import type { OnrampOptions, OnrampQuote } from '../codec/onramp'
import { AirlockError } from '../errors/AirlockError'
import { mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import type { HistoryApi } from '../history/historyApi'
import { FALLBACK_ONRAMP_OPTIONS, ONRAMP_PROVIDERS } from './constants'
import { createOnrampService } from './createOnrampService'
import { initialOnrampState } from './initialState'
import type { OnrampApi, OnrampQuoteRequest } from './onrampApi'
import type { OnrampContext, OnrampServiceDeps } from './types'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const evm: OnrampContext = { namespace: 'eip155', network: mainnet, address }

const options: OnrampOptions = {
  purchaseCurrencies: [{ id: 'DUSD', name: 'Devnet Dollar', symbol: 'DUSD', networks: [{ name: 'devnet-1', display_name: 'Devnet', chain_id: '1', contract_address: '0x01' }] }],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
}

const quoteOf = (request: OnrampQuoteRequest, fee: string): OnrampQuote => ({
  coinbaseFee: { amount: fee, currency: request.paymentCurrency },
  networkFee: { amount: '0.50', currency: request.paymentCurrency },
  paymentSubtotal: { amount: '49.00', currency: request.paymentCurrency },
  paymentTotal: { amount: request.amount, currency: request.paymentCurrency },
  purchaseAmount: { amount: '49', currency: request.purchaseCurrency ?? '' },
  quoteId: `${request.provider}-${request.amount}`,
})

const api = (overrides: Partial<OnrampApi> = {}): OnrampApi => ({
  options: () => of(options),
  quote: (request) => of(quoteOf(request, '0.75')),
  url: (request) => of(`http://127.0.0.1:1/buy?provider=${request.provider}`),
  ...overrides,
})

const emptyHistory: HistoryApi = { fetchPage: () => of({ data: [] }) }

function serviceWith(deps: Partial<OnrampServiceDeps> & { scheduler: OnrampServiceDeps['scheduler'] }, context$: Observable<OnrampContext> = of(evm)) {
  const service = createOnrampService(
    { initial: initialOnrampState, api: api(), history: emptyHistory, providers: ONRAMP_PROVIDERS, router: { push: () => undefined }, refreshBalances: () => undefined, ...deps },
    { context$ },
  )
  service.run$.subscribe()
  return service
}

describe('onramp service (SPEC §1 buy, §7 onramp rows, §8 fallbacks, §9 providers and limits)', () => {
  it("§8 options fall back to the built-in USD and EUR list with SPEC §9's card and ACH limits", () => {
    const ts = createTestScheduler()
    ts.run(() => {
      const service = serviceWith({ scheduler: ts, api: api({ options: () => throwError(() => new AirlockError('HTTP status code: 500', { category: 'http' })) }) })
      service.loadOptions()
      const s = service.getState()
      expect(s.optionsFallback).toBe(true)
      expect(s.options?.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
      expect(s.options?.paymentCurrencies[0]?.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ])
      expect(s.options).toEqual(FALLBACK_ONRAMP_OPTIONS)
      service.setForm({ amount: '5' })
      expect(service.getState().amountError).toBe('The least you can buy is 10.00 USD')
      service.setForm({ amount: '7500.01' })
      expect(service.getState().amountError).toBe('The most you can buy is 7500.00 USD')
    })
  })

  it('§8 a failed quote gives way to the mock quote (fee at the top of §9’s 1–2 % range); quotes wait 300 ms after the last key', () => {
    const ts = createTestScheduler()
    ts.run(({ hot, expectObservable }) => {
      const asked: string[] = []
      const service = serviceWith({
        scheduler: ts,
        api: api({
          quote: (request) => {
            asked.push(`${request.provider}:${request.amount}:${request.network}`)
            return request.provider === 'devnet-ramp' ? throwError(() => new Error('down')) : of(quoteOf(request, '0.75'))
          },
        }),
      })
      service.loadOptions()
      hot('100ms a 99ms b', { a: '60', b: '80' }).subscribe((amount) => service.setForm({ amount }))
      const shown = service.state$.pipe(
        map((s) => Object.entries(s.quotes).map(([id, q]) => `${id}=${q.status}${q.estimated ? `~${q.quote?.coinbaseFee.amount}` : ''}`).join(',')),
      )
      // Each provider's answer lands on its own: the real quote, then the mock one.
      expectObservable(shown).toBe('a 99ms b 99ms c 299ms (de)', {
        a: 'devnet-card=loading,devnet-ramp=loading',
        b: 'devnet-card=loading,devnet-ramp=loading',
        c: 'devnet-card=loading,devnet-ramp=loading',
        d: 'devnet-card=ready,devnet-ramp=loading',
        e: 'devnet-card=ready,devnet-ramp=ready~1.60',
      })
      ts.flush()
      // The first form (50) and 60 were typed over before their pause ended: only 80 was asked, of each provider.
      expect(asked).toEqual(['devnet-card:80:devnet-1', 'devnet-ramp:80:devnet-1'])
    })
  })

  it('a change while quotes are in flight drops them: a quote for the older amount never shows beside the newer one', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, hot, expectObservable }) => {
      const service = serviceWith({
        scheduler: ts,
        providers: [ONRAMP_PROVIDERS[0]!],
        api: api({ quote: (request) => cold('100ms (a|)', { a: quoteOf(request, request.amount) }) }),
      })
      service.loadOptions()
      // 50 is asked at 300 and would land at 400; 70 is typed at 350.
      hot('350ms a', { a: '70' }).subscribe((amount) => service.setForm({ amount }))
      const shown = service.state$.pipe(map((s) => `${s.quotes['devnet-card']?.status}:${s.quotes['devnet-card']?.quote?.paymentTotal.amount ?? '-'}`))
      expectObservable(shown, '^ 1000ms !').toBe('a 349ms b 399ms c', { a: 'loading:-', b: 'loading:-', c: 'ready:70' })
    })
  })

  it('§9 the first provider serves eip155 only: on Solana only the second quotes', () => {
    const ts = createTestScheduler()
    ts.run(() => {
      const service = serviceWith({ scheduler: ts }, of({ namespace: 'solana', network: solana, address: 'So1ana' }))
      service.loadOptions()
      expect(Object.keys(service.getState().quotes)).toEqual(['devnet-ramp'])
    })
  })

  it('§7 buy: BuyInProgress, the generated provider page, then the onramp activity read every 2 s until a new purchase lands; balances read again', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const views: string[] = []
      const refreshed: string[] = []
      const asked: Array<string | undefined> = []
      const old = { id: 'old', metadata: { minedAt: '', chain: 'eip155:1', operationType: 'receive', status: 'confirmed' as const, sentFrom: '0x1', sentTo: address }, transfers: [] }
      const bought = { ...old, id: 'new', metadata: { ...old.metadata, hash: '0xabc' }, transfers: [{ quantity: { numeric: '48.75' }, fungible_info: { symbol: 'DUSD' } }] }
      let reads = 0
      const history: HistoryApi = {
        fetchPage: (query) => {
          asked.push(query.onramp)
          reads += 1
          // The list before the purchase and at the first poll holds only the old one; the second poll finds it.
          return cold<AccountHistoryResponse>('10ms (a|)', { a: { data: reads <= 2 ? [old] : [bought, old] } })
        },
      }
      const service = serviceWith({
        scheduler: ts,
        history,
        router: { push: (view) => views.push(view) },
        refreshBalances: () => refreshed.push('balances'),
      })
      service.loadOptions()
      flush()
      service.buy('devnet-card')
      expect(views).toEqual(['BuyInProgress'])
      expect(service.getState().purchase?.status).toBe('opening')
      flush()
      const purchase = service.getState().purchase
      expect(purchase).toMatchObject({ status: 'delivered', hash: '0xabc', received: { amount: '48.75', symbol: 'DUSD' }, fiat: { amount: '50', currency: 'USD' }, asset: 'DUSD' })
      expect(purchase?.url).toBe('http://127.0.0.1:1/buy?provider=devnet-card')
      expect(asked).toEqual(['devnet-card', 'devnet-card', 'devnet-card'])
      // The polls tick every 2 s from the opening (after the 10 ms list read), whatever each read takes.
      expect(ts.now()).toBe(300 + 10 + 2 * 2_000 + 10)
      expect(refreshed).toEqual(['balances'])
    })
  })

  it('§7 a provider whose page cannot be generated: the purchase fails with the SPEC §7 HTTP message; dismissing it ends the watch', () => {
    const ts = createTestScheduler()
    ts.run(({ flush }) => {
      const service = serviceWith({ scheduler: ts, api: api({ url: () => throwError(() => new AirlockError('HTTP status code: 500', { category: 'http' })) }) })
      service.loadOptions()
      flush()
      service.buy('devnet-ramp')
      flush()
      expect(service.getState().purchase).toMatchObject({ status: 'failed', error: 'HTTP status code: 500' })
      service.dismissPurchase()
      expect(service.getState().purchase).toBeUndefined()
    })
  })

  it('a purchase whose delivery never comes stops being watched when dismissed', () => {
    const ts = createTestScheduler()
    ts.run(({ flush }) => {
      let reads = 0
      const service = serviceWith({ scheduler: ts, history: { fetchPage: () => ((reads += 1), of({ data: [] })) } })
      service.loadOptions()
      flush()
      service.buy('devnet-card')
      ts.schedule(() => service.dismissPurchase(), 5_000)
      flush()
      // The list before the purchase, then the polls at 2 s and 4 s; none after the dismissal.
      expect(reads).toBe(3)
      expect(service.getState().purchase).toBeUndefined()
    })
  })
})
