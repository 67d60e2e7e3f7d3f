import * as t from 'io-ts'
import { decode } from '../../../kernel/codec/decode'
import { indexesByAddress, purposeOf } from '../purpose'
import { messages } from '../messages'
import { walletFailure, type BitcoinAddress, type BitcoinClient } from '../types'

/** A Sats Connect provider (Xverse's `BitcoinProvider` and the wallets that follow it): JSON-RPC answers. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
}

const RpcAnswer = t.union([
  t.type({ result: t.unknown }),
  t.type({ error: t.type({ code: t.number, message: t.string }) }),
])
const Addresses = t.array(t.intersection([t.type({ address: t.string }), t.partial({ publicKey: t.string, purpose: t.string })]))
const WithAddresses = t.type({ addresses: Addresses })
const Signature = t.type({ signature: t.string })
const Sent = t.type({ txid: t.string })
const SignedPsbt = t.intersection([t.type({ psbt: t.string }), t.partial({ txid: t.string })])

/** Sats Connect's USER_REJECTION (-32000) is EIP-1193's 4001 to the kernel. */
const USER_REJECTION = -32000

async function call<A>(provider: SatsConnectProvider, method: string, params: unknown, codec: t.Decoder<unknown, A>): Promise<A> {
  const answer = decode(RpcAnswer, await provider.request(method, params), `Sats Connect ${method}`)
  if (!answer.ok) throw walletFailure(-32603, answer.error.message)
  if ('error' in answer.value) {
    const { code, message } = answer.value.error
    throw walletFailure(code === USER_REJECTION ? 4001 : code, message)
  }
  const result = decode(codec, answer.value.result, `Sats Connect ${method} result`)
  if (!result.ok) throw walletFailure(-32603, result.error.message)
  return result.value
}

const addressesOf = (list: t.TypeOf<typeof Addresses>): BitcoinAddress[] =>
  list.map((a) => ({
    address: a.address,
    purpose: a.purpose === 'ordinals' || a.purpose === 'payment' ? a.purpose : purposeOf(a.address),
    ...(a.publicKey ? { publicKey: a.publicKey } : {}),
  }))

export function satsConnectClient(provider: SatsConnectProvider): BitcoinClient {
  return {
    connect: async () => addressesOf((await call(provider, 'wallet_connect', { addresses: ['payment', 'ordinals'] }, WithAddresses)).addresses),
    restore: () =>
      call(provider, 'wallet_getAccount', {}, WithAddresses).then(
        (answer) => addressesOf(answer.addresses),
        () => [],
      ),
    disconnect: async () => {
      await call(provider, 'wallet_disconnect', null, t.unknown)
    },
    signMessage: async (address, message) => (await call(provider, 'signMessage', { address, message, protocol: 'BIP322' }, Signature)).signature,
    sendTransfer: async ({ to, amount }) => {
      if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw walletFailure(-32602, messages.amountTooLarge)
      return (await call(provider, 'sendTransfer', { recipients: [{ address: to, amount: Number(amount) }] }, Sent)).txid
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const signed = await call(provider, 'signPsbt', { psbt, signInputs: indexesByAddress(signInputs), broadcast }, SignedPsbt)
      return { psbt: signed.psbt, ...(signed.txid ? { txid: signed.txid } : {}) }
    },
  }
}
