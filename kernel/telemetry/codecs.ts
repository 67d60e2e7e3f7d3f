import * as t from 'io-ts'

// TODO(move to codec/api): HTTP answer codecs, kept here while kernel/codec/api.ts is being written.

/** SPEC §7 GET /getAnalyticsConfig answer. */
export const AnalyticsConfigAnswer = t.type({ isAnalyticsEnabled: t.boolean }, 'AnalyticsConfigAnswer')
export type AnalyticsConfigAnswer = t.TypeOf<typeof AnalyticsConfigAnswer>

/** SPEC §7 POST /e: the answer is not shown; nothing in it is used. */
export const TelemetrySendAnswer = t.unknown
