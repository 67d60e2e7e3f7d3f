import * as t from 'io-ts'

// TODO(move to codec/api): HTTP answer codecs, kept here while kernel/codec/api.ts is being written.

/** SPEC §7 GET /projects/v1/origins. A missing or null list means the project has none configured. */
export const AllowedOriginsAnswer = t.partial(
  { allowedOrigins: t.union([t.array(t.string), t.null]) },
  'AllowedOriginsAnswer',
)
export type AllowedOriginsAnswer = t.TypeOf<typeof AllowedOriginsAnswer>
