import * as t from 'io-ts'
import { withOptional } from './combinators'
import { CaipNetworkId } from './primitives'

/**
 * SPEC §3 sign-in message fields. What every message states (who, where, which chain, nonce, version)
 * is required; the times, request id, resources and statement are optional as in EIP-4361 / CAIP-122.
 */
export const SiwxMessageFields = /* @__PURE__ */ withOptional(
  {
    chainId: CaipNetworkId,
    accountAddress: t.string,
    nonce: t.string,
    domain: t.string,
    uri: t.string,
    version: t.string,
  },
  {
    expirationTime: t.string,
    issuedAt: t.string,
    notBefore: t.string,
    requestId: t.string,
    resources: /* @__PURE__ */ t.array(t.string),
    statement: t.string,
  },
  'SiwxMessageFields',
)
export type SiwxMessageFields = t.TypeOf<typeof SiwxMessageFields>

/** CAIP-74 CACAO: header type, payload, signature. Only the parts a verifier reads are checked. */
export const Cacao = /* @__PURE__ */ t.type(
  {
    h: /* @__PURE__ */ t.type({ t: t.string }, 'CacaoHeader'),
    p: t.UnknownRecord,
    s: /* @__PURE__ */ withOptional({ t: t.string, s: t.string }, { m: t.string }, 'CacaoSignature'),
  },
  'Cacao',
)
export type Cacao = t.TypeOf<typeof Cacao>

/** SPEC §3 signed-in session: the message fields, the message text, its signature, optional cacao. */
export const SiwxSession = /* @__PURE__ */ withOptional(
  { data: SiwxMessageFields, message: t.string, signature: t.string },
  { cacao: Cacao },
  'SiwxSession',
)
export type SiwxSession = t.TypeOf<typeof SiwxSession>
