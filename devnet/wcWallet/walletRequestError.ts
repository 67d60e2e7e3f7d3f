/** A request the test wallet refuses, with the JSON-RPC / EIP-1193 code it answers. */
export class WalletRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
