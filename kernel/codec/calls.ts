import * as t from 'io-ts'
import { FiniteNumber } from './safe'
import { withOptional } from './combinators'
import { HexPrefixed } from './hex'

/** SPEC §5 call batches: `to` must start with 0x; `data` too when present. `value` is the wallet's. */
export const Call = /* @__PURE__ */ withOptional(
  { to: HexPrefixed },
  { data: HexPrefixed, value: /* @__PURE__ */ t.union([t.string, FiniteNumber, t.bigint]) },
  'Call',
)
export type Call = t.TypeOf<typeof Call>

export const CallBatch = /* @__PURE__ */ t.array(Call, 'CallBatch')
export type CallBatch = t.TypeOf<typeof CallBatch>
