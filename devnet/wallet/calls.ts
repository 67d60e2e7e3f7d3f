import {
  bytesToHex,
  encodeFunctionData,
  formatUnits,
  getAddress,
  hexToBigInt,
  isAddress,
  isHex,
  numberToHex,
  type Address,
  type Hex,
  type WalletClient,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { ApprovalDesk } from './approval'
import { ProviderRpcError, invalidParams, walletErrorCodes } from './errors'
import type { RpcCaller } from './rpc'
import type { WalletChain } from './types'

/*
 * EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus) in the Devnet Wallet.
 * On a chain with a batch executor the calls run atomically in one transaction: the account
 * delegates to the executor (EIP-7702, in the same transaction the first time) and calls itself, so
 * each call's sender is the account. Elsewhere they go one transaction after another, and the wallet
 * says so (atomic: unsupported).
 */

const executorAbi = [
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'to', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
] as const

export interface CallsContext {
  readonly desk: ApprovalDesk
  readonly rpc: RpcCaller
  readonly chain: () => WalletChain
  readonly chains: () => ReadonlyArray<WalletChain>
  readonly accounts: ReadonlyArray<Address>
  readonly selected: () => Address
  readonly isConnected: () => boolean
  /** The connected, selected account's signer for `address` (4100 otherwise). */
  readonly requireSigner: (address: unknown) => PrivateKeyAccount
  /** A client sending from `account` on the current chain. */
  readonly walletClient: (account: PrivateKeyAccount) => WalletClient
  readonly currency: () => { readonly symbol: string; readonly decimals: number }
}

interface Call {
  readonly to: Address
  readonly value: bigint
  readonly data: Hex
}

interface Batch {
  readonly chainId: number
  readonly rpcUrl: string
  readonly atomic: boolean
  readonly hashes: ReadonlyArray<Hex>
  /** A one-by-one batch whose later calls were never sent (a send failed). */
  readonly incomplete: boolean
}

export interface CallsHandlers {
  getCapabilities(params: unknown[]): Promise<Record<Hex, { atomic: { status: 'supported' | 'ready' | 'unsupported' } }>>
  sendCalls(params: unknown[]): Promise<{ id: string }>
  getCallsStatus(params: unknown[]): Promise<unknown>
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A request's capabilities the wallet must honour: every one not marked optional (EIP-5792). */
function requireNoCapabilities(capabilities: unknown, where: string): void {
  if (capabilities === undefined || capabilities === null) return
  if (!isRecord(capabilities)) throw invalidParams(`${where} capabilities must be an object`)
  for (const [name, value] of Object.entries(capabilities)) {
    if (isRecord(value) && value.optional === true) continue
    throw new ProviderRpcError(walletErrorCodes.unsupportedCapability, `Devnet Wallet does not support the ${name} capability`)
  }
}

function parseCall(raw: unknown, index: number): Call {
  if (!isRecord(raw)) throw invalidParams(`calls[${index}] must be an object`)
  const { to, data, value } = raw
  if (typeof to !== 'string' || !isAddress(to)) throw invalidParams(`calls[${index}].to must be an address`)
  if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data))) throw invalidParams(`calls[${index}].data must be hex`)
  if (value !== undefined && value !== null && (typeof value !== 'string' || !isHex(value))) {
    throw invalidParams(`calls[${index}].value must be a hex quantity`)
  }
  requireNoCapabilities(raw.capabilities, `calls[${index}]`)
  return { to: getAddress(to), data: (data as Hex | undefined) ?? '0x', value: typeof value === 'string' ? hexToBigInt(value as Hex) : 0n }
}

const delegationOf = (executor: string): string => `0xef0100${executor.slice(2)}`.toLowerCase()

const randomId = (): Hex => bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)))

function failure(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const cause = error as { shortMessage?: string; message?: string; details?: string }
  return new ProviderRpcError(walletErrorCodes.internal, cause.shortMessage ?? cause.message ?? 'Transaction failed', cause.details)
}

/** A receipt as EIP-5792 reports it: the transaction receipt's fields, hex as the node gave them. */
function batchReceipt(receipt: Record<string, unknown>) {
  const logs = Array.isArray(receipt.logs) ? (receipt.logs as Array<Record<string, unknown>>) : []
  return {
    logs: logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
    status: receipt.status,
    blockHash: receipt.blockHash,
    blockNumber: receipt.blockNumber,
    gasUsed: receipt.gasUsed,
    transactionHash: receipt.transactionHash,
  }
}

