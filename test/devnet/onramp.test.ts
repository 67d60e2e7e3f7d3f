import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { erc20Abi, parseUnits, type Address } from 'viem'
import { OnrampOptionsResponse, OnrampQuoteResponse, OnrampUrlResponse } from '../../kernel/codec/onramp'
import { decodeOrThrow } from '../../kernel/codec/decode'
import { startDevnet, type Devnet } from '../../devnet'

// The devnet's onramp (SPEC §7 options, quote and URL-generator rows, §9 limits and fee range): two
// providers on their own origins; completing a purchase on a provider's page delivers the tokens on
// the chain from the treasury, and history's `onramp` parameter lists the purchase.
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ solana: false, relayPort: false, chainPorts: false })
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${devnet.urls.api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as unknown }
}

const dusdOf = (owner: Address) =>
  devnet.localChains[0]!.publicClient.readContract({ address: devnet.chains[0]!.contracts.stablecoin as Address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

describe('devnet onramp (SPEC §7 onramp rows)', () => {
  it('§7 GET /v1/onramp/options lists DUSD and DVT on the devnet chains, paid in USD or EUR within the §9 limits', async () => {
    const options = decodeOrThrow(OnrampOptionsResponse, await (await fetch(`${devnet.urls.api}/v1/onramp/options`)).json(), 'options')
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['DUSD', 'DVT'])
    expect(options.purchaseCurrencies[0]!.networks.map((n) => n.chain_id)).toEqual(devnet.chains.map((c) => String(c.chainId)))
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]!.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('§9 each provider quotes with a fee inside 1–2 %; amounts outside the limits are refused', async () => {
    for (const provider of ['devnet-card', 'devnet-ramp']) {
      const { status, body } = await post('/v1/onramp/quote', { purchaseCurrency: 'DUSD', paymentCurrency: 'USD', amount: '50', network: 'devnet-31337', provider })
      expect(status).toBe(200)
      const quote = decodeOrThrow(OnrampQuoteResponse, body, 'quote')
      const fee = Number(quote.coinbaseFee.amount) / 50
      expect(fee).toBeGreaterThanOrEqual(0.01)
      expect(fee).toBeLessThanOrEqual(0.02)
      expect(Number(quote.paymentTotal.amount)).toBe(50)
      expect(Number(quote.purchaseAmount.amount)).toBeCloseTo(50 - Number(quote.coinbaseFee.amount) - Number(quote.networkFee.amount), 6)
    }
    expect((await post('/v1/onramp/quote', { purchaseCurrency: 'DUSD', paymentCurrency: 'USD', amount: '5', network: 'devnet-31337' })).status).toBe(400)
  })

  it('§7 the generated URL opens the provider page on its own origin; completing it delivers DUSD from the treasury, listed by history?onramp', async () => {
    const buyer = devnet.accounts[3]!.address
    const before = await dusdOf(buyer)
    for (const provider of ['devnet-card', 'devnet-ramp'] as const) {
      const { status, body } = await post('/v1/generators/onrampurl', {
        destinationWallets: [{ address: buyer, blockchains: ['devnet-31337'], assets: ['DUSD'] }],
        defaultNetwork: 'devnet-31337',
        partnerUserId: buyer,
        defaultExperience: 'buy',
        presetFiatAmount: 50,
        provider,
      })
      expect(status).toBe(200)
      const { url } = decodeOrThrow(OnrampUrlResponse, body, 'url')
      expect(new URL(url).origin).toBe(new URL(devnet.urls.onrampProviders[provider]).origin)
      expect(new URL(url).origin).not.toBe(new URL(devnet.urls.api).origin)
      const pageText = await (await fetch(url)).text()
      expect(pageText).toContain('Complete purchase')
      const done = await fetch(`${new URL(url).origin}/buy/complete${new URL(url).search}`, { method: 'POST', redirect: 'follow' })
      expect(await done.text()).toContain('Purchase complete')
    }
    const quoteCard = 50 - 0.75 - 0.5
    const quoteRamp = 50 - 0.5 - 0.5
    expect((await dusdOf(buyer)) - before).toBe(parseUnits(String(quoteCard + quoteRamp), 6))
    const history = (await (await fetch(`${devnet.urls.api}/v1/account/${buyer}/history?onramp=devnet&chainId=eip155:31337`)).json()) as { data: unknown[] }
    expect(history.data).toHaveLength(2)
    const all = (await (await fetch(`${devnet.urls.api}/v1/account/${buyer}/history?chainId=eip155:31337`)).json()) as { data: unknown[] }
    expect(all.data.length).toBeGreaterThan(2)
  })
})
