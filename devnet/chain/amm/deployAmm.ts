import {
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  getContractAddress,
  keccak256,
  maxUint256,
  numberToHex,
  pad,
  parseEther,
  parseUnits,
  stringToHex,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { LocalChain } from '../createChain'
import type { DeployedContracts } from '../deploy'
import type { FungibleKey } from '../fixtures'
import type { AmmArtifact, AmmArtifacts } from './compileAmm'

/**
 * The liquidity provider and deployer of the AMM: its own key, not a dev account, so seeding the
 * pools changes no dev account's balance, nonce or history.
 */
const PROVIDER = /* address only: the node sends for it */ privateKeyToAccount(keccak256(stringToHex('airlock devnet amm liquidity provider')))

/** Pool reserves in whole units, priced as the devnet's fixture prices (ETH 3000, DVT 2.5, dollars 1). */
type Side = 'eth' | FungibleKey
export const POOLS: ReadonlyArray<readonly [Side, string, Side, string]> = [
  ['eth', '100', 'token', '120000'],
  ['eth', '100', 'stablecoin', '300000'],
  ['eth', '100', 'tether', '300000'],
  ['token', '200000', 'stablecoin', '500000'],
  ['token', '200000', 'tether', '500000'],
  ['stablecoin', '500000', 'tether', '500000'],
]

export interface DeployedAmm {
  readonly factory: Address
  readonly router: Address
  readonly weth: Address
  readonly routerAbi: Abi
  readonly pairAbi: Abi
  readonly factoryAbi: Abi
}

/** DevnetToken and DevnetTetherToken keep `totalSupply` in slot 2 and `balanceOf` in slot 3. */
const TOTAL_SUPPLY_SLOT = 2n
const BALANCE_OF_SLOT = 3n

/**
 * Credits the provider with tokens by writing the token's storage: the tokens mint only from dev
 * account 0, whose history and gas the seed must leave alone. Read back through `balanceOf`.
 */
async function credit(chain: LocalChain, token: Address, holder: Address, amount: bigint): Promise<void> {
  const balanceSlot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, BALANCE_OF_SLOT]))
  const supply = await chain.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' })
  const held = await chain.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
  const set = (slot: Hex, value: bigint) => chain.request({ method: 'hardhat_setStorageAt', params: [token, slot, pad(numberToHex(value))] })
  await set(balanceSlot, held + amount)
  await set(pad(numberToHex(TOTAL_SUPPLY_SLOT)), supply + amount)
  const after = await chain.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
  if (after !== held + amount) throw new Error(`devnet AMM: crediting ${token} did not change balanceOf (storage layout moved?)`)
}

/**
 * One transaction from the provider, sent by the node as an unlocked account with a fixed gas limit:
 * no gas estimate and no local signing, which would double the devnet's start. The node runs with
 * throwOnTransactionFailures, so a revert throws here.
 */
async function send(chain: LocalChain, transaction: { to?: Address; data: Hex; value?: bigint }): Promise<void> {
  await chain.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: PROVIDER.address,
        ...(transaction.to ? { to: transaction.to } : {}),
        data: transaction.data,
        value: numberToHex(transaction.value ?? 0n),
        gas: numberToHex(GAS_LIMIT),
      },
    ],
  })
}

/** Under the per-transaction cap of the chains' hardfork (2^24), above the router's deployment. */
const GAS_LIMIT = 10_000_000n

/**
 * Deploys Uniswap V2 (WETH9, factory, router) and seeds one pool per pair of ETH, DVT, DUSD and
 * DUSDT through the router's own addLiquidity, so the pools are exactly what a user trades against.
 */
export async function deployAmm(chain: LocalChain, contracts: DeployedContracts, artifacts: AmmArtifacts): Promise<DeployedAmm> {
  await chain.request({ method: 'hardhat_setBalance', params: [PROVIDER.address, numberToHex(parseEther('1000'))] })
  await chain.request({ method: 'hardhat_impersonateAccount', params: [PROVIDER.address] })
  const nonce = await chain.publicClient.getTransactionCount({ address: PROVIDER.address })
  const deploy = async (artifact: AmmArtifact, args: ReadonlyArray<unknown>, offset: number): Promise<Address> => {
    await send(chain, { data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args }) })
    return getContractAddress({ from: PROVIDER.address, nonce: BigInt(nonce + offset) })
  }
  const weth = await deploy(artifacts.weth, [], 0)
  const factory = await deploy(artifacts.factory, [PROVIDER.address], 1)
  const router = await deploy(artifacts.router, [factory, weth], 2)
  const code = await chain.publicClient.getCode({ address: router })
  if (!code || code === '0x') throw new Error('devnet AMM: the router was not deployed where expected')

  const write = (address: Address, abi: Abi, functionName: string, args: ReadonlyArray<unknown>, value?: bigint) =>
    send(chain, { to: address, data: encodeFunctionData({ abi, functionName, args }), ...(value ? { value } : {}) })
  const needed = new Map<FungibleKey, bigint>()
  for (const [a, amountA, b, amountB] of POOLS) {
    for (const [side, amount] of [[a, amountA], [b, amountB]] as const) {
      if (side !== 'eth') needed.set(side, (needed.get(side) ?? 0n) + parseUnits(amount, contracts.fungibles[side].decimals))
    }
  }
  for (const [key, amount] of needed) {
    const token = contracts.fungibles[key]
    await credit(chain, token.address, PROVIDER.address, amount)
    await write(token.address, token.abi, 'approve', [router, maxUint256])
  }
  for (const [a, amountA, b, amountB] of POOLS) {
    const tokenB = contracts.fungibles[b as FungibleKey]
    const unitsB = parseUnits(amountB, tokenB.decimals)
    if (a === 'eth') {
      await write(router, artifacts.router.abi, 'addLiquidityETH', [tokenB.address, unitsB, unitsB, 0n, PROVIDER.address, maxUint256], parseEther(amountA))
    } else {
      const tokenA = contracts.fungibles[a]
      const unitsA = parseUnits(amountA, tokenA.decimals)
      await write(router, artifacts.router.abi, 'addLiquidity', [tokenA.address, tokenB.address, unitsA, unitsB, unitsA, unitsB, PROVIDER.address, maxUint256])
    }
  }
  return { factory, router, weth, routerAbi: artifacts.router.abi, pairAbi: artifacts.pair.abi, factoryAbi: artifacts.factory.abi }
}
