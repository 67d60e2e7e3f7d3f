import {
  decodeEventLog,
  decodeFunctionResult,
  encodeFunctionData,
  formatUnits,
  getAddress,
  hexToBigInt,
  isAddress,
  isHex,
  numberToHex,
  parseAbi,
  type Address,
  type Hex,
} from 'viem'
import { decodePermissionsContext, encodePermissionsContext, sessionsAbi } from '../sessions/abi'
import type { CallsContext } from './calls'
import { ProviderRpcError, invalidParams, walletErrorCodes } from './errors'
import type { WalletChain } from './types'

/*
 * ERC-7715 permissions in the Devnet Wallet (wallet_grantPermissions, wallet_revokePermissions): one
 * spending limit (native coin or one ERC-20 token, a token-allowance policy) for one session account
 * until an expiry. The account's delegated code (EIP-7702, the batch executor) records the session
 * and enforces it on chain; the wallet only asks the person and sends the account's own transaction.
 */

const MAX_UINT128 = (1n << 128n) - 1n
const MAX_UINT48 = 2 ** 48 - 1
const erc20Abi = parseAbi(['function decimals() view returns (uint8)', 'function symbol() view returns (string)'])

export interface SessionLimit {
  readonly token: Address | undefined
  readonly allowance: bigint
}

