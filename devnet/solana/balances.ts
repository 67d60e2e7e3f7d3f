import { address, isAddress, type Address } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS, getTokenDecoder } from '@solana-program/token'
import type { DevnetContext } from '../context'
import type { TokenBalanceAnswer } from '../api/balance'
import { badRequest } from '../http/problem'
import { priceOf } from '../api/prices'
import { tokenIconUrl } from '../api/tokens'
import type { SolanaChain } from './chain'
import { SOL_CURRENCY, SOLANA_CAIP_NETWORK_ID } from './config'

/** Whole units of `amount` smallest units, as the API writes quantities ('1.5'). */
function formatUnits(amount: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals)
  const fraction = (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${amount / scale}.${fraction}` : `${amount / scale}`
}

/** The devnet's Solana cluster, or a 400 when it does not run. */
export function solanaOf(devnet: DevnetContext): SolanaChain {
  if (!devnet.solana) throw badRequest('The devnet runs no Solana cluster')
  return devnet.solana
}

/** A Solana account path segment or CAIP-10 id (solana:{cluster}:{address}); other clusters are a 400. */
export function parseSolanaAccount(value: string): Address {
  const parts = value.split(':')
  if (parts.length === 3 && `${parts[0]}:${parts[1]}` !== SOLANA_CAIP_NETWORK_ID)
    throw badRequest(`Unsupported chain "${parts[0]}:${parts[1]}": the devnet serves ${SOLANA_CAIP_NETWORK_ID}`)
  const plain = parts[parts.length - 1] ?? ''
  if (!isAddress(plain)) throw badRequest(`Invalid account "${value}": expected a base58 Solana address`)
  return address(plain)
}

export const isSolanaAccount = (value: string): boolean => value.startsWith('solana:') || (!value.startsWith('0x') && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value))

/** SOL always, and every seeded SPL token the owner holds (summed over its token accounts), read now. */
export function solanaBalancesOf(devnet: DevnetContext, chain: SolanaChain, owner: Address, rate: number): TokenBalanceAnswer[] {
  const row = (name: string, symbol: string, decimals: number, amount: bigint, mint?: string): TokenBalanceAnswer => {
    const numeric = formatUnits(amount, decimals)
    const price = priceOf(symbol, rate)
    return {
      name,
      symbol,
      chainId: SOLANA_CAIP_NETWORK_ID,
      ...(mint ? { address: `${SOLANA_CAIP_NETWORK_ID}:${mint}` } : {}),
      value: Math.round(Number(numeric) * price * 100) / 100,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: tokenIconUrl(devnet, symbol),
    }
  }
  const held = new Map<string, bigint>()
  for (const account of chain.svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS)) {
    if (account.data.length !== 165) continue
    const token = getTokenDecoder().decode(account.data)
    if (token.owner === owner) held.set(token.mint, (held.get(token.mint) ?? 0n) + BigInt(token.amount))
  }
  return [
    row(SOL_CURRENCY.name, SOL_CURRENCY.symbol, SOL_CURRENCY.decimals, chain.svm.getBalance(owner) ?? 0n),
    ...chain.tokens.flatMap((token) => {
      const amount = held.get(token.mint) ?? 0n
      return amount === 0n ? [] : [row(token.name, token.symbol, token.decimals, amount, token.mint)]
    }),
  ]
}
