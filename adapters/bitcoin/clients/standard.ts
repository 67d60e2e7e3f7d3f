import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { lazyPsbt } from '../lazyPsbt'
import { messages } from '../messages'
import { base64ToBytes, bytesToBase64, bytesToHex, indexesByAddress, purposeOf } from '../purpose'
import { walletFailure, type BitcoinAddress, type BitcoinClient } from '../types'

/*
 * The Wallet Standard's Bitcoin features (the bitcoin-wallet-standard shapes, written out so the
 * adapter needs no extra package). Every wallet answer is checked where it is read.
 */
export const BITCOIN_CONNECT = 'bitcoin:connect'
const SIGN_MESSAGE = 'bitcoin:signMessage'
const SIGN_TRANSACTION = 'bitcoin:signTransaction'

interface ConnectFeature {
  connect(input: { readonly purposes: ReadonlyArray<string> }): Promise<{ readonly accounts: ReadonlyArray<WalletAccount> }>
}
interface DisconnectFeature {
  disconnect(): Promise<void>
}
interface EventsFeature {
  on(event: 'change', listener: (properties: { readonly accounts?: ReadonlyArray<WalletAccount> }) => void): () => void
}
interface SignMessageFeature {
  signMessage(...inputs: ReadonlyArray<{ readonly account: WalletAccount; readonly message: Uint8Array }>): Promise<ReadonlyArray<{ readonly signature: Uint8Array }>>
}
interface SignTransactionFeature {
  signTransaction(
    ...inputs: ReadonlyArray<{ readonly psbt: Uint8Array; readonly inputsToSign: ReadonlyArray<{ readonly account: WalletAccount; readonly signingIndexes: ReadonlyArray<number> }> }>
  ): Promise<ReadonlyArray<{ readonly signedPsbt: Uint8Array }>>
}

function feature<T>(wallet: Wallet, name: string, method: string): T | undefined {
  const value = (wallet.features as Record<string, unknown>)[name]
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[method] === 'function' ? (value as T) : undefined
}

/** A wallet the Bitcoin adapter can use through the standard: it serves a bitcoin: chain and connects. */
export const isBitcoinWallet = (wallet: Wallet): boolean =>
  wallet.chains.some((chain) => chain.startsWith('bitcoin:')) && feature(wallet, BITCOIN_CONNECT, 'connect') !== undefined

const addressesOf = (accounts: ReadonlyArray<WalletAccount> | undefined): BitcoinAddress[] =>
  (accounts ?? [])
    .filter((a) => typeof a?.address === 'string' && /^[a-zA-Z0-9]{14,90}$/.test(a.address))
    .map((a) => ({ address: a.address, purpose: purposeOf(a.address), ...(a.publicKey instanceof Uint8Array ? { publicKey: bytesToHex(a.publicKey) } : {}) }))

export function standardClient(wallet: Wallet): BitcoinClient {
  const accountOf = (address: string): WalletAccount => {
    const account = wallet.accounts.find((a) => a.address === address)
    if (!account) throw walletFailure(4100, messages.addressNotShared(address))
    return account
  }
  const signTransaction = async (psbt: Uint8Array, inputsToSign: ReadonlyArray<{ readonly account: WalletAccount; readonly signingIndexes: ReadonlyArray<number> }>) => {
    const sign = feature<SignTransactionFeature>(wallet, SIGN_TRANSACTION, 'signTransaction')
    if (!sign) throw walletFailure(4200, messages.cannotSignTransactions)
    const [answer] = await sign.signTransaction({ psbt, inputsToSign })
    if (!(answer?.signedPsbt instanceof Uint8Array)) throw walletFailure(-32603, messages.noSignedTransaction)
    return answer.signedPsbt
  }
  return {
    async connect() {
      const connect = feature<ConnectFeature>(wallet, BITCOIN_CONNECT, 'connect')
      if (!connect) throw walletFailure(4200, messages.cannotConnect)
      const answer = await connect.connect({ purposes: ['payment', 'ordinals'] })
      return addressesOf(answer?.accounts)
    },
    restore: async () => addressesOf(wallet.accounts),
    async disconnect() {
      await feature<DisconnectFeature>(wallet, 'standard:disconnect', 'disconnect')?.disconnect()
    },
    async signMessage(address, message) {
      const sign = feature<SignMessageFeature>(wallet, SIGN_MESSAGE, 'signMessage')
      if (!sign) throw walletFailure(4200, messages.cannotSignMessages)
      const [answer] = await sign.signMessage({ account: accountOf(address), message: new TextEncoder().encode(message) })
      if (!(answer?.signature instanceof Uint8Array)) throw walletFailure(-32603, messages.noSignature)
      return bytesToBase64(answer.signature)
    },
    async sendTransfer({ from, to, amount, esploraUrl }) {
      const account = accountOf(from)
      const psbt = await lazyPsbt()
      const built = await psbt.buildPaymentPsbt({ esploraUrl, from, publicKey: bytesToHex(new Uint8Array(account.publicKey)), to, amount })
      return psbt.finalizeAndSend(esploraUrl, await signTransaction(built.psbt, [{ account, signingIndexes: built.signingIndexes }]))
    },
    async signPsbt({ psbt, signInputs, broadcast, esploraUrl }) {
      const inputsToSign = Object.entries(indexesByAddress(signInputs)).map(([address, signingIndexes]) => ({ account: accountOf(address), signingIndexes }))
      const signed = await signTransaction(base64ToBytes(psbt), inputsToSign)
      // The standard only signs: the adapter finalizes and broadcasts, as for a transfer.
      const txid = broadcast ? await (await lazyPsbt()).finalizeAndSend(esploraUrl, signed) : undefined
      return { psbt: bytesToBase64(signed), ...(txid ? { txid } : {}) }
    },
    onAddresses(listener) {
      const events = feature<EventsFeature>(wallet, 'standard:events', 'on')
      return events ? events.on('change', (properties) => properties && 'accounts' in properties && listener(addressesOf(properties.accounts))) : () => undefined
    },
  }
}
