/** The PSBT code (@scure/btc-signer), loaded the first time a wallet's PSBT needs building, finalizing or sending. */
export const lazyPsbt = () => import('./psbt')
