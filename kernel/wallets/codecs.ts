import * as t from 'io-ts'

// TODO(move to codec/api): HTTP answer codecs, kept here while kernel/codec/api.ts is being written.

const optionalText = t.union([t.string, t.null, t.undefined])

/** SPEC §3 wallet catalogue entry (GET /getWallets data item). Only id and name are required. */
export const WalletEntry = t.intersection(
  [
    t.type({ id: t.string, name: t.string }),
    t.partial({
      image_id: optionalText,
      rdns: optionalText,
      mobile_link: optionalText,
      desktop_link: optionalText,
      webapp_link: optionalText,
      chains: t.union([t.array(t.string), t.null]),
      badge_type: optionalText,
    }),
  ],
  'WalletEntry',
)
export type WalletEntry = t.TypeOf<typeof WalletEntry>

/**
 * SPEC §7 GET /getWallets answer {data, count}. Items are decoded one by one afterwards so one bad
 * entry costs that entry, not the page.
 */
export const GetWalletsAnswer = t.type({ data: t.array(t.unknown), count: t.number }, 'GetWalletsAnswer')
export type GetWalletsAnswer = t.TypeOf<typeof GetWalletsAnswer>
