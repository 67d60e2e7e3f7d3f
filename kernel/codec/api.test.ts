import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decode } from './decode'
import {
  AccountHistoryResponse,
  AnalyticsConfigResponse,
  BalanceResponse,
  IdentityResponse,
  NameSuggestionsResponse,
  ProfileAccountResponse,
  ReverseNamesResponse,
  SmartSessionsResponse,
  SupportedChainsResponse,
} from './api'
import { GetWalletsResponse } from './startupApi'
import { AllowedOriginsResponse } from './originsApi'
import { OnrampOptionsResponse, OnrampQuoteResponse, OnrampUrlResponse } from './onramp'
import { ConvertAllowanceResponse, ConvertQuotesResponse, ConvertTokensResponse, ConvertTransactionResponse, FungiblePriceResponse, GasPriceResponse } from './convert'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)
const list = <T>(item: fc.Arbitrary<T>) => fc.array(item, { maxLength: 3 })

describe('§7 API answers', () => {
  codecProperties(
    '§7 GET v1/supported-chains',
    SupportedChainsResponse,
    fc.record({ http: list(arb.caipNetworkId), ws: list(arb.caipNetworkId) }),
  )
  codecProperties('§7 GET /v1/identity', IdentityResponse, fc.record({ avatar: fc.option(arb.imageUrl, { nil: null }), name: arb.nullableText }))
  codecProperties(
    '§7 GET /v1/account/{account}/history',
    AccountHistoryResponse,
    fc.record({ data: list(arb.transaction), next: fc.option(arb.text, { nil: null }) }, { requiredKeys: ['data'] }),
  )
  codecProperties('§7 GET /v1/account/{address}/balance', BalanceResponse, fc.record({ balances: list(arb.tokenBalance) }))
  codecProperties(
    '§7 POST /v1/fungible/price',
    FungiblePriceResponse,
    fc.record({
      fungibles: list(fc.record({ name: arb.text, symbol: arb.text, iconUrl: arb.imageUrl, price: arb.amount })),
    }),
  )
  codecProperties(
    '§7 GET /getWallets',
    GetWalletsResponse,
    fc.record({ data: list(arb.walletCatalogueEntry), count: fc.nat() }),
  )
  codecProperties('§7 GET /projects/v1/origins', AllowedOriginsResponse, fc.record({ allowedOrigins: list(fc.webUrl()) }))
  codecProperties('§7 GET /getAnalyticsConfig', AnalyticsConfigResponse, fc.record({ isAnalyticsEnabled: fc.boolean() }))
  codecProperties('§7 GET /v1/onramp/options', OnrampOptionsResponse, arb.onrampOptions)
  codecProperties('§7 POST /v1/onramp/quote', OnrampQuoteResponse, arb.onrampQuote)
  codecProperties('§7 POST /v1/generators/onrampurl', OnrampUrlResponse, fc.record({ url: arb.webLink }))
  codecProperties(
    '§7 GET /v1/profile/suggestions/{name}',
    NameSuggestionsResponse,
    fc.record({ suggestions: list(arb.nameSuggestion) }),
  )
  codecProperties('§7 GET /v1/profile/account/{name}', ProfileAccountResponse, arb.profileAccount)
  codecProperties('§7 GET /v1/profile/reverse/{address}', ReverseNamesResponse, list(arb.profileName))
  codecProperties('§7 GET /v1/convert/tokens', ConvertTokensResponse, fc.record({ tokens: list(arb.convertToken) }))
  codecProperties('§7 GET /v1/convert/quotes', ConvertQuotesResponse, fc.record({ quotes: list(arb.convertQuote) }))
  codecProperties('§7 GET /v1/convert/allowance', ConvertAllowanceResponse, fc.record({ allowance: arb.decimalText }))
  codecProperties(
    '§7 GET /v1/convert/gas-price',
    GasPriceResponse,
    fc.record({ standard: arb.decimalText, fast: arb.decimalText, instant: arb.decimalText }),
  )
  codecProperties(
    '§7 POST /v1/convert/build-transaction',
    ConvertTransactionResponse,
    fc.record({ tx: arb.convertTransaction }),
  )
  codecProperties('§7 GET /v1/sessions/{address}', SmartSessionsResponse, fc.record({ sessions: list(arb.smartSession) }))

  it('§7 GET v1/supported-chains: http and ws lists of strings', () => {
    expect(decode(SupportedChainsResponse, { http: ['eip155:1'], ws: [] }).ok).toBe(true)
    expect(issuesOf(decode(SupportedChainsResponse, { http: ['eip155:1'] }))).toEqual([{ path: 'ws', message: 'Required' }])
  })

  it('§7 GET /v1/identity: avatar and name, each possibly null or missing', () => {
    expect(decode(IdentityResponse, { avatar: null, name: null }).ok).toBe(true)
    expect(decode(IdentityResponse, {}).ok).toBe(true)
    expect(decode(IdentityResponse, { name: 'ada.eth' }).ok).toBe(true)
    expect(decode(IdentityResponse, { avatar: 'https://x/a.png', name: 'ada.eth' }).ok).toBe(true)
    expect(issuesOf(decode(IdentityResponse, { avatar: null, name: 3 }))).toEqual([
      { path: 'name', message: 'Expected string | null received number' },
    ])
  })

  it('§7 GET /v1/account/{account}/history: data and an optional, nullable next cursor', () => {
    expect(decode(AccountHistoryResponse, { data: [] }).ok).toBe(true)
    expect(decode(AccountHistoryResponse, { data: [], next: null }).ok).toBe(true)
    expect(decode(AccountHistoryResponse, { data: [], next: 'cursor-2' }).ok).toBe(true)
    expect(issuesOf(decode(AccountHistoryResponse, { data: [{ id: 't' }] }))).toEqual([
      { path: 'data.0.metadata', message: 'Required' },
      { path: 'data.0.transfers', message: 'Required' },
    ])
  })

  it('§7 GET /getWallets: data and count', () => {
    expect(decode(GetWalletsResponse, { data: [{ id: 'w', name: 'W', rdns: null }], count: 1 }).ok).toBe(true)
    // Entries are decoded one by one afterwards (decodeEach): a bad entry does not refuse the page.
    expect(decode(GetWalletsResponse, { data: [{ id: 7 }], count: 1 }).ok).toBe(true)
    expect(issuesOf(decode(GetWalletsResponse, { data: 'w', count: 1 }))).toEqual([
      { path: 'data', message: 'Expected array received string' },
    ])
    expect(issuesOf(decode(GetWalletsResponse, { data: [], count: '1' }))).toEqual([
      { path: 'count', message: 'Expected number received string' },
    ])
  })

  it('§7 GET /projects/v1/origins and /getAnalyticsConfig: strict on the field read', () => {
    expect(issuesOf(decode(AllowedOriginsResponse, { allowedOrigins: 'https://a' }))).toEqual([
      { path: 'allowedOrigins', message: 'Expected array | null received string' },
    ])
    expect(issuesOf(decode(AnalyticsConfigResponse, { isAnalyticsEnabled: 'true' }))).toEqual([
      { path: 'isAnalyticsEnabled', message: 'Expected boolean received string' },
    ])
  })

  it('§7 GET /projects/v1/origins: a missing or null list means no list configured', () => {
    expect(decode(AllowedOriginsResponse, {})).toEqual({ ok: true, value: {} })
    expect(decode(AllowedOriginsResponse, { allowedOrigins: null })).toEqual({ ok: true, value: { allowedOrigins: null } })
    expect(decode(AllowedOriginsResponse, { allowedOrigins: ['https://a'] }).ok).toBe(true)
  })

  it('§7 answers are tolerant of extra fields', () => {
    const result = decode(AnalyticsConfigResponse, { isAnalyticsEnabled: false, isAppKitAuthEnabled: true })
    expect(result.ok).toBe(true)
  })

  it('§7 GET /v1/profile/account/{name}: addresses by coin type, attributes', () => {
    const profile = {
      name: 'ada.reown.id',
      addresses: { '60': { address: '0x0000000000000000000000000000000000000001', created: '1' } },
      attributes: [{ avatar: 'https://x/a.png' }, { bio: '' }],
    }
    expect(decode(ProfileAccountResponse, profile).ok).toBe(true)
    expect(issuesOf(decode(ProfileAccountResponse, { ...profile, addresses: { '60': {} } }))).toEqual([
      { path: 'addresses.60.address', message: 'Required' },
    ])
  })

  it('§7 GET /v1/profile/suggestions/{name}: suggestions with name and optional registered', () => {
    expect(decode(NameSuggestionsResponse, { suggestions: [{ name: 'ada1', registered: false }, { name: 'ada2' }] }).ok).toBe(
      true,
    )
    expect(issuesOf(decode(NameSuggestionsResponse, { suggestions: [{ registered: true }] }))).toEqual([
      { path: 'suggestions.0.name', message: 'Required' },
    ])
  })

  it('§7 convert answers: build-transaction needs 0x-prefixed to and data', () => {
    expect(issuesOf(decode(ConvertTransactionResponse, { tx: { to: 'abc', data: '0x' } }))).toEqual([
      { path: 'tx.to', message: 'Expected HexPrefixed received string' },
    ])
    expect(issuesOf(decode(ConvertQuotesResponse, { quotes: [{ fromAmount: '1', fromAccount: 'a', toAmount: 2, toAccount: 'b' }] }))).toEqual([
      { path: 'quotes.0.toAmount', message: 'Expected string received number' },
    ])
  })
})
