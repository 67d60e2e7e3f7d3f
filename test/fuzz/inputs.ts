import fc from 'fast-check'

/** At least this many generated inputs per decoder, remote answer and storage key (the promised depth). */
export const RUNS = Number(process.env['FUZZ_RUNS'] ?? 10_000)

/** JSON-like values, as a server, a storage entry or a wallet may send: anything, and near-misses of objects. */
export const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue() },
  { weight: 2, arbitrary: fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true }) },
  { weight: 1, arbitrary: fc.constantFrom(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN, -0, '', '0x', ':', 'eip155:1:', '__proto__', null, undefined) },
  // Well-formed answers carrying hostile content: script links where a link or image goes.
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { data: [{ id: 'w', name: '<img src=x onerror=alert(1)>', mobile_link: 'JaVaScRiPt:alert(1)', desktop_link: '\u0000javascript:alert(1)', webapp_link: 'data:text/html,<script>alert(1)</script>' }], count: 1 },
      { avatar: 'javascript:alert(1)', name: '<script>alert(1)</script>' },
      { balances: [{ name: 'X', symbol: 'X', chainId: 'eip155:1', price: 1, quantity: { decimals: '18', numeric: '1' }, iconUrl: 'java\tscript:alert(1)' }] },
      { data: [{ id: 't', metadata: { minedAt: '2026-01-01T00:00:00Z', chain: 'eip155:1', operationType: 'receive', status: 'confirmed', sentFrom: '0x', sentTo: '0x' }, transfers: [{ quantity: { numeric: '1' }, nft_info: { flags: { is_spam: false }, name: 'N', content: { preview: { url: 'vbscript:x' } } } }] }], next: null },
    ),
  },
)
