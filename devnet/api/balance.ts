import { erc20Abi, formatUnits, type Address } from 'viem'
import type { DevnetChain, DevnetContext } from '../context'
import { optionalBoolean, optionalString } from '../http/query'
import { json } from '../http/reply'
import type { Router } from '../http/router'
import { parseAccount, parseChain } from './params'
import { currencyRate, priceOf } from './prices'
import { knownFungibles, tokenIconUrl } from './tokens'
import { bitcoinBalancesOf, bitcoinOf, isBitcoinAccount, parseBitcoinAccount } from '../bitcoin/balances'
import { isSolanaAccount, parseSolanaAccount, solanaBalancesOf, solanaOf } from '../solana/balances'

export interface TokenBalanceAnswer {
  readonly name: string
  readonly symbol: string
  readonly chainId: string
  /** CAIP-10; absent for the native coin. */
  readonly address?: string
  readonly value: number
  readonly price: number
  readonly quantity: { readonly decimals: string; readonly numeric: string }
  readonly iconUrl: string
}

/**
 * Balances read from the chain now (never cached, so `forceUpdate` is always honoured): the native
 * coin always, ERC-20s only when held.
 */
export async function balancesOf(devnet: DevnetContext, chain: DevnetChain, address: Address, rate: number): Promise<TokenBalanceAnswer[]> {
  const rows = await Promise.all(
    knownFungibles(chain).map(async (token) => {
      const amount =
        token.address === null
          ? await chain.publicClient.getBalance({ address })
          : await chain.publicClient.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
      if (token.address !== null && amount === 0n) return []
      const numeric = formatUnits(amount, token.decimals)
      const price = priceOf(token.symbol, rate)
      const row: TokenBalanceAnswer = {
        name: token.name,
        symbol: token.symbol,
        chainId: chain.caipNetworkId,
        ...(token.address !== null ? { address: `${chain.caipNetworkId}:${token.address}` } : {}),
        value: Math.round(Number(numeric) * price * 100) / 100,
        price,
        quantity: { decimals: String(token.decimals), numeric },
        iconUrl: tokenIconUrl(devnet, token.symbol),
      }
      return [row]
    }),
  )
  return rows.flat()
}

/**
 * SPEC §7 GET /v1/account/{address}/balance?currency&chainId&forceUpdate → {balances}. Without
 * chainId, every devnet chain. A Solana account (base58, or CAIP-10 solana:…) or a solana chainId is
 * answered from the local Solana cluster, a Bitcoin one (bcrt1…, bip122:…) from the local ledger.
 */
export const balanceRoutes = (devnet: DevnetContext) => (router: Router) =>
  router.get('/v1/account/:address/balance', async (context) => {
    const path = context.params.address ?? ''
    const chainId = optionalString(context.query, 'chainId')
    const rate = currencyRate(optionalString(context.query, 'currency'))
    optionalBoolean(context.query, 'forceUpdate')
    if (chainId?.startsWith('bip122:') || isBitcoinAccount(path)) {
      if (chainId !== undefined) parseBitcoinAccount(`${chainId}:${path.split(':').pop() ?? ''}`)
      return json({ balances: bitcoinBalancesOf(devnet, bitcoinOf(devnet), parseBitcoinAccount(path), rate) })
    }
    if (chainId?.startsWith('solana:') || isSolanaAccount(path)) {
      if (chainId !== undefined) parseSolanaAccount(`${chainId}:${path.split(':').pop() ?? ''}`)
      return json({ balances: solanaBalancesOf(devnet, solanaOf(devnet), parseSolanaAccount(path), rate) })
    }
    const account = parseAccount(devnet, path)
    const chains = chainId ? [parseChain(devnet, chainId)] : account.chain ? [account.chain] : devnet.chains
    const balances = (await Promise.all(chains.map((chain) => balancesOf(devnet, chain, account.address, rate)))).flat()
    return json({ balances })
  })
