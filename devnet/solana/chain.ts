import { existsSync } from 'node:fs'
import { LiteSVM, type FailedTransactionMetadata } from 'litesvm'
import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  lamports,
  none,
  some,
  type Address,
  type Transaction,
} from '@solana/kit'
import {
  AccountState,
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  getTokenSize,
} from '@solana-program/token'
import { LAMPORTS_PER_SIGNATURE, SOLANA_DEV_BALANCE, SOLANA_TOKENS, type SolanaTokenSpec } from './config'
import { devKey, type SolanaDevKey } from './keys'
import { toRpcError, type RpcTransactionError } from './transactionError'

/** A seeded SPL token of the local cluster. */
export interface SolanaToken extends Omit<SolanaTokenSpec, 'perAccount'> {
  readonly mint: Address
}

/** A processed transaction, as the signature and transaction RPC methods report it. */
export interface SolanaTransactionRecord {
  readonly signature: string
  readonly slot: bigint
  readonly blockTime: number
  readonly err: RpcTransactionError | null
  readonly fee: bigint
  readonly logs: ReadonlyArray<string>
  readonly unitsConsumed: bigint
  /** The transaction as sent (wire bytes). */
  readonly wire: Uint8Array
  readonly accounts: ReadonlyArray<Address>
  readonly preBalances: ReadonlyArray<bigint>
  readonly postBalances: ReadonlyArray<bigint>
}

export type SubmitResult =
  | { readonly ok: true; readonly signature: string }
  | { readonly ok: false; readonly err: RpcTransactionError; readonly logs: ReadonlyArray<string>; readonly unitsConsumed: bigint }

export interface SolanaChain {
  readonly svm: LiteSVM
  readonly accounts: ReadonlyArray<SolanaDevKey>
  readonly tokens: ReadonlyArray<SolanaToken>
  slot(): bigint
  /** Blocks since the cluster started: one per processed transaction. */
  blockHeight(): bigint
  transactionCount(): bigint
  /** Preflight (unless skipped), then process: the transaction lands in its own slot. */
  submit(wire: Uint8Array, options?: { readonly skipPreflight?: boolean }): SubmitResult
  simulate(wire: Uint8Array): { readonly err: RpcTransactionError | null; readonly logs: ReadonlyArray<string>; readonly unitsConsumed: bigint }
  airdrop(to: Address, amount: bigint): string
  transaction(signature: string): SolanaTransactionRecord | undefined
  /** Newest first. */
  signaturesFor(address: string): ReadonlyArray<SolanaTransactionRecord>
  /** Called after each processed transaction and each new slot; returns the unsubscribe. */
  onProcessed(listener: (record: SolanaTransactionRecord) => void): () => void
  /** Writes the SVM's whole state, so a later start can load it (`stateFile`). */
  save(path: string): void
}

const isFailed = (result: object): result is FailedTransactionMetadata =>
  typeof (result as FailedTransactionMetadata).err === 'function'

/** Dev accounts beyond this index start with SOL only: a token sent to them creates their token account. */
const TOKEN_HOLDERS = 8

