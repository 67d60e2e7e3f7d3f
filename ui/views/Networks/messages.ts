import { defineMessages } from '../../i18n/catalogue'

/** The Networks and UnsupportedChain views. */
export const networkMessages = defineMessages('networks', {
  networks: 'Networks',
  switching: 'Switching…',
  active: 'Active',
  switchingOff: 'Network switching is turned off for this app.',
  unsupported: 'This app doesn’t support your current network. Switch to an available option to continue.',
  disconnect: 'Disconnect',
  notApproved: 'Not approved',
  onlyApproved: 'Your wallet approved only some of these networks. To use another, connect again and approve it in your wallet.',
})
