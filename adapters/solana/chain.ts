import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Instruction,
  type Base64EncodedWireTransaction,
  type Signature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'

/*
 * What the adapter asks of the chain itself, built on @solana/kit. This module is imported
 * dynamically: a page pays for kit only once a Solana balance is read or a transfer is built.
 */

export interface Transfer {
  readonly from: string
  readonly to: string
  /** Smallest units (lamports, or the token's). */
  readonly amount: bigint
  /** An SPL token: its mint and decimals; SOL when absent. */
  readonly token?: { readonly mint: string; readonly decimals: number }
}

const rpcOf = (url: string) => createSolanaRpc(url)

export async function lamportsOf(rpcUrl: string, owner: string): Promise<bigint> {
  const { value } = await rpcOf(rpcUrl).getBalance(address(owner), { commitment: 'confirmed' }).send()
  return value
}

async function tokenInstructions(rpcUrl: string, transfer: Transfer & { token: NonNullable<Transfer['token']> }): Promise<Instruction[]> {
  const mint = address(transfer.token.mint)
  const owner = address(transfer.to)
  const payer = createNoopSigner(address(transfer.from))
  // The mint's owner is its token program (SPL Token, or Token-2022 with the same transfer layout).
  const { value: mintAccount } = await rpcOf(rpcUrl).getAccountInfo(mint, { encoding: 'base64' }).send()
  const tokenProgram = mintAccount?.owner ?? TOKEN_PROGRAM_ADDRESS
  const [source] = await findAssociatedTokenPda({ owner: payer.address, mint, tokenProgram })
  const [destination] = await findAssociatedTokenPda({ owner, mint, tokenProgram })
  return [
    // Idempotent: creates the receiver's token account when it has none, and does nothing otherwise.
    getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner, mint, tokenProgram }),
    getTransferCheckedInstruction(
      { source, mint, destination, authority: payer, amount: transfer.amount, decimals: transfer.token.decimals },
      { programAddress: tokenProgram },
    ),
  ]
}

/** The transfer as an unsigned wire transaction (fee payer: the sender), for the wallet to sign. */
export async function buildTransfer(rpcUrl: string, transfer: Transfer): Promise<Uint8Array> {
  const sender = createNoopSigner(address(transfer.from))
  const instructions: Instruction[] = transfer.token
    ? await tokenInstructions(rpcUrl, { ...transfer, token: transfer.token })
    : [getTransferSolInstruction({ source: sender, destination: address(transfer.to), amount: lamports(transfer.amount) })]
  const { value: blockhash } = await rpcOf(rpcUrl).getLatestBlockhash({ commitment: 'confirmed' }).send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(sender, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

/** Sends a transaction the wallet signed (a wallet without signAndSend); answers its signature. */
export async function sendSigned(rpcUrl: string, signed: Uint8Array): Promise<string> {
  // The wallet's bytes already are the wire transaction: only their base64 text is needed.
  const wire = getBase64Decoder().decode(signed) as Base64EncodedWireTransaction
  return rpcOf(rpcUrl).sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' }).send()
}

export type SignatureState = { readonly done: false } | { readonly done: true; readonly error?: string }

/** Where a sent transaction is: still pending, confirmed, or failed with the chain's error. */
export async function signatureState(rpcUrl: string, signature: string): Promise<SignatureState> {
  const { value } = await rpcOf(rpcUrl).getSignatureStatuses([signature as Signature]).send()
  const status = value[0]
  if (!status || (status.confirmationStatus !== 'confirmed' && status.confirmationStatus !== 'finalized')) return { done: false }
  return status.err ? { done: true, error: JSON.stringify(status.err) } : { done: true }
}

/** Wire bytes as base64 text (how WalletConnect's solana methods carry a transaction). */
export const toBase64 = (bytes: Uint8Array): string => getBase64Decoder().decode(bytes)
export const fromBase64 = (text: string): Uint8Array => new Uint8Array(getBase64Encoder().encode(text))

/**
 * The transfer with the sender's signature in place: a wallet may answer a signTransaction with the
 * signature alone. buildTransfer's transactions have one signer, the fee payer, whose signature is the
 * first of the wire format (after its one-byte count).
 */
export function withFeePayerSignature(unsigned: Uint8Array, signature: string): Uint8Array {
  const bytes = new Uint8Array(getBase58Encoder().encode(signature))
  if (bytes.length !== 64 || unsigned[0] !== 1) throw new Error('The wallet answered a signature that does not fit the transaction')
  const signed = unsigned.slice()
  signed.set(bytes, 1)
  return signed
}
