/** How the test wallet answers WalletConnect's Solana methods: signs with a devnet ed25519 key, sends to the local cluster. */
import {
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Base64EncodedWireTransaction,
  type SignatureBytes,
} from '@solana/kit'
import { signWithDevKey, type SolanaDevKey } from '../solana/keys'
import { WalletRequestError } from './walletRequestError'

export interface SolanaContext {
  readonly key: SolanaDevKey
  /** JSON-RPC URL of the cluster the wallet sends to (signAndSend). */
  readonly rpcUrl: string
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null
const base58Text = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes)

function paramText(params: unknown, name: string, method: string): string {
  const value = isRecord(params) ? params[name] : undefined
  if (typeof value !== 'string' || value.length === 0) throw new WalletRequestError(-32602, `${method} expects { ${name} }`)
  return value
}

/** The wire transaction (base64) signed in the wallet's slot; refused when the wallet is no signer of it. */
function signed(context: SolanaContext, params: unknown, method: string): { transaction: string; signature: string } {
  let transaction
  try {
    transaction = getTransactionDecoder().decode(getBase64Encoder().encode(paramText(params, 'transaction', method)))
  } catch {
    throw new WalletRequestError(-32602, `${method}: the transaction does not decode`)
  }
  if (!(context.key.address in transaction.signatures)) throw new WalletRequestError(-32602, `${method}: ${context.key.address} is not a signer`)
  const signature = signWithDevKey(context.key, new Uint8Array(transaction.messageBytes))
  const wire = getTransactionEncoder().encode({
    ...transaction,
    signatures: { ...transaction.signatures, [context.key.address]: signature as SignatureBytes },
  })
  return { transaction: getBase64Decoder().decode(wire), signature: base58Text(signature) }
}

export async function answerSolanaRequest(context: SolanaContext | undefined, method: string, params: unknown): Promise<unknown> {
  if (context === undefined) throw new WalletRequestError(4200, 'The test wallet holds no Solana account')
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: context.key.address }]
    case 'solana_signMessage': {
      const pubkey = paramText(params, 'pubkey', method)
      if (pubkey !== context.key.address) throw new WalletRequestError(-32602, `solana_signMessage: ${pubkey} is not this wallet's account`)
      const message = new Uint8Array(getBase58Encoder().encode(paramText(params, 'message', method)))
      return { signature: base58Text(signWithDevKey(context.key, message)) }
    }
    case 'solana_signTransaction':
      return signed(context, params, method)
    case 'solana_signAndSendTransaction': {
      const { transaction } = signed(context, params, method)
      const signature = await createSolanaRpc(context.rpcUrl)
        .sendTransaction(transaction as Base64EncodedWireTransaction, { encoding: 'base64', preflightCommitment: 'confirmed' })
        .send()
      return { signature }
    }
    default:
      throw new WalletRequestError(4200, `The test wallet does not support ${method}`)
  }
}
