import * as t from 'io-ts'
import { FiniteNumber, ImageUrl } from './safe'
import { withOptional } from './combinators'
import type { TokenBalance } from './token'

/** SPEC §3/§5 wallet asset metadata: name, symbol, iconUrl strings; decimals and price numbers. */
export const WalletAssetMetadata = /* @__PURE__ */ withOptional(
  { name: t.string, symbol: t.string, decimals: FiniteNumber, price: FiniteNumber, iconUrl: ImageUrl },
  { value: FiniteNumber },
  'WalletAssetMetadata',
)

/** SPEC §3/§5 one item of a wallet_getAssets answer; `balance` is hex in the smallest unit. */
export const WalletAsset = /* @__PURE__ */ t.type(
  {
    address: t.string,
    balance: t.string,
    type: /* @__PURE__ */ t.keyof({ ERC20: null, NATIVE: null }),
    metadata: WalletAssetMetadata,
  },
  'WalletAsset',
)
export type WalletAsset = t.TypeOf<typeof WalletAsset>

/**
 * SPEC §5: a wallet_getAssets answer (EIP-7811: assets by hex chain id) is accepted only if every asset
 * passes; one bad asset refuses the whole answer.
 */
export const WalletAssetsResponse = /* @__PURE__ */ t.record(t.string, /* @__PURE__ */ t.array(WalletAsset), 'WalletAssetsResponse')
export type WalletAssetsResponse = t.TypeOf<typeof WalletAssetsResponse>

/** SPEC §5: tokens whose decimals is '0' are dropped (the answer sends a number; compared as text). */
export function hasZeroDecimals(asset: WalletAsset): boolean {
  return String(asset.metadata.decimals) === '0'
}

/** `value` (smallest unit) as a decimal string in whole units, trailing zeros trimmed. */
function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

function chainReference(key: string): string | undefined {
  if (/^0x[0-9a-fA-F]+$/.test(key)) return BigInt(key).toString()
  if (/^\d+$/.test(key)) return key
  const caip = /^eip155:(\d+)$/.exec(key)
  return caip?.[1]
}

function parseBalance(balance: string): bigint | undefined {
  // Hex per EIP-7811; a decimal string is read as such. Anything else cannot be shown honestly.
  if (!/^(0x[0-9a-fA-F]+|\d+)$/.test(balance)) return undefined
  return BigInt(balance)
}

// uint8 in ERC-20; larger values are not a real token and would only build huge strings.
const maxDecimals = 255

/**
 * Turn a decoded wallet_getAssets answer into SPEC §3 token balances on eip155: tokens with decimals
 * '0' are dropped (SPEC §5), and so are assets whose balance or decimals cannot be read.
 */
export function walletAssetsToTokenBalances(response: WalletAssetsResponse): TokenBalance[] {
  const balances: TokenBalance[] = []
  for (const [key, assets] of Object.entries(response)) {
    const reference = chainReference(key)
    if (reference === undefined) continue
    const chainId = `eip155:${reference}`
    for (const asset of assets) {
      const { decimals, price, name, symbol, iconUrl } = asset.metadata
      if (hasZeroDecimals(asset)) continue
      if (!Number.isInteger(decimals) || decimals < 0 || decimals > maxDecimals) continue
      const amount = parseBalance(asset.balance)
      if (amount === undefined) continue
      const numeric = formatUnits(amount, decimals)
      const isNative = asset.type === 'NATIVE' || asset.address === 'native'
      balances.push({
        name,
        symbol,
        chainId,
        ...(isNative ? {} : { address: `${chainId}:${asset.address}` }),
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(decimals), numeric },
        iconUrl,
      })
    }
  }
  return balances
}
