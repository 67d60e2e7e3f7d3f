/** How the test wallet answers a session request: signs with the devnet account, sends through the devnet chain. */
import { createWalletClient, defineChain, http, isHex, type Hex, type LocalAccount } from 'viem'
import { answerSolanaRequest, type SolanaContext } from './solanaRequest'
import { answerBitcoinRequest, type BitcoinContext } from './bitcoinRequest'
import { WalletRequestError } from './walletRequestError'

export interface RequestContext {
  readonly account: LocalAccount
  /** CAIP-2 chain of the request, e.g. eip155:31337. */
  readonly chainId: string
  readonly rpcUrls: Readonly<Record<number, string>>
  /** Called for wallet_switchEthereumChain. */
  switchChain(chainId: number): Promise<void>
  /** The Solana account and cluster, when the wallet holds one. */
  readonly solana?: SolanaContext
  /** The Bitcoin keys and ledger, when the wallet holds them. */
  readonly bitcoin?: BitcoinContext
}

export { WalletRequestError }

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null

function numericChainId(caip2: string): number {
  const id = Number(caip2.split(':')[1])
  if (!Number.isInteger(id)) throw new WalletRequestError(-32602, `Invalid chain ${caip2}`)
  return id
}

function chainOf(context: RequestContext) {
  const id = numericChainId(context.chainId)
  const url = context.rpcUrls[id]
  if (url === undefined) throw new WalletRequestError(4901, `The test wallet has no RPC URL for chain ${id}`)
  return defineChain({
    id,
    name: `Devnet ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
}

const optionalBigInt = (value: unknown): bigint | undefined =>
  typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined

async function sendTransaction(context: RequestContext, params: unknown): Promise<Hex> {
  const tx = Array.isArray(params) ? (params[0] as unknown) : undefined
  if (!isRecord(tx)) throw new WalletRequestError(-32602, 'eth_sendTransaction expects [transaction]')
  const chain = chainOf(context)
  const client = createWalletClient({ account: context.account, chain, transport: http(chain.rpcUrls.default.http[0]) })
  const to = typeof tx.to === 'string' && isHex(tx.to) ? tx.to : undefined
  const data = typeof tx.data === 'string' && isHex(tx.data) ? tx.data : undefined
  return client.sendTransaction({
    account: context.account,
    chain,
    to,
    data,
    value: optionalBigInt(tx.value),
    gas: optionalBigInt(tx.gas),
  })
}

export async function answerRequest(context: RequestContext, method: string, params: unknown): Promise<unknown> {
  if (context.chainId.startsWith('solana:')) return answerSolanaRequest(context.solana, method, params)
  if (context.chainId.startsWith('bip122:')) return answerBitcoinRequest(context.bitcoin, method, params)
  const list: ReadonlyArray<unknown> = Array.isArray(params) ? params : []
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [context.account.address]
    case 'eth_chainId':
      return `0x${numericChainId(context.chainId).toString(16)}`
    case 'personal_sign': {
      const message = list[0]
      if (typeof message !== 'string') throw new WalletRequestError(-32602, 'personal_sign expects [message, address]')
      return context.account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const typed = typeof list[1] === 'string' ? (JSON.parse(list[1]) as unknown) : list[1]
      if (!isRecord(typed)) throw new WalletRequestError(-32602, 'eth_signTypedData_v4 expects [address, typedData]')
      // viem checks the shape itself; the JSON comes from the dapp as-is.
      return context.account.signTypedData(typed as Parameters<LocalAccount['signTypedData']>[0])
    }
    case 'eth_sendTransaction':
      return sendTransaction(context, params)
    case 'wallet_switchEthereumChain': {
      const target = isRecord(list[0]) && typeof list[0].chainId === 'string' ? Number(list[0].chainId) : NaN
      if (!Number.isInteger(target)) throw new WalletRequestError(-32602, 'wallet_switchEthereumChain expects [{ chainId }]')
      await context.switchChain(target)
      return null
    }
    default:
      throw new WalletRequestError(4200, `The test wallet does not support ${method}`)
  }
}
