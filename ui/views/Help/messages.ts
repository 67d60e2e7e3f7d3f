import { defineMessages } from '../../i18n/catalogue'

/** The help views, WhatIsAWallet and WhatIsANetwork: what these are, for a person new to them. */
export const helpMessages = defineMessages('help', {
  keysTitle: 'Your keys, your assets',
  keys: 'A wallet keeps the keys to your tokens and collectibles. Only you can move them.',
  signInTitle: 'One sign-in for every app',
  signIn: 'Connect the same wallet anywhere, with no new account or password to make.',
  approveTitle: 'Nothing happens without you',
  approve: 'Every payment and signature waits until you approve it in your wallet.',
  chooseWallet: 'Choose a wallet',
  ledgerTitle: 'Where your assets live',
  ledger: 'A network is a blockchain: a shared record of who holds what. Each token lives on one network.',
  feesTitle: 'Each with its own fees',
  fees: 'Networks differ in speed and cost, and each is paid in its own coin.',
  switchTitle: 'Switching moves nothing',
  switch: 'Choosing another network only changes where the app reads and sends. Your assets stay where they are.',
  chooseNetwork: 'Choose a network',
})
