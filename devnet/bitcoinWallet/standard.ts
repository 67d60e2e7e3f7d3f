import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { ProviderRpcError, walletErrorCodes } from '../wallet/errors'
import type { BitcoinWalletCore } from './core'
import { publicKeyBytes } from './core'
import { base64 } from './signing'
import type { Purpose, SharedAddress } from './types'

export const DEVNET_BITCOIN_WALLET_NAME = 'Devnet Bitcoin Wallet'
const CHAINS = ['bitcoin:regtest'] as const
const FEATURES = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'] as const

/**
 * The wallet through the Wallet Standard's Bitcoin extension (the bitcoin-wallet-standard shapes):
 * bitcoin:connect with address purposes, bitcoin:signMessage (BIP-322 simple: the signature bytes are
 * the witness), bitcoin:signTransaction (PSBT bytes with the inputs to sign), standard disconnect
 * and change events.
 */
export function standardWallet(core: BitcoinWalletCore, icon: `data:image/svg+xml;base64,${string}`): Wallet {
  const accountOf = (shared: SharedAddress): WalletAccount =>
    Object.freeze({ address: shared.address, publicKey: publicKeyBytes(shared.publicKey), chains: [...CHAINS], features: [...FEATURES], label: shared.purpose })
  return {
    version: '1.0.0',
    name: DEVNET_BITCOIN_WALLET_NAME,
    icon,
    chains: [...CHAINS],
    get accounts() {
      return core.connected().map(accountOf)
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async (input?: { purposes?: ReadonlyArray<Purpose> }) => ({ accounts: (await core.connect('standard', input?.purposes ?? ['payment'])).map(accountOf) }),
      },
      'standard:disconnect': { version: '1.0.0', disconnect: () => core.disconnect('standard') },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: (properties: { accounts?: ReadonlyArray<WalletAccount> }) => void) =>
          event === 'change' ? core.onChange(() => listener({ accounts: core.connected().map(accountOf) })) : () => undefined,
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: (...inputs: ReadonlyArray<{ account: WalletAccount; message: Uint8Array }>) =>
          Promise.all(
            inputs.map(async ({ account, message }) => ({
              signedMessage: message,
              signature: base64.decode(await core.signMessage('standard', account.address, new TextDecoder().decode(message), 'BIP322')),
            })),
          ),
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: (
          ...inputs: ReadonlyArray<{ psbt: Uint8Array; inputsToSign: ReadonlyArray<{ account: WalletAccount; signingIndexes: ReadonlyArray<number> }> }>
        ) =>
          Promise.all(
            inputs.map(async ({ psbt, inputsToSign }) => {
              if (!(psbt instanceof Uint8Array)) throw new ProviderRpcError(walletErrorCodes.invalidParams, 'psbt must be bytes')
              const byAddress = Object.fromEntries(inputsToSign.map((i) => [i.account.address, i.signingIndexes]))
              return { signedPsbt: (await core.signPsbt('standard', psbt, byAddress, false)).psbt }
            }),
          ),
      },
    },
  }
}
