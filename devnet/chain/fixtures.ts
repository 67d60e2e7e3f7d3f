/**
 * What the devnet deploys and seeds on every chain. Amounts are in whole units; chain n (0-based)
 * receives the mints divided by n + 1, so the two chains' balances differ.
 */

export type FungibleKey = 'token' | 'stablecoin' | 'tether'

export interface FungibleFixture {
  readonly key: FungibleKey
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** 'usdt': transfer/transferFrom/approve return nothing (SPEC §9's separate transfer signature). */
  readonly style: 'standard' | 'usdt'
}

export const FUNGIBLES: ReadonlyArray<FungibleFixture> = [
  { key: 'token', name: 'Devnet Token', symbol: 'DVT', decimals: 18, style: 'standard' },
  { key: 'stablecoin', name: 'Devnet Dollar', symbol: 'DUSD', decimals: 6, style: 'standard' },
  { key: 'tether', name: 'Devnet Tether', symbol: 'DUSDT', decimals: 6, style: 'usdt' },
]

export const COLLECTION = { name: 'Devnet Collectibles', symbol: 'DCOL' } as const

export interface NftFixture {
  readonly tokenId: number
  /** Index of the dev account that receives it. */
  readonly owner: number
  readonly name: string
  /** Flagged as spam by the API (SPEC §5: transfers of spam NFTs only are hidden). */
  readonly spam: boolean
}

export const NFTS: ReadonlyArray<NftFixture> = [
  { tokenId: 1, owner: 0, name: 'Devnet Collectible #1', spam: false },
  { tokenId: 2, owner: 0, name: 'Devnet Collectible #2', spam: false },
  { tokenId: 3, owner: 1, name: 'Devnet Collectible #3', spam: false },
  { tokenId: 4, owner: 1, name: 'Devnet Collectible #4', spam: false },
  { tokenId: 5, owner: 2, name: 'Devnet Collectible #5', spam: false },
  { tokenId: 6, owner: 3, name: 'Devnet Collectible #6', spam: false },
  { tokenId: 7, owner: 0, name: 'Claim Your 5000 DVT Reward', spam: true },
]

/** Token mints to dev accounts 0–4, in whole units, before the per-chain divisor. */
export const MINTS: Readonly<Record<FungibleKey, ReadonlyArray<readonly [account: number, amount: string]>>> = {
  token: [
    [0, '1000'],
    [1, '750'],
    [2, '500'],
    [3, '250'],
    [4, '100'],
  ],
  stablecoin: [
    [0, '5000'],
    [1, '2500'],
    [2, '1200'],
    [3, '800'],
    [4, '300'],
  ],
  tether: [
    [0, '2500'],
    [1, '1000'],
    [2, '600'],
    [3, '400'],
    [4, '200'],
  ],
}

/** A few transfers between dev accounts after the mints, so every account has some history. */
export type SeedTransfer =
  | { readonly kind: 'native'; readonly from: number; readonly to: number; readonly amount: string }
  | { readonly kind: 'fungible'; readonly token: FungibleKey; readonly from: number; readonly to: number; readonly amount: string }
  | { readonly kind: 'nft'; readonly from: number; readonly to: number; readonly tokenId: number }

export const TRANSFERS: ReadonlyArray<SeedTransfer> = [
  { kind: 'native', from: 1, to: 0, amount: '0.5' },
  { kind: 'fungible', token: 'token', from: 0, to: 1, amount: '12.5' },
  { kind: 'fungible', token: 'stablecoin', from: 2, to: 0, amount: '40' },
  { kind: 'fungible', token: 'tether', from: 0, to: 3, amount: '15' },
  { kind: 'nft', from: 0, to: 2, tokenId: 2 },
]
