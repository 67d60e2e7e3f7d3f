import { defineMessages } from '../i18n/catalogue'

/**
 * What the entry bundle shows: the connect button, the modal's frame, the view titles and the
 * Connect view. A `{}` in a text marks where a link or name goes, so each language orders it.
 */
export const coreMessages = defineMessages('core', {
  connectWallet: 'Connect Wallet',
  account: 'Account',
  connecting: 'Connecting…',
  back: 'Back',
  close: 'Close',
  loading: 'Loading',
  unavailable: 'This screen is not available in this build.',
  wallet: 'Wallet',
  titles: {
    Connect: 'Connect Wallet',
    WhatIsAWallet: 'What is a wallet?',
    AllWallets: 'All Wallets',
    SignIn: 'Sign In',
    Account: 'Account',
    Networks: 'Choose Network',
    UnsupportedChain: 'Switch Network',
    Send: 'Send',
    Receive: 'Receive',
    RegisterAccountName: 'Choose Name',
    RegisterAccountNameSuccess: 'Name Registration',
    Swap: 'Swap',
    BuyCrypto: 'Buy Crypto',
    Pay: 'Pay',
    EmailVerifyOtp: 'Confirm Email',
    EmailVerifyDevice: 'Register Device',
    ApproveTransaction: 'Approve Transaction',
  },
  wallets: 'Wallets',
  loadingWallets: 'Loading wallets',
  allWallets: 'All Wallets',
  continueWithEmail: 'Continue with Email',
  continueWithWallet: 'Continue with a wallet',
  tags: { 'QR code': 'QR code', Installed: 'Installed', Recent: 'Recent' },
  agree: 'I agree to the {}',
  tickBox: 'Tick the box above to choose a wallet.',
  noWallets: 'No wallets available',
  installWallet: 'Install a browser wallet, then come back.',
  byConnecting: 'By connecting your wallet, you agree to the {}',
  terms: 'Terms of Service',
  and: ' and ',
  privacy: 'Privacy Policy',
})
