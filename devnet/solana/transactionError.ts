/*
 * litesvm reports a failed transaction as native objects and enum numbers; Solana's RPC reports the
 * same error as JSON (`"InsufficientFundsForFee"`, `{"InstructionError":[0,{"Custom":1}]}`). These
 * turn one into the other, with the sentence a validator puts in a preflight error message.
 */

// The order of litesvm's TransactionErrorFieldless and InstructionErrorFieldless enums (their values).
const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall',
  'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized',
  'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId', 'ExternalAccountLamportSpend',
  'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified', 'DuplicateAccountIndex',
  'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync',
  'InvalidError', 'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId', 'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded',
  'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded', 'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar',
  'IllegalOwner', 'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
] as const

/** A transaction error as the RPC writes it (TransactionError in JSON). */
export type RpcTransactionError = string | Readonly<Record<string, unknown>>

interface NativeError {
  readonly index?: number
  readonly accountIndex?: number
  readonly code?: number
  err?: () => unknown
  toString(): string
}

function instructionError(error: unknown): unknown {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? 'GenericError'
  const native = error as NativeError
  if (typeof native.code === 'number') return { Custom: native.code }
  return { BorshIoError: String(native) }
}

/** litesvm's error of a failed transaction as Solana's JSON TransactionError. */
export function toRpcError(error: unknown): RpcTransactionError {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? 'SanitizeFailure'
  const native = error as NativeError
  if (typeof native.index === 'number' && typeof native.err === 'function') return { InstructionError: [native.index, instructionError(native.err())] }
  if (typeof native.index === 'number') return { DuplicateInstruction: native.index }
  if (typeof native.accountIndex === 'number') {
    const kind = String(native).includes('Restricted') ? 'ProgramExecutionTemporarilyRestricted' : 'InsufficientFundsForRent'
    return { [kind]: { account_index: native.accountIndex } }
  }
  return String(native)
}

const SENTENCES: Readonly<Record<string, string>> = {
  InsufficientFundsForFee: 'Attempt to debit an account but found no record of a prior credit.',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  BlockhashNotFound: 'Blockhash not found',
  AlreadyProcessed: 'This transaction has already been processed',
  SignatureFailure: 'Transaction did not pass signature verification',
  InsufficientFunds: 'insufficient funds',
  GenericError: 'generic instruction error',
}

/** The words a validator uses for an error in "Transaction simulation failed: …". */
export function describeRpcError(error: RpcTransactionError): string {
  if (typeof error === 'string') return SENTENCES[error] ?? error
  const instruction = error['InstructionError']
  if (Array.isArray(instruction)) {
    const [index, inner] = instruction as [number, unknown]
    const detail =
      typeof inner === 'string'
        ? (SENTENCES[inner] ?? inner)
        : typeof (inner as { Custom?: unknown }).Custom === 'number'
          ? `custom program error: 0x${((inner as { Custom: number }).Custom).toString(16)}`
          : JSON.stringify(inner)
    return `Error processing Instruction ${index}: ${detail}`
  }
  return JSON.stringify(error)
}
