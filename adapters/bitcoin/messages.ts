/** The Bitcoin adapter's words (English); a locale catalogue may replace them. */
export const messages = {
  unisatName: 'UniSat',
  httpFailed: (what: string, status: number) => `${what}: HTTP ${status}`,
  broadcastRefused: (reason: string) => `Broadcast refused: ${reason}`,
  broadcastUnexpected: 'Broadcast: unexpected answer',
  keyNotPayer: 'The wallet key does not own the payment address',
  insufficientFunds: 'Insufficient funds for the amount and the network fee',
  amountTooLarge: 'Amount too large',
  addressNotShared: (address: string) => `The wallet has not shared ${address}`,
  cannotConnect: 'The wallet cannot connect',
  cannotSignMessages: 'The wallet cannot sign messages',
  cannotSignTransactions: 'The wallet cannot sign transactions',
  noSignature: 'The wallet answered no signature',
  noSignedTransaction: 'The wallet answered no signed transaction',
  noTransactionId: 'The wallet answered no transaction id',
  methodNotSupported: (method: string) => `The Bitcoin adapter does not support ${method}`,
} as const
