import * as t from 'io-ts'
import { decode } from '../../kernel/codec/decode'
import { messages } from './messages'
import type { BitcoinAddress, BitcoinClient } from './types'
import { walletFailure } from './types'

/*
 * The Bitcoin wallet methods an app calls by name (WalletConnect's bip122 JSON-RPC: the same method
 * names and params whichever interface the wallet speaks). Params come from the app and are decoded
 * here; the wallet's answers were decoded by its client.
 */

const Base64 = t.refinement(t.string, (s) => s.length > 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(s), 'Base64')
const Index = t.refinement(t.number, (n) => Number.isSafeInteger(n) && n >= 0, 'InputIndex')
const SignPsbtParams = t.intersection([
  t.type({ psbt: Base64, signInputs: t.array(t.intersection([t.type({ address: t.string, index: Index }), t.partial({ sighashTypes: t.array(t.number) })])) }),
  t.partial({ account: t.string, broadcast: t.boolean }),
])
const SignMessageParams = t.intersection([t.type({ message: t.string }), t.partial({ address: t.string, account: t.string })])
const SendTransferParams = t.intersection([
  t.type({ recipientAddress: t.string, amount: t.refinement(t.string, (s) => /^[1-9]\d*$/.test(s), 'Sats') }),
  t.partial({ account: t.string }),
])

function paramsOf<A>(codec: t.Decoder<unknown, A>, params: unknown, method: string): A {
  const decoded = decode(codec, params, `${method} params`)
  if (!decoded.ok) throw walletFailure(-32602, decoded.error.message)
  return decoded.value
}

export interface BitcoinRequestContext {
  readonly client: BitcoinClient
  readonly addresses: ReadonlyArray<BitcoinAddress>
  /** The connected network's Esplora base (broadcasts, coins). */
  readonly esploraUrl: string
}

/** Answers one named method as WalletConnect's bip122 methods answer it. */
export async function answerBitcoinMethod(context: BitcoinRequestContext, method: string, params: unknown): Promise<unknown> {
  const { client, addresses } = context
  const payment = addresses.find((a) => a.purpose === 'payment') ?? addresses[0]
  switch (method) {
    case 'getAccountAddresses':
      return addresses.map((a) => ({ address: a.address, ...(a.publicKey ? { publicKey: a.publicKey } : {}), intention: a.purpose === 'ordinals' ? 'ordinal' : 'payment' }))
    case 'signPsbt': {
      const { psbt, signInputs, broadcast } = paramsOf(SignPsbtParams, params, method)
      return client.signPsbt({ psbt, signInputs, broadcast: broadcast === true, esploraUrl: context.esploraUrl })
    }
    case 'signMessage': {
      const { message, address, account } = paramsOf(SignMessageParams, params, method)
      const signer = address ?? account ?? payment?.address ?? ''
      return { address: signer, signature: await client.signMessage(signer, message) }
    }
    case 'sendTransfer': {
      const { recipientAddress, amount } = paramsOf(SendTransferParams, params, method)
      return { txid: await client.sendTransfer({ from: payment?.address ?? '', to: recipientAddress, amount: BigInt(amount), esploraUrl: context.esploraUrl }) }
    }
    default:
      throw walletFailure(4200, messages.methodNotSupported(method))
  }
}