async function seed(svm: LiteSVM, accounts: ReadonlyArray<SolanaDevKey>, tokens: ReadonlyArray<SolanaToken>): Promise<void> {
  for (const account of accounts) svm.airdrop(account.address, lamports(SOLANA_DEV_BALANCE))
  const authority = devKey('mint authority').address
  const holders = accounts.slice(0, TOKEN_HOLDERS)
  for (const [i, token] of tokens.entries()) {
    const spec = SOLANA_TOKENS[i] as SolanaTokenSpec
    const each = spec.perAccount * 10n ** BigInt(token.decimals)
    const mintSize = BigInt(getMintSize())
    svm.setAccount({
      address: token.mint,
      data: getMintEncoder().encode({
        mintAuthority: some(authority),
        supply: each * BigInt(holders.length),
        decimals: token.decimals,
        isInitialized: true,
        freezeAuthority: none(),
      }),
      executable: false,
      lamports: lamports(svm.minimumBalanceForRentExemption(mintSize)),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      space: mintSize,
    })
    const tokenSize = BigInt(getTokenSize())
    for (const holder of holders) {
      const [ata] = await findAssociatedTokenPda({ owner: holder.address, mint: token.mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
      svm.setAccount({
        address: ata,
        data: getTokenEncoder().encode({
          mint: token.mint,
          owner: holder.address,
          amount: each,
          delegate: none(),
          state: AccountState.Initialized,
          isNative: none(),
          delegatedAmount: 0,
          closeAuthority: none(),
        }),
        executable: false,
        lamports: lamports(svm.minimumBalanceForRentExemption(tokenSize)),
        programAddress: TOKEN_PROGRAM_ADDRESS,
        space: tokenSize,
      })
    }
  }
}

/**
 * The local Solana cluster: a real SVM (litesvm: the runtime, the system, SPL token and associated
 * token programs) with funded dev accounts and two seeded SPL tokens. `stateFile`, when it exists,
 * is loaded instead of seeding (balances survive a restart; the transaction history does not).
 */
export async function createSolanaChain(options: {
  readonly accounts: ReadonlyArray<SolanaDevKey>
  readonly stateFile?: string
}): Promise<SolanaChain> {
  const tokens: SolanaToken[] = SOLANA_TOKENS.map(({ perAccount: _, ...spec }) => ({ ...spec, mint: devKey(`mint ${spec.symbol}`).address }))
  const restored = options.stateFile !== undefined && existsSync(options.stateFile)
  const svm = restored ? LiteSVM.loadFromFile(options.stateFile as string) : new LiteSVM()
  if (!restored) await seed(svm, options.accounts, tokens)
  const startSlot = svm.getClock().slot

  const records = new Map<string, SolanaTransactionRecord>()
  const byAddress = new Map<string, SolanaTransactionRecord[]>()
  const listeners = new Set<(record: SolanaTransactionRecord) => void>()
  let count = 0n

  const decode = (wire: Uint8Array) => {
    const transaction: Transaction = getTransactionDecoder().decode(wire)
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    return { transaction, accounts: message.staticAccounts, signatures: Object.keys(transaction.signatures).length }
  }
  const balances = (accounts: ReadonlyArray<Address>) => accounts.map((a) => svm.getBalance(a) ?? 0n)

  const record = (entry: SolanaTransactionRecord) => {
    records.set(entry.signature, entry)
    for (const account of new Set(entry.accounts)) byAddress.set(account, [entry, ...(byAddress.get(account) ?? [])])
    count += 1n
    svm.warpToSlot(entry.slot + 1n)
    for (const listener of [...listeners]) listener(entry)
  }

  const process = (wire: Uint8Array): SolanaTransactionRecord => {
    const { transaction, accounts, signatures } = decode(wire)
    const signature = getSignatureFromTransaction(transaction)
    const preBalances = balances(accounts)
    const result = svm.sendTransaction(transaction)
    const meta = isFailed(result) ? result.meta() : result
    const entry: SolanaTransactionRecord = {
      signature,
      slot: svm.getClock().slot,
      blockTime: Math.floor(Date.now() / 1000),
      err: isFailed(result) ? toRpcError(result.err()) : null,
      fee: LAMPORTS_PER_SIGNATURE * BigInt(signatures),
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      wire,
      accounts,
      preBalances,
      postBalances: balances(accounts),
    }
    record(entry)
    return entry
  }

  const simulate: SolanaChain['simulate'] = (wire) => {
    const result = svm.simulateTransaction(decode(wire).transaction)
    if (isFailed(result)) return { err: toRpcError(result.err()), logs: result.meta().logs(), unitsConsumed: result.meta().computeUnitsConsumed() }
    const meta = result.meta()
    return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() }
  }

  return {
    svm,
    accounts: options.accounts,
    tokens,
    slot: () => svm.getClock().slot,
    blockHeight: () => svm.getClock().slot - startSlot,
    transactionCount: () => count,
    submit(wire, submitOptions = {}) {
      if (!submitOptions.skipPreflight) {
        const preflight = simulate(wire)
        if (preflight.err !== null) return { ok: false, ...preflight, err: preflight.err }
      }
      return { ok: true, signature: process(wire).signature }
    },
    simulate,
    airdrop(to, amount) {
      const pre = svm.getBalance(to) ?? 0n
      const result = svm.airdrop(to, lamports(amount))
      if (!result || isFailed(result)) throw new Error(`Airdrop to ${to} failed${result ? `: ${String(result.err())}` : ''}`)
      const entry: SolanaTransactionRecord = {
        signature: getBase58Decoder().decode(result.signature()),
        slot: svm.getClock().slot,
        blockTime: Math.floor(Date.now() / 1000),
        err: null,
        fee: LAMPORTS_PER_SIGNATURE,
        logs: result.logs(),
        unitsConsumed: result.computeUnitsConsumed(),
        wire: new Uint8Array(),
        accounts: [to],
        preBalances: [pre],
        postBalances: [svm.getBalance(to) ?? 0n],
      }
      record(entry)
      return entry.signature
    },
    transaction: (signature) => records.get(signature),
    signaturesFor: (address) => byAddress.get(address) ?? [],
    onProcessed(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    save: (path) => svm.saveToFile(path),
  }
}
