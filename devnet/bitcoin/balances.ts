import type { DevnetContext } from '../context'
import type { TokenBalanceAnswer } from '../api/balance'
import { badRequest } from '../http/problem'
import { priceOf } from '../api/prices'
import { tokenIconUrl } from '../api/tokens'
import { BITCOIN_CAIP_NETWORK_ID, BTC_CURRENCY, REGTEST } from './config'
import type { BitcoinLedger } from './ledger'

const bech32Regtest = new RegExp(`^${REGTEST.bech32}1[02-9ac-hj-np-z]{39,59}$`)

/** A regtest address path segment or CAIP-10 id (bip122:{chain}:{address}); other chains are a 400. */
export function parseBitcoinAccount(value: string): string {
  const parts = value.split(':')
  if (parts.length === 3 && `${parts[0]}:${parts[1]}` !== BITCOIN_CAIP_NETWORK_ID)
    throw badRequest(`Unsupported chain "${parts[0]}:${parts[1]}": the devnet serves ${BITCOIN_CAIP_NETWORK_ID}`)
  const plain = (parts[parts.length - 1] ?? '').toLowerCase()
  if (!bech32Regtest.test(plain)) throw badRequest(`Invalid account "${value}": expected a regtest (bcrt1…) address`)
  return plain
}

export const isBitcoinAccount = (value: string): boolean => value.startsWith('bip122:') || value.toLowerCase().startsWith(`${REGTEST.bech32}1`)

export function bitcoinOf(devnet: DevnetContext): BitcoinLedger {
  if (!devnet.bitcoin) throw badRequest('The devnet runs no Bitcoin ledger')
  return devnet.bitcoin
}

/** The address's confirmed BTC, as the ledger's Esplora chain_stats give it (mempool coins count once mined). */
export function bitcoinBalancesOf(devnet: DevnetContext, ledger: BitcoinLedger, address: string, rate: number): TokenBalanceAnswer[] {
  const { chain } = ledger.statsOf(address)
  const sats = BigInt(chain.funded_txo_sum - chain.spent_txo_sum)
  const scale = 10n ** BigInt(BTC_CURRENCY.decimals)
  const fraction = (sats % scale).toString().padStart(BTC_CURRENCY.decimals, '0').replace(/0+$/, '')
  const numeric = fraction ? `${sats / scale}.${fraction}` : `${sats / scale}`
  const price = priceOf(BTC_CURRENCY.symbol, rate)
  return [
    {
      name: BTC_CURRENCY.name,
      symbol: BTC_CURRENCY.symbol,
      chainId: BITCOIN_CAIP_NETWORK_ID,
      value: Math.round(Number(numeric) * price * 100) / 100,
      price,
      quantity: { decimals: String(BTC_CURRENCY.decimals), numeric },
      iconUrl: tokenIconUrl(devnet, BTC_CURRENCY.symbol),
    },
  ]
}
