/**
 * SPEC §6 wallet methods of the embedded wallet. A method is either safe (read-only and queries: keeps
 * running when pending requests are rejected, needs no approval), unsafe (signs or sends: opens
 * ApproveTransaction, aborted when pending requests are rejected), or not allowed (refused with
 * 'Requested RPC call is not allowed').
 */

/**
 * SPEC §6 unsafe methods, as listed, plus the other eth_signTypedData variants the permitted list
 * names: they sign, so they are not "read-only and queries" and cannot be safe.
 */
export const unsafeRpcMethods = [
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/**
 * SPEC §6 permitted methods that only read or ask: the account and chain queries the permitted list
 * names (eth_accounts, eth_requestAccounts, wallet_switchEthereumChain, wallet_addEthereumChain,
 * wallet_getCapabilities) and the read-only eth_* queries a dapp sends through its wallet.
 */
export const safeRpcMethods = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getLogs',
  'eth_getProof',
  'eth_syncing',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const

/** SPEC §6 "wallet methods permitted" on EVM: what a dapp asks a wallet session for. */
export const permittedEip155Methods: ReadonlyArray<string> = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
]

export type UnsafeRpcMethod = (typeof unsafeRpcMethods)[number]
export type SafeRpcMethod = (typeof safeRpcMethods)[number]
export type RpcMethodClass = 'safe' | 'unsafe' | 'notAllowed'

const unsafe: ReadonlySet<string> = new Set(unsafeRpcMethods)
const safe: ReadonlySet<string> = new Set(safeRpcMethods)

/** SPEC §6: safe, unsafe, or not allowed. Method names are exact (JSON-RPC is case-sensitive). */
export function classifyRpcMethod(method: string): RpcMethodClass {
  if (unsafe.has(method)) return 'unsafe'
  if (safe.has(method)) return 'safe'
  return 'notAllowed'
}

/** SPEC §6: the methods the embedded wallet accepts at all. */
export const isPermittedRpcMethod = (method: string): boolean => classifyRpcMethod(method) !== 'notAllowed'

/** SPEC §6: safe methods may keep running when requests are rejected. */
export const isSafeRpcMethod = (method: string): boolean => classifyRpcMethod(method) === 'safe'
