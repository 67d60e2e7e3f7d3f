/** EIP-1193 / EIP-1474 error codes the Devnet Wallet answers with. */
export const walletErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  /** EIP-5792: a capability the request requires that the wallet lacks. */
  unsupportedCapability: 5700,
  /** EIP-5792: wallet_sendCalls for a chain other than the wallet's current one. */
  unsupportedChainId: 5710,
  /** EIP-5792: a batch id the wallet already used. */
  duplicateId: 5720,
  /** EIP-5792: wallet_getCallsStatus for a batch id the wallet never sent. */
  unknownBundleId: 5730,
  /** EIP-5792: atomicRequired on a chain where the wallet cannot execute atomically. */
  atomicityNotSupported: 5760,
  internal: -32603,
} as const

/** The error every request rejects with: an Error carrying the EIP-1193 `code` (and `data` when any). */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const userRejected = (): ProviderRpcError =>
  new ProviderRpcError(walletErrorCodes.userRejected, 'User rejected the request.')

export const invalidParams = (message: string): ProviderRpcError =>
  new ProviderRpcError(walletErrorCodes.invalidParams, `Invalid params: ${message}`)
