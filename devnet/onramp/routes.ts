import { getAddress, isAddress, type Address } from 'viem'
import type { DevnetContext } from '../context'
import { json, raw } from '../http/reply'
import type { Router } from '../http/router'
import { badRequest, notFound } from '../http/problem'
import { ASSET_USD_PRICE, FIAT_RATE, NETWORK_FEE, ONRAMP_PROVIDERS, PAYMENT_LIMITS, PROVIDER_FEE, onrampOptions, type OnrampProviderId } from './catalogue'
import type { OnrampLedger, OnrampSession, PaySession } from './purchases'

/** Where each provider's page is served (its own origin). */
export type ProviderUrls = Readonly<Record<OnrampProviderId, string>>

const money = (value: number): string => value.toFixed(2)
const units = (value: number): string => value.toFixed(6).replace(/\.?0+$/, '')

/** A quote in the SPEC §3 shape; fees inside SPEC §9's 1–2 % range. */
export function quoteFor(provider: OnrampProviderId, asset: string, fiat: string, amountText: string) {
  const price = ASSET_USD_PRICE[asset]
  const rate = FIAT_RATE[fiat]
  if (price === undefined) throw badRequest(`Unknown purchase currency "${asset}": the devnet sells ${Object.keys(ASSET_USD_PRICE).join(', ')}`)
  if (rate === undefined) throw badRequest(`Unknown payment currency "${fiat}": the devnet takes ${Object.keys(FIAT_RATE).join(', ')}`)
  const amount = Number(amountText)
  if (!/^\d+(\.\d{1,2})?$/.test(amountText) || !Number.isFinite(amount)) throw badRequest(`Invalid amount "${amountText}"`)
  const limit = PAYMENT_LIMITS[0]
  if (amount < Number(limit.min) || amount > Number(limit.max)) throw badRequest(`Amount must be between ${limit.min} and ${limit.max} ${fiat}`)
  const fee = amount * PROVIDER_FEE[provider]
  const networkFee = Number(NETWORK_FEE)
  const subtotal = amount - fee - networkFee
  const crypto = subtotal / rate / price
  return {
    coinbaseFee: { amount: money(fee), currency: fiat },
    networkFee: { amount: money(networkFee), currency: fiat },
    paymentSubtotal: { amount: money(subtotal), currency: fiat },
    paymentTotal: { amount: money(amount), currency: fiat },
    purchaseAmount: { amount: units(crypto), currency: asset },
    quoteId: `quote-${provider}-${asset}-${fiat}-${amountText}`,
  }
}

const providerOf = (value: unknown): OnrampProviderId => {
  if (value === undefined) return ONRAMP_PROVIDERS[0].id
  const found = ONRAMP_PROVIDERS.find((p) => p.id === value)
  if (!found) throw badRequest(`Unknown provider "${String(value)}": the devnet has ${ONRAMP_PROVIDERS.map((p) => p.id).join(', ')}`)
  return found.id
}

const text = (value: unknown, what: string): string => {
  if (typeof value === 'string' && value !== '') return value
  if (typeof value === 'number') return String(value)
  throw badRequest(`${what} is required`)
}

/**
 * SPEC §7 onramp rows on the blockchain API: GET /v1/onramp/options, POST /v1/onramp/quote and POST
 * /v1/generators/onrampurl (the URL of the chosen provider's page, on its own origin). `provider` is a
 * devnet extension of the quote and generator bodies (default: the first provider).
 */
