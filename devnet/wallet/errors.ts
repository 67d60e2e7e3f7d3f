/** EIP-1193 / EIP-1474 error codes the Devnet Wallet answers with. */
export const walletErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  invalidParams: -32602,
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
