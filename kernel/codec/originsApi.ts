/**
 * GET /projects/v1/origins, read when the modal first opens: in a file of its own, so that it travels
 * with the origin check rather than in the entry with the catalogue's codec.
 */
import * as t from 'io-ts'
import { nullable } from './combinators'

/** A missing or null list means the project has none configured. */
export const AllowedOriginsResponse = /* @__PURE__ */ t.partial({ allowedOrigins: /* @__PURE__ */ nullable(/* @__PURE__ */ t.array(t.string)) }, 'AllowedOriginsResponse')
export type AllowedOriginsResponse = t.TypeOf<typeof AllowedOriginsResponse>
