import { createRequire } from 'node:module'
import { createPublicClient, createWalletClient, custom, defineChain, type Chain, type PublicClient, type WalletClient } from 'viem'
import type { DevAccount } from '../accounts'
import { DEV_ACCOUNT_BALANCE, NATIVE_CURRENCY, type DevnetChainSpec } from '../config'

export interface JsonRpcRequest {
  readonly method: string
  readonly params?: unknown
}

/** An EIP-1193 request function: what hardhat's in-process node offers. */
export type RequestFn = (request: JsonRpcRequest) => Promise<unknown>

export interface LocalChain {
  readonly chainId: number
  readonly caipNetworkId: `eip155:${number}`
  readonly name: string
  readonly viemChain: Chain
  readonly request: RequestFn
  readonly publicClient: PublicClient
  /** Sends from any dev account by address: the node holds their keys (like `hardhat node`). */
  readonly walletClient: WalletClient
}

interface HardhatNetworkProviderModule {
  getGlobalEdrContext(): Promise<unknown>
  createHardhatNetworkProvider(
    config: Record<string, unknown>,
    loggerConfig: { enabled: boolean },
  ): Promise<{ request: RequestFn }>
}

let hardhatModule: HardhatNetworkProviderModule | undefined
let edrReady: Promise<unknown> | undefined

/**
 * hardhat 2's own node engine (EDR), the one `hardhat node` runs, created in this process: no
 * subprocess, starts in milliseconds, and goes away with the process. No forking config, so it
 * never touches the network.
 */
async function loadHardhat(): Promise<HardhatNetworkProviderModule> {
  process.env.HARDHAT_DISABLE_TELEMETRY_PROMPT = 'true'
  const hardhat = (hardhatModule ??= createRequire(import.meta.url)(
    'hardhat/internal/hardhat-network/provider/provider',
  ) as HardhatNetworkProviderModule)
  // hardhat's process-wide EDR context registers its chain factory asynchronously, and a second
  // caller during that gets the context too early ("Provider for provided chain type does not
  // exist"); every chain waits for the one registration.
  edrReady ??= hardhat.getGlobalEdrContext()
  await edrReady
  return hardhat
}

export async function createLocalChain(
  spec: DevnetChainSpec,
  accounts: ReadonlyArray<DevAccount>,
  rpcUrl: string,
  startTime?: Date,
): Promise<LocalChain> {
  const provider = await (await loadHardhat()).createHardhatNetworkProvider(
    {
      chainId: spec.chainId,
      networkId: spec.chainId,
      hardfork: 'osaka',
      blockGasLimit: 60_000_000,
      minGasPrice: 0n,
      initialBaseFeePerGas: 1_000_000_000,
      automine: true,
      intervalMining: 0,
      mempoolOrder: 'priority',
      chains: new Map(),
      genesisAccounts: accounts.map((account) => ({ privateKey: account.privateKey, balance: DEV_ACCOUNT_BALANCE })),
      allowUnlimitedContractSize: false,
      throwOnTransactionFailures: true,
      throwOnCallFailures: true,
      allowBlocksWithSameTimestamp: false,
      enableTransientStorage: false,
      enableRip7212: false,
      ...(startTime ? { initialDate: startTime } : {}),
    },
    { enabled: false },
  )
  const request: RequestFn = (args) => provider.request(args)
  const viemChain = defineChain({
    id: spec.chainId,
    name: spec.name,
    nativeCurrency: NATIVE_CURRENCY,
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
  const transport = custom({ request })
  return {
    chainId: spec.chainId,
    caipNetworkId: `eip155:${spec.chainId}`,
    name: spec.name,
    viemChain,
    request,
    // No block-number cache: the history index must see a block mined a moment ago.
    publicClient: createPublicClient({ chain: viemChain, transport, cacheTime: 0 }),
    walletClient: createWalletClient({ chain: viemChain, transport }),
  }
}
