export { createMockAdapter, MockWalletError, mockAddresses } from './createMockAdapter'
export type { MockAdapter, MockAdapterFlags, MockCall } from './createMockAdapter'
