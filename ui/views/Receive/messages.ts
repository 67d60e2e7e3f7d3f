import { defineMessages } from '../../i18n/catalogue'

/** The Receive feature. */
export const receiveMessages = defineMessages('receive', {
  noWallet: 'No wallet connected',
  connectToReceive: 'Connect a wallet to receive funds.',
  qrOf: (address: string) => `QR code of the address ${address}`,
  sendOnlyOn: (networks: string) => `Send assets on ${networks} only: anything sent on another network may be lost.`,
  thisNetwork: 'this network',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
})
