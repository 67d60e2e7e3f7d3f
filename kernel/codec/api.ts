/**
 * SPEC §7 answers the kernel decodes. io-ts `t.type` lets extra fields through, so these stay tolerant
 * of what the servers add, and strict on every field the modal reads.
 */
import * as t from 'io-ts'
import { FiniteNumber, ImageUrl } from './safe'
import { nullable, withOptional } from './combinators'
import { NameSuggestion } from './names'
import { SmartSession } from './smartSession'
import { TokenBalance } from './token'
import { Transaction } from './transaction'

/** GET v1/supported-chains: CAIP-2 ids served over http and ws. */
export const SupportedChainsResponse = /* @__PURE__ */ t.type(
  { http: /* @__PURE__ */ t.array(t.string), ws: /* @__PURE__ */ t.array(t.string) },
  'SupportedChainsResponse',
)
export type SupportedChainsResponse = t.TypeOf<typeof SupportedChainsResponse>

/** GET /v1/identity/{address}: null or absent when the address has no identity (servers omit the keys). */
export const IdentityResponse = /* @__PURE__ */ t.partial({ avatar: /* @__PURE__ */ nullable(ImageUrl), name: /* @__PURE__ */ nullable(t.string) }, 'IdentityResponse')
export type IdentityResponse = t.TypeOf<typeof IdentityResponse>

/** GET /v1/account/{account}/history: a page of transactions and the cursor of the next (none at the end). */
export const AccountHistoryResponse = /* @__PURE__ */ withOptional(
  { data: /* @__PURE__ */ t.array(Transaction) },
  { next: /* @__PURE__ */ nullable(t.string) },
  'AccountHistoryResponse',
)
export type AccountHistoryResponse = t.TypeOf<typeof AccountHistoryResponse>

/** GET /v1/account/{address}/balance. */
export const BalanceResponse = /* @__PURE__ */ t.type({ balances: /* @__PURE__ */ t.array(TokenBalance) }, 'BalanceResponse')
export type BalanceResponse = t.TypeOf<typeof BalanceResponse>

/** GET /getAnalyticsConfig. */
export const AnalyticsConfigResponse = /* @__PURE__ */ t.type({ isAnalyticsEnabled: t.boolean }, 'AnalyticsConfigResponse')
export type AnalyticsConfigResponse = t.TypeOf<typeof AnalyticsConfigResponse>

/** POST /e: the answer is not shown by the SPEC and nothing in it is used (it may be empty, e.g. 204). */
export const TelemetrySendResponse = t.unknown
export type TelemetrySendResponse = t.TypeOf<typeof TelemetrySendResponse>

/** GET /v1/profile/suggestions/{name}. */
export const NameSuggestionsResponse = /* @__PURE__ */ t.type({ suggestions: /* @__PURE__ */ t.array(NameSuggestion) }, 'NameSuggestionsResponse')
export type NameSuggestionsResponse = t.TypeOf<typeof NameSuggestionsResponse>

/** An address a name points to, keyed by ENSIP-11 coin type (as a decimal string) in `addresses`. */
export const ProfileAddress = /* @__PURE__ */ t.type({ address: t.string }, 'ProfileAddress')
export type ProfileAddress = t.TypeOf<typeof ProfileAddress>

/** Profile attributes as the API lists them: small records such as { avatar } and { bio }. */
export const ProfileAttributes = /* @__PURE__ */ t.array(/* @__PURE__ */ t.record(t.string, t.string), 'ProfileAttributes')
export type ProfileAttributes = t.TypeOf<typeof ProfileAttributes>

/** GET /v1/profile/account/{name}. */
export const ProfileAccountResponse = /* @__PURE__ */ withOptional(
  { addresses: /* @__PURE__ */ t.record(t.string, ProfileAddress) },
  { name: t.string, registered: FiniteNumber, updated: FiniteNumber, attributes: ProfileAttributes },
  'ProfileAccountResponse',
)
export type ProfileAccountResponse = t.TypeOf<typeof ProfileAccountResponse>

/** GET /v1/profile/reverse/{address} (SPEC §7 does not show it): the names pointing at the address. */
export const ReverseNamesResponse = /* @__PURE__ */ t.array(
  /* @__PURE__ */ withOptional(
    { name: t.string, addresses: /* @__PURE__ */ t.record(t.string, ProfileAddress) },
    { registered: FiniteNumber, updated: FiniteNumber, attributes: ProfileAttributes },
    'ProfileName',
  ),
  'ReverseNamesResponse',
)
export type ReverseNamesResponse = t.TypeOf<typeof ReverseNamesResponse>

/** GET /v1/sessions/{address}: the smart sessions granted by the address. */
export const SmartSessionsResponse = /* @__PURE__ */ t.type({ sessions: /* @__PURE__ */ t.array(SmartSession) }, 'SmartSessionsResponse')
export type SmartSessionsResponse = t.TypeOf<typeof SmartSessionsResponse>