export const onrampRoutes = (devnet: DevnetContext, ledger: OnrampLedger, providers: ProviderUrls) => (router: Router) =>
  router
    .get('/v1/onramp/options', () => json(onrampOptions(devnet.chains)))
    .post('/v1/onramp/quote', async (context) => {
      const body = ((await context.readJson()) ?? {}) as Record<string, unknown>
      const asset = text((body.purchaseCurrency as { id?: unknown } | undefined)?.id ?? body.purchaseCurrency, 'purchaseCurrency')
      const fiat = text((body.paymentCurrency as { id?: unknown } | undefined)?.id ?? body.paymentCurrency, 'paymentCurrency')
      return json(quoteFor(providerOf(body.provider), asset, fiat, text(body.amount, 'amount')))
    })
    .post('/v1/generators/onrampurl', async (context) => {
      const body = ((await context.readJson()) ?? {}) as Record<string, unknown>
      const provider = providerOf(body.provider)
      const wallets = Array.isArray(body.destinationWallets) ? (body.destinationWallets as Array<Record<string, unknown>>) : []
      const wallet = wallets[0]
      const address = typeof wallet?.address === 'string' ? wallet.address : ''
      if (!isAddress(address)) throw badRequest('destinationWallets[0].address must be an EVM address')
      const assets = Array.isArray(wallet?.assets) ? (wallet.assets as unknown[]) : []
      const asset = typeof assets[0] === 'string' && assets[0] in ASSET_USD_PRICE ? (assets[0] as 'DUSD' | 'DVT') : 'DUSD'
      const network = typeof body.defaultNetwork === 'string' ? body.defaultNetwork : String(devnet.chains[0]?.chainId)
      const chain = devnet.chains.find((c) => String(c.chainId) === network || c.caipNetworkId === network || `devnet-${c.chainId}` === network)
      if (!chain) throw badRequest(`Unknown defaultNetwork "${network}"`)
      const fiatAmount = typeof body.presetFiatAmount === 'number' || typeof body.presetFiatAmount === 'string' ? String(body.presetFiatAmount) : '50'
      const fiat = typeof body.paymentCurrency === 'string' ? body.paymentCurrency : 'USD'
      const quote = quoteFor(provider, asset, fiat, fiatAmount)
      const session = ledger.open({
        provider,
        address: getAddress(address),
        chainId: chain.chainId,
        asset,
        fiatAmount,
        fiatCurrency: fiat,
        cryptoAmount: quote.purchaseAmount.amount,
      })
      return json({ url: `${providers[provider]}/buy?session=${encodeURIComponent(session.id)}` })
    })
    // The modal's pay by card (a devnet row beside the SPEC §7 onramp ones): the card provider's page
    // for one payment, and the payment's status until the provider has paid the recipient.
    .post('/v1/pay/card', async (context) => {
      const body = ((await context.readJson()) ?? {}) as Record<string, unknown>
      const provider = providerOf(body.provider)
      const recipient = text(body.recipient, 'recipient')
      if (!isAddress(recipient)) throw badRequest('recipient must be an EVM address')
      const network = text(body.network, 'network')
      const chain = devnet.chains.find((c) => c.caipNetworkId === network)
      if (!chain) throw badRequest(`Unknown network "${network}": the devnet has ${devnet.chains.map((c) => c.caipNetworkId).join(', ')}`)
      const asset = text(body.asset, 'asset')
      const token = Object.values(chain.contracts.fungibles).find((f) => f.address.toLowerCase() === asset.toLowerCase())
      if (asset !== 'native' && !token) throw badRequest(`The card provider cannot pay in ${asset} on ${network}`)
      const amount = text(body.amount, 'amount')
      if (!/^\d+(\.\d+)?$/.test(amount) || Number(amount) <= 0) throw badRequest(`Invalid amount "${amount}"`)
      const session = ledger.openPayment({
        provider,
        chain: text(body.chain, 'chain'),
        chainId: chain.chainId,
        recipient: getAddress(recipient),
        asset: token ? token.address : 'native',
        symbol: token ? token.symbol : typeof body.symbol === 'string' ? body.symbol : 'ETH',
        amount,
      })
      return json({ id: session.id, url: `${providers[provider]}/pay?session=${encodeURIComponent(session.id)}` })
    })
    .get('/v1/pay/card/:id', (context) => {
      const session = ledger.getPayment(context.params.id ?? '')
      if (!session) throw notFound('No such payment')
      return json(session.hash ? { status: 'paid', hash: session.hash } : { status: 'pending' })
    })

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#15171a}main{max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:16px;box-shadow:0 2px 12px #0001}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dd{margin:0;text-align:right;overflow-wrap:anywhere}button{width:100%;padding:12px;border:0;border-radius:999px;background:#1f5eff;color:#fff;font-size:16px;font-weight:600;cursor:pointer}code{overflow-wrap:anywhere}</style></head><body><main>${body}</main></body></html>`
}

