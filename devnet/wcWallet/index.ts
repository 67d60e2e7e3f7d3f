/** A WalletConnect test wallet on the devnet relay. */
export {
  createTestWallet,
  type TestWallet,
  type TestWalletOptions,
  type AnsweredRequest,
  type RequestMode,
} from './createTestWallet'
