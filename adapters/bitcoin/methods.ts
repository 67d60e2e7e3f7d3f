/** SPEC §6 Bitcoin wallet methods an app calls by name: WalletConnect's bip122 names, whichever interface the wallet speaks. */
export const BITCOIN_METHODS = ['signPsbt', 'signMessage', 'sendTransfer', 'getAccountAddresses'] as const
