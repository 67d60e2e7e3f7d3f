import * as t from 'io-ts'
import { nullable, withOptional } from './combinators'

/** SPEC §3 smart session revoke body (POST /v1/sessions/{address}/revoke). */
export const SmartSessionRevokeBody = t.type({ pci: t.string, signature: t.string }, 'SmartSessionRevokeBody')
export type SmartSessionRevokeBody = t.TypeOf<typeof SmartSessionRevokeBody>

/**
 * One granted smart session as GET /v1/sessions/{address} lists it. SPEC §7 does not show the shape:
 * `pci` (the permission context id revoke needs) and `expiry` (unix seconds) are what the modal uses.
 */
export const SmartSession = withOptional(
  { pci: t.string, expiry: t.number },
  {
    createdAt: t.number,
    revokedAt: nullable(t.number),
    project: t.partial({ id: t.string, name: t.string, url: t.string, iconUrl: t.string }, 'SmartSessionProject'),
    permissions: t.array(t.unknown),
    policies: t.array(t.unknown),
    context: t.string,
  },
  'SmartSession',
)
export type SmartSession = t.TypeOf<typeof SmartSession>
