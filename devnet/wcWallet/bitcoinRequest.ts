/** How the test wallet answers WalletConnect's Bitcoin (bip122) methods: its dev keys sign, the devnet ledger takes the payments. */
import { base64, broadcast, buildPayment, signMessage, signPsbt } from '../bitcoinWallet/signing'
import type { BitcoinWalletKey } from '../bitcoinWallet/types'
import { WalletRequestError } from './walletRequestError'

export interface BitcoinAccountKeys {
  /** BIP-84 P2WPKH: the session's account, and what pays. */
  readonly payment: BitcoinWalletKey
  /** BIP-86 P2TR: listed by getAccountAddresses, signs messages for its own address. */
  readonly ordinals: BitcoinWalletKey
}

export interface BitcoinContext {
  readonly keys: BitcoinAccountKeys
  /** Esplora REST base of the ledger (coins, fee estimates, broadcast). */
  readonly esploraUrl: string
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null

function paramText(params: unknown, name: string, method: string): string {
  const value = isRecord(params) ? params[name] : undefined
  if (typeof value !== 'string' || value.length === 0) throw new WalletRequestError(-32602, `${method} expects { ${name} }`)
  return value
}

/** The account must be one of the wallet's: a dapp asking for another one is refused. */
function ownAccount(context: BitcoinContext, params: unknown, method: string): void {
  const account = paramText(params, 'account', method)
  if (account !== context.keys.payment.address && account !== context.keys.ordinals.address)
    throw new WalletRequestError(4100, `${method}: ${account} is not this wallet's account`)
}

/** The addresses getAccountAddresses lists (also put in the session's properties at approval). */
export const accountAddresses = ({ payment, ordinals }: BitcoinAccountKeys) => [
  { address: payment.address, publicKey: payment.publicKey, intention: 'payment' },
  { address: ordinals.address, publicKey: ordinals.publicKey, intention: 'ordinal' },
]

/** signInputs as { address, index } pairs, grouped by the address whose key signs them. */
function inputsByAddress(params: unknown): Record<string, number[]> {
  const list = isRecord(params) ? params.signInputs : undefined
  if (!Array.isArray(list) || list.length === 0) throw new WalletRequestError(-32602, 'signPsbt expects { signInputs: [{ address, index }] }')
  const grouped: Record<string, number[]> = {}
  for (const input of list as unknown[]) {
    if (!isRecord(input) || typeof input.address !== 'string' || !Number.isSafeInteger(input.index))
      throw new WalletRequestError(-32602, 'signPsbt: each signInput is { address, index }')
    ;(grouped[input.address] ??= []).push(input.index as number)
  }
  return grouped
}

export async function answerBitcoinRequest(context: BitcoinContext | undefined, method: string, params: unknown): Promise<unknown> {
  if (context === undefined) throw new WalletRequestError(4200, 'The test wallet holds no Bitcoin account')
  const { payment, ordinals } = context.keys
  switch (method) {
    case 'getAccountAddresses':
      ownAccount(context, params, method)
      return accountAddresses(context.keys)
    case 'signMessage': {
      const address = isRecord(params) && typeof params.address === 'string' ? params.address : paramText(params, 'account', method)
      const purpose = address === payment.address ? 'payment' : address === ordinals.address ? 'ordinals' : undefined
      if (purpose === undefined) throw new WalletRequestError(4100, `signMessage: ${address} is not this wallet's address`)
      const protocol = isRecord(params) && params.protocol === 'ecdsa' ? 'ECDSA' : 'BIP322'
      const key = purpose === 'payment' ? payment : ordinals
      return { address, signature: signMessage(key, purpose, paramText(params, 'message', method), protocol) }
    }
    case 'sendTransfer': {
      ownAccount(context, params, method)
      const to = paramText(params, 'recipientAddress', method)
      const amount = paramText(params, 'amount', method)
      if (!/^[1-9]\d*$/.test(amount)) throw new WalletRequestError(-32602, 'sendTransfer: amount is a positive number of sats')
      let tx
      try {
        tx = await buildPayment(context.esploraUrl, payment, [{ address: to, amount: BigInt(amount) }])
      } catch (error) {
        throw new WalletRequestError(-32603, error instanceof Error ? error.message : String(error))
      }
      return { txid: await broadcast(context.esploraUrl, tx.hex) }
    }
    case 'signPsbt': {
      const psbt = paramText(params, 'psbt', method)
      const send = isRecord(params) && params.broadcast === true
      let current = base64.decode(psbt)
      let signed
      try {
        for (const [address, indexes] of Object.entries(inputsByAddress(params))) {
          const key = address === payment.address ? payment : address === ordinals.address ? ordinals : undefined
          if (key === undefined) throw new WalletRequestError(4100, `signPsbt: ${address} is not this wallet's address`)
          signed = signPsbt(current, key, key === payment ? 'payment' : 'ordinals', indexes, send)
          current = signed.toPSBT()
        }
      } catch (error) {
        if (error instanceof WalletRequestError) throw error
        throw new WalletRequestError(-32602, error instanceof Error ? error.message : String(error))
      }
      return { psbt: base64.encode(current), ...(send && signed ? { txid: await broadcast(context.esploraUrl, signed.hex) } : {}) }
    }
    default:
      throw new WalletRequestError(4200, `The test wallet does not support ${method}`)
  }
}
