/** An address a Bitcoin wallet shares, by what it is for (Sats Connect's purposes). */
export interface BitcoinAddress {
  readonly address: string
  readonly publicKey?: string
  readonly purpose: 'payment' | 'ordinals'
}

/** A PSBT input to sign, and the address whose key signs it. */
export interface PsbtInput {
  readonly address: string
  readonly index: number
}

export interface SignedPsbt {
  /** base64 */
  readonly psbt: string
  readonly txid?: string
}

/**
 * What the adapter asks of one Bitcoin wallet, whichever interface it speaks (Wallet Standard,
 * Sats Connect, injected UniSat-style). Each method may reject with the wallet's error (code 4001
 * when the person refused).
 */
export interface BitcoinClient {
  /** Asks for the payment and ordinals addresses (the wallet may prompt). */
  connect(): Promise<ReadonlyArray<BitcoinAddress>>
  /** The addresses the site already holds, without a prompt; empty when none. */
  restore(): Promise<ReadonlyArray<BitcoinAddress>>
  disconnect(): Promise<void>
  /** A BIP-322 simple signature (base64), or the legacy ECDSA one where the wallet only has that. */
  signMessage(address: string, message: string): Promise<string>
  /** Pays `amount` sats from the payment address to `to`; answers the txid. */
  sendTransfer(params: { readonly from: string; readonly to: string; readonly amount: bigint; readonly esploraUrl: string }): Promise<string>
  /**
   * Signs the PSBT (base64) inputs listed, each by the key of its address; with `broadcast` the
   * transaction is finalized and sent through the network's Esplora API. Answers the signed PSBT
   * (base64) and, when sent, the txid.
   */
  signPsbt(params: {
    readonly psbt: string
    readonly signInputs: ReadonlyArray<PsbtInput>
    readonly broadcast: boolean
    readonly esploraUrl: string
  }): Promise<SignedPsbt>
  /** Account changes the wallet reports; an empty list is the wallet dropping the site. */
  onAddresses?(listener: (addresses: ReadonlyArray<BitcoinAddress>) => void): () => void
}

/** A wallet error with its code, as the kernel's toWalletError reads it. */
export const walletFailure = (code: number, message: string): Error & { code: number } => Object.assign(new Error(message), { code })
