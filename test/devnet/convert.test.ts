import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ConvertAllowanceResponse,
  ConvertQuotesResponse,
  ConvertTokensResponse,
  ConvertTransactionResponse,
  GasPriceResponse,
} from '../../kernel/codec/convert'
import { startDevnet, type Devnet } from '../../devnet'
import { call, decoded, expectRefusal, postJson } from './helpers'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ relayPort: false, solana: false })
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})

const chain = () => devnet.chains[0]!
const caip = (address: string) => `${chain().caipNetworkId}:${address}`
const client = () => createPublicClient({ transport: http(chain().rpcUrl) })
const walletOf = (index: number) =>
  createWalletClient({ account: privateKeyToAccount(devnet.accounts[index]!.privateKey), transport: http(chain().rpcUrl) })
const tokenBalance = (token: Address, holder: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })

/** Sends a built transaction from the dev account and waits for it; returns its receipt status. */
async function sendBuilt(index: number, tx: { to: string; data: string; value?: string | undefined }): Promise<string> {
  const wallet = walletOf(index)
  const hash = await wallet.sendTransaction({ to: tx.to as Address, data: tx.data as Hex, value: BigInt(tx.value ?? '0'), chain: null })
  return (await client().waitForTransactionReceipt({ hash })).status
}

const quote = async (from: string, to: string, amount: bigint, user: Address) =>
  decoded(
    ConvertQuotesResponse,
    await call(`${api()}/v1/convert/quotes?from=${caip(from)}&to=${caip(to)}&amount=${amount}&userAddress=${caip(user)}&gasPrice=1`),
  ).quotes[0]!
const api = () => devnet.urls.api

describe('SPEC §7 convert rows on the devnet AMM (Uniswap V2 pools)', () => {
  it('§7 GET /v1/convert/tokens lists ETH (0xeee…) and the three tokens as CAIP-10', async () => {
    const { tokens } = decoded(ConvertTokensResponse, await call(`${api()}/v1/convert/tokens?chainId=${chain().caipNetworkId}`))
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'DVT', 'DUSD', 'DUSDT'])
    expect(tokens[0]!.address).toBe(caip(NATIVE))
    expect(tokens[3]).toMatchObject({ address: caip(chain().contracts.tether), decimals: 6 })
  })

  it('§7 gas price comes from the node; a chain the devnet does not run is refused', async () => {
    const gas = decoded(GasPriceResponse, await call(`${api()}/v1/convert/gas-price?chainId=${chain().caipNetworkId}`))
    expect(BigInt(gas.standard)).toBe(await client().getGasPrice())
    expectRefusal(await call(`${api()}/v1/convert/gas-price?chainId=eip155:1`), 400, /Unsupported/)
  })

  it('§7 ETH → DVT: the quote is what the router pays out on chain, and the built swap honours the 1 % slippage', async () => {
    const user = devnet.accounts[5]!.address as Address
    const amount = parseEther('1')
    const q = await quote(NATIVE, chain().contracts.token, amount, user)
    // ~1 ETH into a 100 ETH / 120,000 DVT pool: a little under 1,200 DVT after the 0.3 % fee.
    expect(Number(BigInt(q.toAmount) / 10n ** 18n)).toBeGreaterThan(1150)
    const built = decoded(
      ConvertTransactionResponse,
      await postJson(`${api()}/v1/convert/build-transaction`, {
        projectId: devnet.projectId,
        userAddress: caip(user),
        amount: String(amount),
        from: caip(NATIVE),
        to: caip(chain().contracts.token),
        eip155: { slippage: '1' },
        disableEstimate: false,
      }),
    )
    expect(built.tx.value).toBe(String(amount))
    const before = await tokenBalance(chain().contracts.token as Address, user)
    expect(await sendBuilt(5, built.tx)).toBe('success')
    expect((await tokenBalance(chain().contracts.token as Address, user)) - before).toBe(BigInt(q.toAmount))
  })

  it('§7 DUSDT → DUSD: allowance short, approve (USDT-style: through zero), then the swap pays the quote', async () => {
    const index = 6
    const user = devnet.accounts[index]!.address as Address
    const tether = chain().contracts.tether
    const amount = parseUnits('25', 6)
    // The dev account holds no DUSDT: buy some first through the pool.
    const buy = decoded(
      ConvertTransactionResponse,
      await postJson(`${api()}/v1/convert/build-transaction`, {
        userAddress: caip(user), amount: String(parseEther('0.1')), from: caip(NATIVE), to: caip(tether), eip155: { slippage: '1' },
      }),
    )
    expect(await sendBuilt(index, buy.tx)).toBe('success')
    const allowanceUrl = `${api()}/v1/convert/allowance?tokenAddress=${caip(tether)}&userAddress=${caip(user)}`
    // A small allowance left from before: USDT refuses to change it straight to another non-zero value.
    const small = await walletOf(index).writeContract({
      address: tether as Address, abi: erc20Abi, functionName: 'approve', args: [devnet.localChains[0]!.amm.router, 1n], chain: null,
    })
    await client().waitForTransactionReceipt({ hash: small })
    expect(decoded(ConvertAllowanceResponse, await call(allowanceUrl)).allowance).toBe('1')
    const approveUrl = `${api()}/v1/convert/build-approve?userAddress=${caip(user)}&from=${caip(tether)}&to=${caip(chain().contracts.stablecoin)}`
    expect(await sendBuilt(index, decoded(ConvertTransactionResponse, await call(approveUrl)).tx)).toBe('success')
    expect(decoded(ConvertAllowanceResponse, await call(allowanceUrl)).allowance).toBe('0')
    expect(await sendBuilt(index, decoded(ConvertTransactionResponse, await call(approveUrl)).tx)).toBe('success')
    expect(BigInt(decoded(ConvertAllowanceResponse, await call(allowanceUrl)).allowance)).toBeGreaterThan(amount)

    const q = await quote(tether, chain().contracts.stablecoin, amount, user)
    const built = decoded(
      ConvertTransactionResponse,
      await postJson(`${api()}/v1/convert/build-transaction`, {
        userAddress: caip(user), amount: String(amount), from: caip(tether), to: caip(chain().contracts.stablecoin), eip155: { slippage: '1' },
      }),
    )
    const before = await tokenBalance(chain().contracts.stablecoin as Address, user)
    expect(await sendBuilt(index, built.tx)).toBe('success')
    expect((await tokenBalance(chain().contracts.stablecoin as Address, user)) - before).toBe(BigInt(q.toAmount))
  })

  it('§7 convert rows refuse bad input with a 400 naming it', async () => {
    expectRefusal(await call(`${api()}/v1/convert/quotes?from=${caip(NATIVE)}&to=${caip(NATIVE)}&amount=1`), 400, /different/)
    expectRefusal(await call(`${api()}/v1/convert/quotes?from=${caip(NATIVE)}&to=eip155:1:${NATIVE}&amount=1`), 400, /Unsupported/)
    expectRefusal(await call(`${api()}/v1/convert/quotes?from=${caip(NATIVE)}&to=${caip(chain().contracts.token)}&amount=-1`), 400, /amount/)
    expectRefusal(await postJson(`${api()}/v1/convert/build-transaction`, { from: 'x' }), 400, /from/)
  })
})
