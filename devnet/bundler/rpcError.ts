/**
 * ERC-7769 error codes (the bundler RPC of ERC-4337) and the JSON-RPC ones both services use.
 * The node's answer keeps `code` and `data`, so clients can tell a refusal's kind from its code.
 */
export const RPC_CODES = {
  invalidParams: -32602,
  methodNotFound: -32601,
  /** Validation refused by the EntryPoint or the account (AA1x, AA2x, AA9x). */
  rejectedByEntryPointOrAccount: -32500,
  /** Validation refused by the paymaster (AA3x). */
  rejectedByPaymaster: -32501,
  /** The operation is valid only in a time range that has passed or not begun. */
  outOfTimeRange: -32503,
  /** The account's (or the paymaster's) signature check failed. */
  signatureFailed: -32507,
  /** The paymaster's deposit cannot cover the operation. */
  paymasterDepositTooLow: -32508,
  /** The operation's call reverts when executed (gas estimation). */
  executionReverted: -32521,
  /** The paymaster service's policy does not sponsor this operation. */
  sponsorshipRefused: -32001,
} as const

export class RpcError extends Error {
  readonly code: number
  readonly data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}
