/** A WalletConnect test wallet on the devnet relay (issue 6). */
export {
  createTestWallet,
  type TestWallet,
  type TestWalletOptions,
  type AnsweredRequest,
  type RequestMode,
} from './createTestWallet'
