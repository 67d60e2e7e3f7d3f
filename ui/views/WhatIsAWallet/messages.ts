import { defineMessages } from '../../i18n/catalogue'

/** The WhatIsAWallet view: what a wallet is, for a person who has none yet. */
export const helpMessages = defineMessages('help', {
  keysTitle: 'Your keys, your assets',
  keys: 'A wallet keeps the keys to your tokens and collectibles. Only you can move them.',
  signInTitle: 'One sign-in for every app',
  signIn: 'Connect the same wallet anywhere, with no new account or password to make.',
  approveTitle: 'Nothing happens without you',
  approve: 'Every payment and signature waits until you approve it in your wallet.',
  chooseWallet: 'Choose a wallet',
})