export interface SessionsHandlers {
  grantPermissions(params: unknown[]): Promise<unknown>
  /** ERC-7715 revoke (params [{ permissionsContext }]); false when the params are not that shape. */
  isSessionRevoke(params: unknown[]): boolean
  revokePermissions(params: unknown[]): Promise<null>
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const delegationOf = (executor: string): string => `0xef0100${executor.slice(2)}`.toLowerCase()

/** The one permission this wallet grants: a transfer permission with a token-allowance policy. */
function parsePermission(raw: unknown): SessionLimit & { readonly permission: Record<string, unknown> } {
  if (!isRecord(raw)) throw invalidParams('permissions[0] must be an object')
  const data = isRecord(raw.data) ? raw.data : {}
  let token: Address | undefined
  if (raw.type === 'native-token-transfer') token = undefined
  else if (raw.type === 'erc20-token-transfer') {
    if (typeof data.address !== 'string' || !isAddress(data.address)) throw invalidParams('permissions[0].data.address must be the token address')
    token = getAddress(data.address)
  } else {
    throw new ProviderRpcError(walletErrorCodes.unsupportedMethod, `Devnet Wallet does not grant ${JSON.stringify(raw.type)} permissions`)
  }
  const policies = Array.isArray(raw.policies) ? raw.policies : []
  const allowancePolicy = policies.find((policy): policy is Record<string, unknown> => isRecord(policy) && policy.type === 'token-allowance')
  const unknown = policies.find((policy) => !isRecord(policy) || policy.type !== 'token-allowance')
  if (unknown !== undefined) {
    throw new ProviderRpcError(walletErrorCodes.unsupportedMethod, 'Devnet Wallet grants token-allowance policies only')
  }
  const allowance = isRecord(allowancePolicy?.data) ? allowancePolicy.data.allowance : undefined
  if (typeof allowance !== 'string' || !isHex(allowance)) throw invalidParams('a token-allowance policy with a hex allowance is required')
  const amount = hexToBigInt(allowance)
  if (amount <= 0n || amount > MAX_UINT128) throw invalidParams('the allowance must be above 0 and fit 128 bits')
  return { token, allowance: amount, permission: raw }
}

export function createSessionsHandlers(context: CallsContext): SessionsHandlers {
  const isDelegated = async (chain: WalletChain, address: Address): Promise<boolean> => {
    if (!chain.batchExecutor) return false
    const code = await context.rpc(chain.rpcUrl, 'eth_getCode', [address, 'latest'])
    return typeof code === 'string' && code.toLowerCase() === delegationOf(chain.batchExecutor)
  }

  const tokenUnits = async (chain: WalletChain, token: Address | undefined): Promise<{ symbol: string; decimals: number }> => {
    if (!token) return context.currency()
    const read = async (functionName: 'decimals' | 'symbol') =>
      decodeFunctionResult({
        abi: erc20Abi,
        functionName,
        data: (await context.rpc(chain.rpcUrl, 'eth_call', [{ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName }) }, 'latest'])) as Hex,
      })
    return { decimals: Number(await read('decimals')), symbol: String(await read('symbol')) }
  }

  /** Sends the account's own call to itself (delegating it first when it is not yet) and returns its logs. */
  const selfCall = async (chain: WalletChain, data: Hex) => {
    if (!chain.batchExecutor) throw new ProviderRpcError(walletErrorCodes.unsupportedMethod, `Devnet Wallet keeps no sessions on ${chain.name}`)
    const signer = context.requireSigner(context.selected())
    const client = context.walletClient(signer)
    const delegated = await isDelegated(chain, signer.address)
    const authorization = delegated
      ? undefined
      : await client.signAuthorization({ account: signer, contractAddress: getAddress(chain.batchExecutor), executor: 'self' })
    let hash: Hex
    try {
      hash = await client.sendTransaction({
        account: signer,
        chain: client.chain,
        to: signer.address,
        data,
        ...(authorization ? { authorizationList: [authorization] } : {}),
      })
    } catch (error) {
      const cause = error as { shortMessage?: string; message?: string; details?: string }
      throw new ProviderRpcError(walletErrorCodes.internal, cause.shortMessage ?? cause.message ?? 'Transaction failed', cause.details)
    }
    const receipt = (await context.rpc(chain.rpcUrl, 'eth_getTransactionReceipt', [hash])) as
      | { status?: string; logs?: Array<{ address: Address; data: Hex; topics: [Hex, ...Hex[]] }> }
      | null
    if (!receipt || receipt.status !== '0x1') throw new ProviderRpcError(walletErrorCodes.internal, `Transaction ${hash} did not succeed`)
    return receipt.logs ?? []
  }

  async function grantPermissions(params: unknown[]): Promise<unknown> {
    const request = params[0]
    if (!isRecord(request)) throw invalidParams('expected a wallet_grantPermissions request object')
    const chain = context.chain()
    if (request.chainId !== undefined) {
      if (typeof request.chainId !== 'string' || !isHex(request.chainId)) throw invalidParams('chainId must be a hex quantity')
      if (Number(hexToBigInt(request.chainId)) !== chain.chainId) {
        throw new ProviderRpcError(walletErrorCodes.unsupportedChainId, `Devnet Wallet is on chain ${numberToHex(chain.chainId)}, not ${request.chainId}`)
      }
    }
    const account = context.requireSigner(request.address ?? context.selected()).address
    const { expiry } = request
    if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry) || expiry <= 0 || expiry > MAX_UINT48) {
      throw invalidParams('expiry must be a time in seconds')
    }
    const signer = request.signer
    if (!isRecord(signer) || signer.type !== 'account' || !isRecord(signer.data) || typeof signer.data.id !== 'string' || !isAddress(signer.data.id)) {
      throw new ProviderRpcError(walletErrorCodes.unsupportedMethod, 'Devnet Wallet grants permissions to a signer of type account only')
    }
    const sessionSigner = getAddress(signer.data.id)
    if (!Array.isArray(request.permissions) || request.permissions.length !== 1) {
      throw invalidParams('Devnet Wallet grants exactly one permission per request')
    }
    const { token, allowance, permission } = parsePermission(request.permissions[0])
    const units = await tokenUnits(chain, token)
    await context.desk.ask({
      method: 'wallet_grantPermissions',
      params,
      summary: `Let ${sessionSigner.slice(0, 6)}…${sessionSigner.slice(-4)} spend up to ${formatUnits(allowance, units.decimals)} ${units.symbol} without asking`,
      details: `on ${chain.name} until ${new Date(expiry * 1000).toISOString()}\nsession account ${sessionSigner}${token ? `\ntoken ${token}` : ''}`,
    })
    const logs = await selfCall(
      chain,
      encodeFunctionData({
        abi: sessionsAbi,
        functionName: 'grantSession',
        args: [sessionSigner, token ?? '0x0000000000000000000000000000000000000000', allowance, expiry],
      }),
    )
    const granted = logs
      .filter((log) => getAddress(log.address) === account)
      .map((log) => {
        try {
          return decodeEventLog({ abi: sessionsAbi, eventName: 'SessionGranted', data: log.data, topics: log.topics })
        } catch {
          return undefined
        }
      })
      .find((event) => event !== undefined)
    if (!granted) throw new ProviderRpcError(walletErrorCodes.internal, 'The grant left no SessionGranted event')
    return {
      chainId: numberToHex(chain.chainId),
      address: account,
      expiry,
      signer: { type: 'account', data: { id: sessionSigner } },
      grantedPermissions: [{ ...permission, required: true }],
      permissionsContext: encodePermissionsContext(chain.chainId, granted.args.id),
      signerData: { submitToAddress: account },
    }
  }

  const isSessionRevoke = (params: unknown[]): boolean => isRecord(params[0]) && 'permissionsContext' in params[0]

  async function revokePermissions(params: unknown[]): Promise<null> {
    const raw = isRecord(params[0]) ? params[0].permissionsContext : undefined
    if (typeof raw !== 'string' || !isHex(raw) || raw.length !== 2 + 128) throw invalidParams('permissionsContext is not one this wallet granted')
    const { chainId, id } = decodePermissionsContext(raw)
    const chain = context.chain()
    if (chainId !== chain.chainId) {
      throw new ProviderRpcError(walletErrorCodes.unsupportedChainId, `The session is on chain ${numberToHex(chainId)}; switch to it first`)
    }
    await context.desk.ask({ method: 'wallet_revokePermissions', params, summary: `Revoke session ${id}`, details: `on ${chain.name}` })
    await selfCall(chain, encodeFunctionData({ abi: sessionsAbi, functionName: 'revokeSession', args: [id] }))
    return null
  }

  return { grantPermissions, isSessionRevoke, revokePermissions }
}
