import { encodeFunctionData, maxUint256, type Address, type Hex } from 'viem'
import type { DevnetContext } from '../../context'
import { badRequest, HttpProblem } from '../../http/problem'
import { optionalString, requiredString } from '../../http/query'
import { json } from '../../http/reply'
import type { Router } from '../../http/router'
import { parseChain } from '../params'
import { knownFungibles, tokenIconUrl } from '../tokens'
import { NATIVE_TOKEN_ADDRESS } from '../../config'
import { allowanceOf, amountOut, caip10, parseAmount, parseSwapToken, parseUser, samePair, tokenCaip10, type SwapSide } from './pool'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The approve ABI without a return value: it encodes the same call for USDT-style tokens too. */
const approveAbi = [
  { type: 'function', name: 'approve', stateMutability: 'nonpayable', inputs: [{ type: 'address' }, { type: 'uint256' }], outputs: [] },
] as const

/** Seconds a built swap stays valid (the router's deadline). */
const DEADLINE_SECONDS = 20n * 60n
/** Gas limit used when the caller asks for no estimate, or the estimate cannot run yet. */
const FALLBACK_SWAP_GAS = 300_000n

async function quoteOrRefuse(from: SwapSide, to: SwapSide, amount: bigint): Promise<bigint> {
  try {
    return await amountOut(from, to, amount)
  } catch {
    throw new HttpProblem(422, `Insufficient liquidity: the ${from.token.symbol}/${to.token.symbol} pool cannot fill ${amount}`)
  }
}

function slippageOf(body: Record<string, unknown>): number {
  const eip155 = body.eip155
  const raw = isRecord(eip155) ? eip155.slippage : undefined
  const value = typeof raw === 'string' ? Number(raw) : typeof raw === 'number' ? raw : NaN
  if (!Number.isFinite(value) || value < 0 || value >= 50) throw badRequest('"eip155.slippage" must be a percentage from 0 up to 50')
  return value
}

function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  if (typeof value !== 'string' || value === '') throw badRequest(`"${name}" is required`)
  return value
}

/**
 * SPEC §7 convert rows against the devnet's Uniswap V2 pools: every number is read from the chain
 * (the router's getAmountsOut, the token's allowance, the node's gas price), and every transaction
 * built is a real router or token call the user's wallet sends.
 */
