import * as t from 'io-ts'
import { FiniteNumber } from './safe'
import { nullable, withOptional } from './combinators'

/** SPEC §3 smart session revoke body (POST /v1/sessions/{address}/revoke). */
export const SmartSessionRevokeBody = /* @__PURE__ */ t.type({ pci: t.string, signature: t.string }, 'SmartSessionRevokeBody')
export type SmartSessionRevokeBody = t.TypeOf<typeof SmartSessionRevokeBody>

/**
 * One granted smart session as GET /v1/sessions/{address} lists it. SPEC §7 does not show the shape:
 * `pci` (the permission context id revoke needs) and `expiry` (unix seconds) are what the modal uses.
 */
export const SmartSession = /* @__PURE__ */ withOptional(
  { pci: t.string, expiry: FiniteNumber },
  {
    createdAt: FiniteNumber,
    revokedAt: /* @__PURE__ */ nullable(FiniteNumber),
    project: /* @__PURE__ */ t.partial({ id: t.string, name: t.string, url: t.string, iconUrl: t.string }, 'SmartSessionProject'),
    permissions: /* @__PURE__ */ t.array(t.unknown),
    policies: /* @__PURE__ */ t.array(t.unknown),
    context: t.string,
  },
  'SmartSession',
)
export type SmartSession = t.TypeOf<typeof SmartSession>