export function createCallsHandlers(context: CallsContext): CallsHandlers {
  const batches = new Map<string, Batch>()

  /** Atomic status of `address` on `chain`: supported once delegated to the executor, ready before. */
  const atomicStatus = async (chain: WalletChain, address: Address): Promise<'supported' | 'ready' | 'unsupported'> => {
    if (!chain.batchExecutor) return 'unsupported'
    const code = await context.rpc(chain.rpcUrl, 'eth_getCode', [address, 'latest'])
    return typeof code === 'string' && code.toLowerCase() === delegationOf(chain.batchExecutor) ? 'supported' : 'ready'
  }

  async function getCapabilities(params: unknown[]) {
    const [address, chainIds] = params
    if (typeof address !== 'string' || !isAddress(address)) throw invalidParams('expected the account address')
    if (!context.isConnected() || !context.accounts.includes(getAddress(address))) {
      throw new ProviderRpcError(walletErrorCodes.unauthorized, `Account ${address} is not connected to this site`)
    }
    if (chainIds !== undefined && (!Array.isArray(chainIds) || !chainIds.every((id) => typeof id === 'string' && isHex(id)))) {
      throw invalidParams('chain ids must be hex quantities')
    }
    const asked = chainIds === undefined ? undefined : new Set((chainIds as Hex[]).map((id) => Number(hexToBigInt(id))))
    const answer: Record<Hex, { atomic: { status: 'supported' | 'ready' | 'unsupported' } }> = {}
    for (const chain of context.chains()) {
      if (asked && !asked.has(chain.chainId)) continue
      answer[numberToHex(chain.chainId)] = { atomic: { status: await atomicStatus(chain, getAddress(address)) } }
    }
    return answer
  }

  async function sendCalls(params: unknown[]): Promise<{ id: string }> {
    const request = params[0]
    if (!isRecord(request)) throw invalidParams('expected a wallet_sendCalls request object')
    if (typeof request.version !== 'string' || !request.version.startsWith('2.')) throw invalidParams('version must be 2.0.0')
    const chain = context.chain()
    if (typeof request.chainId !== 'string' || !isHex(request.chainId)) throw invalidParams('chainId must be a hex quantity')
    if (Number(hexToBigInt(request.chainId)) !== chain.chainId) {
      throw new ProviderRpcError(walletErrorCodes.unsupportedChainId, `Devnet Wallet is on chain ${numberToHex(chain.chainId)}, not ${request.chainId}`)
    }
    const signer = context.requireSigner(request.from ?? context.selected())
    if (!Array.isArray(request.calls) || request.calls.length === 0) throw invalidParams('calls must list at least one call')
    const calls = request.calls.map(parseCall)
    requireNoCapabilities(request.capabilities, 'request')
    const id = request.id === undefined || request.id === null ? randomId() : request.id
    if (typeof id !== 'string' || id.length === 0 || id.length > 4096) throw invalidParams('id must be a string of at most 4096 characters')
    if (batches.has(id)) throw new ProviderRpcError(walletErrorCodes.duplicateId, `Batch ${id} was already sent`)
    const atomic = chain.batchExecutor !== undefined
    if (request.atomicRequired === true && !atomic) {
      throw new ProviderRpcError(walletErrorCodes.atomicityNotSupported, `Devnet Wallet cannot run calls atomically on ${chain.name}`)
    }
    const currency = context.currency()
    await context.desk.ask({
      method: 'wallet_sendCalls',
      params,
      summary: `Send ${calls.length} call${calls.length === 1 ? '' : 's'} on ${chain.name}${atomic ? ' in one transaction' : ''}`,
      details: calls
        .map((call, i) => {
          const value = call.value > 0n ? `, ${formatUnits(call.value, currency.decimals)} ${currency.symbol}` : ''
          const data = call.data === '0x' ? '' : `, data ${call.data.length > 42 ? `${call.data.slice(0, 42)}…` : call.data}`
          return `${i + 1}. to ${call.to}${value}${data}`
        })
        .join('\n'),
    })
    const client = context.walletClient(signer)
    const hashes: Hex[] = []
    let incomplete = false
    try {
      if (chain.batchExecutor) {
        const executor = getAddress(chain.batchExecutor)
        const delegated = (await atomicStatus(chain, signer.address)) === 'supported'
        // The first batch also delegates the account (EIP-7702); the account then calls itself.
        const authorization = delegated ? undefined : await client.signAuthorization({ account: signer, contractAddress: executor, executor: 'self' })
        hashes.push(
          await client.sendTransaction({
            account: signer,
            chain: client.chain,
            to: signer.address,
            data: encodeFunctionData({ abi: executorAbi, functionName: 'executeBatch', args: [calls] }),
            ...(authorization ? { authorizationList: [authorization] } : {}),
          }),
        )
      } else {
        for (const call of calls) {
          hashes.push(await client.sendTransaction({ account: signer, chain: client.chain, to: call.to, data: call.data, value: call.value }))
        }
      }
    } catch (error) {
      // Calls sent one by one before a failure stay on chain: the batch records them.
      if (hashes.length === 0) throw failure(error)
      incomplete = true
    }
    batches.set(id, { chainId: chain.chainId, rpcUrl: chain.rpcUrl, atomic, hashes, incomplete })
    return { id }
  }

  async function getCallsStatus(params: unknown[]) {
    const id = params[0]
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (!batch) throw new ProviderRpcError(walletErrorCodes.unknownBundleId, `Devnet Wallet sent no batch ${String(id)}`)
    const receipts = await Promise.all(batch.hashes.map((hash) => context.rpc(batch.rpcUrl, 'eth_getTransactionReceipt', [hash])))
    const mined = receipts.filter(isRecord)
    const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
    // EIP-5792 status codes: 100 pending, 200 confirmed, 500 reverted, 600 partly reverted.
    const status =
      mined.length < batch.hashes.length
        ? 100
        : succeeded === mined.length && !batch.incomplete
          ? 200
          : succeeded === 0
            ? 500
            : 600
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(batch.chainId),
      status,
      atomic: batch.atomic,
      ...(status === 100 ? {} : { receipts: mined.map(batchReceipt) }),
    }
  }

  return { getCapabilities, sendCalls, getCallsStatus }
}