export const convertRoutes = (devnet: DevnetContext) => (router: Router) =>
  router
    .get('/v1/convert/tokens', (context) => {
      const chain = parseChain(devnet, requiredString(context.query, 'chainId'))
      const tokens = knownFungibles(chain).map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: caip10(chain, token.address ?? NATIVE_TOKEN_ADDRESS),
        decimals: token.decimals,
        logoUri: tokenIconUrl(devnet, token.symbol),
        eip2612: false,
      }))
      return json({ tokens })
    })
    .get('/v1/convert/gas-price', async (context) => {
      const chain = parseChain(devnet, requiredString(context.query, 'chainId'))
      const price = await chain.publicClient.getGasPrice()
      // The devnet has no priority market: the tiers differ by the usual tip steps.
      return json({ standard: String(price), fast: String((price * 5n) / 4n), instant: String((price * 3n) / 2n) })
    })
    .get('/v1/convert/quotes', async (context) => {
      const from = parseSwapToken(devnet, requiredString(context.query, 'from'), 'from')
      const to = parseSwapToken(devnet, requiredString(context.query, 'to'), 'to')
      samePair(from, to)
      const amount = parseAmount(requiredString(context.query, 'amount'))
      const user = optionalString(context.query, 'userAddress')
      if (user !== undefined) parseUser(devnet, user)
      const out = await quoteOrRefuse(from, to, amount)
      return json({
        quotes: [{ id: null, fromAmount: String(amount), fromAccount: tokenCaip10(from), toAmount: String(out), toAccount: tokenCaip10(to) }],
      })
    })
    .get('/v1/convert/allowance', async (context) => {
      const token = parseSwapToken(devnet, requiredString(context.query, 'tokenAddress'), 'tokenAddress')
      const user = parseUser(devnet, requiredString(context.query, 'userAddress'))
      const allowance = await allowanceOf(token, user.address)
      return json({ allowance: String(allowance ?? maxUint256) })
    })
    .get('/v1/convert/build-approve', async (context) => {
      const from = parseSwapToken(devnet, requiredString(context.query, 'from'), 'from')
      const to = parseSwapToken(devnet, requiredString(context.query, 'to'), 'to')
      samePair(from, to)
      const user = parseUser(devnet, requiredString(context.query, 'userAddress'))
      const tokenAddress = from.token.address
      if (tokenAddress === null) throw badRequest('The native coin needs no approval')
      const current = (await allowanceOf(from, user.address)) ?? 0n
      // A USDT-style token refuses to change a non-zero allowance: the first approval resets it to
      // zero, and the caller asks again once that is mined.
      const style = Object.values(from.chain.contracts.fungibles).find((f) => f.address === tokenAddress)?.style
      const amount = style === 'usdt' && current !== 0n ? 0n : maxUint256
      const gasPrice = await from.chain.publicClient.getGasPrice()
      return json({
        tx: {
          from: caip10(from.chain, user.address),
          to: tokenAddress,
          data: encodeFunctionData({ abi: approveAbi, functionName: 'approve', args: [from.chain.amm.router, amount] }),
          value: '0',
          eip155: { gasPrice: String(gasPrice) },
        },
      })
    })
    .post('/v1/convert/build-transaction', async (context) => {
      const body = await context.readJson()
      if (!isRecord(body)) throw badRequest('Body must be a JSON object {amount, eip155, projectId, from, to, userAddress, disableEstimate}')
      const from = parseSwapToken(devnet, stringField(body, 'from'), 'from')
      const to = parseSwapToken(devnet, stringField(body, 'to'), 'to')
      samePair(from, to)
      const user = parseUser(devnet, stringField(body, 'userAddress'))
      const amount = parseAmount(stringField(body, 'amount'))
      const slippage = slippageOf(body)
      const out = await quoteOrRefuse(from, to, amount)
      // Basis points, so a fractional slippage such as 0.5 % stays exact in integers.
      const minimum = (out * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
      const { chain } = from
      const block = await chain.publicClient.getBlock()
      const deadline = block.timestamp + DEADLINE_SECONDS
      const path = [from.routed, to.routed]
      const args =
        from.token.address === null
          ? { functionName: 'swapExactETHForTokens', args: [minimum, path, user.address, deadline] }
          : to.token.address === null
            ? { functionName: 'swapExactTokensForETH', args: [amount, minimum, path, user.address, deadline] }
            : { functionName: 'swapExactTokensForTokens', args: [amount, minimum, path, user.address, deadline] }
      const data = encodeFunctionData({ abi: chain.amm.routerAbi, ...args }) as Hex
      const value = from.token.address === null ? amount : 0n
      const gas = body.disableEstimate === true ? FALLBACK_SWAP_GAS : await estimate(chain.publicClient, user.address, chain.amm.router, data, value)
      const gasPrice = await chain.publicClient.getGasPrice()
      return json({
        tx: {
          from: caip10(chain, user.address),
          to: chain.amm.router,
          data,
          value: String(value),
          eip155: { gas: String(gas), gasPrice: String(gasPrice) },
        },
      })
    })

/** The node's estimate with a margin; before an approval is mined the call would revert, so then a fixed limit. */
async function estimate(client: DevnetContext['chains'][number]['publicClient'], account: Address, to: Address, data: Hex, value: bigint): Promise<bigint> {
  try {
    return ((await client.estimateGas({ account, to, data, value })) * 6n) / 5n
  } catch {
    return FALLBACK_SWAP_GAS
  }
}
