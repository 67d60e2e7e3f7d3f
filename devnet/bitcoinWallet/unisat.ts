import type { BitcoinWalletCore } from './core'
import { base64 } from './signing'

type Listener = (value: unknown) => void

/** The injected `window.unisat` API (UniSat's): one payment address, hex PSBTs, 'bip322-simple' or 'ecdsa' messages. */
export interface UnisatProvider {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  getNetwork(): Promise<string>
  getBalance(): Promise<{ confirmed: number; unconfirmed: number; total: number }>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  sendBitcoin(to: string, satoshis: number, options?: { feeRate?: number }): Promise<string>
  signPsbt(psbtHex: string, options?: { autoFinalized?: boolean; toSignInputs?: ReadonlyArray<{ index: number; address?: string }> }): Promise<string>
  pushPsbt(psbtHex: string): Promise<string>
  disconnect(): Promise<void>
  on(event: 'accountsChanged', listener: Listener): void
  removeListener(event: 'accountsChanged', listener: Listener): void
}

const hex = {
  encode: (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''),
  decode: (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16)),
}

export function unisatProvider(core: BitcoinWalletCore): UnisatProvider {
  const payment = () => core.connected(['payment'])[0]
  const required = () => {
    const shared = payment()
    if (!shared) throw Object.assign(new Error('The site is not connected'), { code: 4100 })
    return shared
  }
  const listeners = new Map<Listener, () => void>()
  return {
    requestAccounts: async () => (await core.connect('unisat', ['payment'])).map((a) => a.address),
    getAccounts: async () => core.connected(['payment']).map((a) => a.address),
    getPublicKey: async () => required().publicKey,
    getNetwork: async () => 'regtest',
    getBalance: () => core.balance(),
    signMessage: (message, type = 'ecdsa') => core.signMessage('unisat', required().address, message, type === 'bip322-simple' ? 'BIP322' : 'ECDSA'),
    sendBitcoin: (to, satoshis, options) => {
      if (!Number.isSafeInteger(satoshis) || satoshis <= 0) return Promise.reject(Object.assign(new Error('satoshis must be a positive integer'), { code: -32602 }))
      return core.sendTransfer('unisat', [{ address: to, amount: BigInt(satoshis) }], options?.feeRate)
    },
    signPsbt: async (psbtHex, options) => {
      const shared = required()
      const indexes = options?.toSignInputs?.map((i) => i.index) ?? []
      const answer = await core.signPsbt('unisat', hex.decode(psbtHex), { [shared.address]: indexes }, false)
      return hex.encode(answer.psbt)
    },
    pushPsbt: () => Promise.reject(Object.assign(new Error('pushPsbt: sign with autoFinalized and broadcast the transaction'), { code: 4200 })),
    disconnect: () => core.disconnect('unisat'),
    on: (event, listener) => {
      if (event !== 'accountsChanged') return
      listeners.set(listener, core.onChange(() => listener(core.connected(['payment']).map((a) => a.address))))
    },
    removeListener: (_event, listener) => {
      listeners.get(listener)?.()
      listeners.delete(listener)
    },
  }
}

export { base64 }
