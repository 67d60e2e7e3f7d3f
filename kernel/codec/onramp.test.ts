import { describe, expect, it } from 'vitest'
import { decode } from './decode'
import { OnrampOptions, OnrampQuote } from './onramp'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

const usd = { amount: '10.00', currency: 'USD' }

describe('onramp', () => {
  codecProperties('§3 onramp options', OnrampOptions, arb.onrampOptions)
  codecProperties('§3 onramp quote', OnrampQuote, arb.onrampQuote)

  it('§3 onramp options: purchase currencies with networks, payment currencies with limits', () => {
    const options = {
      purchaseCurrencies: [
        {
          id: 'usdc',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '0x833589' }],
        },
      ],
      paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
    }
    expect(decode(OnrampOptions, options).ok).toBe(true)
    const badLimit = { ...options, paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: 10 }] }] }
    expect(issuesOf(decode(OnrampOptions, badLimit))).toEqual([
      { path: 'paymentCurrencies.0.payment_method_limits.0.min', message: 'Expected string received number' },
      { path: 'paymentCurrencies.0.payment_method_limits.0.max', message: 'Required' },
    ])
  })

  it('§3 onramp quote: every amount has amount and currency', () => {
    const quote = { coinbaseFee: usd, networkFee: usd, paymentSubtotal: usd, paymentTotal: usd, purchaseAmount: usd, quoteId: 'q' }
    expect(decode(OnrampQuote, quote).ok).toBe(true)
    expect(issuesOf(decode(OnrampQuote, { ...quote, networkFee: { amount: '1' } }))).toEqual([
      { path: 'networkFee.currency', message: 'Required' },
    ])
  })
})
