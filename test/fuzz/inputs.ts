import fc from 'fast-check'

/** At least this many generated inputs per decoder, remote answer and storage key (the promised depth). */
export const RUNS = Number(process.env['FUZZ_RUNS'] ?? 10_000)

/** JSON-like values, as a server, a storage entry or a wallet may send: anything, and near-misses of objects. */
export const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue() },
  { weight: 2, arbitrary: fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true }) },
  { weight: 1, arbitrary: fc.constantFrom(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN, -0, '', '0x', ':', 'eip155:1:', '__proto__', null, undefined) },
)