function summary(session: OnrampSession): string {
  return `<dl><dt>Pay</dt><dd>${escape(session.fiatAmount)} ${escape(session.fiatCurrency)}</dd><dt>Receive</dt><dd>${escape(session.cryptoAmount)} ${escape(session.asset)}</dd><dt>Network</dt><dd>${session.chainId}</dd><dt>Wallet</dt><dd><code>${escape(session.address)}</code></dd></dl>`
}

function paymentSummary(session: PaySession): string {
  return `<dl><dt>Pay</dt><dd>${escape(session.amount)} ${escape(session.symbol)}</dd><dt>Chain</dt><dd>${escape(session.chain)} (devnet ${session.chainId})</dd><dt>To</dt><dd><code>${escape(session.recipient)}</code></dd></dl>`
}

function paymentOf(provider: (typeof ONRAMP_PROVIDERS)[number], ledger: OnrampLedger, id: string | null): PaySession {
  const session = ledger.getPayment(id ?? '')
  if (!session || session.provider !== provider.id) throw notFound('No such payment')
  return session
}

/** A provider's own site: the purchase page the generated URL opens, the card payment page, and their completion. */
export const providerPageRoutes = (provider: (typeof ONRAMP_PROVIDERS)[number], ledger: OnrampLedger) => (router: Router) =>
  router
    .get('/', () => raw(page(provider.name, `<h1>${escape(provider.name)}</h1><p>A devnet onramp provider.</p>`), 'text/html; charset=utf-8'))
    .get('/buy', (context) => {
      const session = ledger.get(context.query.get('session') ?? '')
      if (!session || session.provider !== provider.id) throw notFound('No such purchase')
      const body = session.hash
        ? `<h1>Purchase complete</h1>${summary(session)}<p>Transaction <code data-testid="hash">${session.hash}</code></p>`
        : `<h1>${escape(provider.name)}</h1><p>Buy crypto with a test card.</p>${summary(session)}<form method="post" action="/buy/complete?session=${encodeURIComponent(session.id)}"><button type="submit">Complete purchase</button></form>`
      return raw(page(provider.name, body), 'text/html; charset=utf-8')
    })
    .post('/buy/complete', async (context) => {
      const session = ledger.get(context.query.get('session') ?? '')
      if (!session || session.provider !== provider.id) throw notFound('No such purchase')
      await ledger.deliver(session)
      return raw('', 'text/plain', 303, { location: `/buy?session=${encodeURIComponent(session.id)}` })
    })
    .get('/pay', (context) => {
      const session = paymentOf(provider, ledger, context.query.get('session'))
      const body = session.hash
        ? `<h1>Payment complete</h1>${paymentSummary(session)}<p>Transaction <code data-testid="hash">${session.hash}</code></p>`
        : `<h1>${escape(provider.name)}</h1><p>Pay with a test card.</p>${paymentSummary(session)}<form method="post" action="/pay/complete?session=${encodeURIComponent(session.id)}"><button type="submit">Pay ${escape(session.amount)} ${escape(session.symbol)}</button></form>`
      return raw(page(provider.name, body), 'text/html; charset=utf-8')
    })
    .post('/pay/complete', async (context) => {
      const session = paymentOf(provider, ledger, context.query.get('session'))
      await ledger.deliverPayment(session)
      return raw('', 'text/plain', 303, { location: `/pay?session=${encodeURIComponent(session.id)}` })
    })

export type { Address }
