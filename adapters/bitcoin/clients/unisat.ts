import * as t from 'io-ts'
import { decodeOrThrow } from '../../../kernel/codec/decode'
import { messages } from '../messages'
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes } from '../purpose'
import { lazyPsbt } from '../lazyPsbt'
import { walletFailure, type BitcoinAddress, type BitcoinClient } from '../types'

/** The injected UniSat-style API (window.unisat), the parts the adapter uses. */
export interface UnisatProvider {
  requestAccounts(): Promise<unknown>
  getAccounts(): Promise<unknown>
  getPublicKey(): Promise<unknown>
  signMessage(message: string, type?: string): Promise<unknown>
  sendBitcoin(to: string, satoshis: number, options?: { feeRate?: number }): Promise<unknown>
  signPsbt(psbtHex: string, options?: { readonly autoFinalized?: boolean; readonly toSignInputs?: ReadonlyArray<{ readonly index: number; readonly address?: string }> }): Promise<unknown>
  disconnect?(): Promise<unknown>
  on?(event: 'accountsChanged', listener: (accounts: unknown) => void): void
  removeListener?(event: 'accountsChanged', listener: (accounts: unknown) => void): void
}

const Accounts = t.array(t.string)

export function unisatClient(provider: UnisatProvider): BitcoinClient {
  const withKey = async (accounts: unknown): Promise<BitcoinAddress[]> => {
    const [address] = decodeOrThrow(Accounts, accounts, 'unisat accounts')
    if (!address) return []
    const publicKey = await provider.getPublicKey().then((key) => (typeof key === 'string' ? key : undefined), () => undefined)
    // The API shares one address, the one it pays from.
    return [{ address, purpose: 'payment', ...(publicKey ? { publicKey } : {}) }]
  }
  return {
    connect: async () => withKey(await provider.requestAccounts()),
    restore: async () => withKey(await provider.getAccounts()),
    disconnect: async () => {
      await provider.disconnect?.()
    },
    async signMessage(_address, message) {
      const signed = await provider.signMessage(message, 'bip322-simple').catch(async (error: unknown) => {
        // A wallet without BIP-322 signs the legacy way; a refusal stays a refusal.
        if ((error as { code?: unknown })?.code === 4001) throw error
        return provider.signMessage(message, 'ecdsa')
      })
      if (typeof signed !== 'string' || signed.length === 0) throw walletFailure(-32603, messages.noSignature)
      return signed
    },
    async sendTransfer({ to, amount }) {
      if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw walletFailure(-32602, messages.amountTooLarge)
      const txid = await provider.sendBitcoin(to, Number(amount))
      if (typeof txid !== 'string' || !/^[0-9a-f]{64}$/.test(txid)) throw walletFailure(-32603, messages.noTransactionId)
      return txid
    },
    async signPsbt({ psbt, signInputs, broadcast, esploraUrl }) {
      const signed = await provider.signPsbt(bytesToHex(base64ToBytes(psbt)), { autoFinalized: broadcast, toSignInputs: signInputs.map(({ index, address }) => ({ index, address })) })
      if (typeof signed !== 'string' || !/^([0-9a-f]{2})+$/i.test(signed)) throw walletFailure(-32603, messages.noSignedTransaction)
      const bytes = hexToBytes(signed)
      // The Esplora API sends it, so every wallet of this API broadcasts the same way.
      const txid = broadcast ? await (await lazyPsbt()).finalizeAndSend(esploraUrl, bytes) : undefined
      return { psbt: bytesToBase64(bytes), ...(txid ? { txid } : {}) }
    },
    onAddresses(listener) {
      const relay = (accounts: unknown) => void withKey(accounts).then(listener, () => listener([]))
      provider.on?.('accountsChanged', relay)
      return () => provider.removeListener?.('accountsChanged', relay)
    },
  }
}
