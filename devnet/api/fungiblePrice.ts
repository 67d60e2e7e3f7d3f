import type { DevnetContext } from '../context'
import { badRequest } from '../http/problem'
import { json } from '../http/reply'
import type { Router } from '../http/router'
import { parseChain } from './params'
import { currencyRate, priceOf } from './prices'
import { findFungible, tokenIconUrl, type KnownFungible } from './tokens'
import { parseSolanaAccount, solanaOf } from '../solana/balances'
import { SOL_CURRENCY, SOLANA_NATIVE_MINT } from '../solana/config'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A CAIP-10 token address pins its chain; a plain address is looked up on every devnet chain. */
function lookup(devnet: DevnetContext, entry: string): Pick<KnownFungible, 'name' | 'symbol'> | undefined {
  const parts = entry.split(':')
  if (parts.length === 3) {
    if (parts[0] === 'solana') return solanaFungible(devnet, entry)
    if (parts[0] !== 'eip155') throw badRequest(`Invalid address "${entry}": only eip155 and solana tokens are served`)
    return findFungible(parseChain(devnet, `eip155:${parts[1] ?? ''}`, 'address chain'), parts[2] ?? '')
  }
  if (parts.length !== 1) throw badRequest(`Invalid address "${entry}": expected CAIP-10 or a plain address`)
  for (const chain of devnet.chains) {
    const found = findFungible(chain, entry)
    if (found) return found
  }
  return undefined
}

/** A Solana token by CAIP-10 mint (the native mint names SOL), as the price answer needs it. */
function solanaFungible(devnet: DevnetContext, entry: string): Pick<KnownFungible, 'name' | 'symbol'> | undefined {
  const mint = parseSolanaAccount(entry)
  if (mint === SOLANA_NATIVE_MINT) return SOL_CURRENCY
  return solanaOf(devnet).tokens.find((token) => token.mint === mint)
}

/** SPEC §7 POST /v1/fungible/price {currency, addresses, projectId} → {fungibles}; unknown tokens are left out. */
export const fungiblePriceRoutes = (devnet: DevnetContext) => (router: Router) =>
  router.post('/v1/fungible/price', async (context) => {
    const body = await context.readJson()
    if (!isRecord(body)) throw badRequest('Body must be a JSON object {currency, addresses, projectId}')
    const { addresses, currency } = body
    if (!Array.isArray(addresses) || !addresses.every((a): a is string => typeof a === 'string')) {
      throw badRequest('"addresses" must be an array of token addresses (CAIP-10)')
    }
    if (currency !== undefined && typeof currency !== 'string') throw badRequest('"currency" must be a string')
    const rate = currencyRate(currency)
    const fungibles = addresses.flatMap((entry) => {
      const token = lookup(devnet, entry)
      return token
        ? [{ name: token.name, symbol: token.symbol, iconUrl: tokenIconUrl(devnet, token.symbol), price: priceOf(token.symbol, rate) }]
        : []
    })
    return json({ fungibles })
  })
