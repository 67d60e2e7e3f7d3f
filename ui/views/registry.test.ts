import { describe, expect, it } from 'vitest'
import { viewNames } from '../../kernel'
import { viewRegistry } from './registry'
import { features } from '../features/features'

describe('view registry', () => {
  it('§2 registers every view that is built, and ships no placeholder for the rest', () => {
    expect(Object.keys(viewRegistry).sort()).toEqual(
      [
        'Account', 'AllWallets', 'ApproveTransaction', 'Connect', 'ConnectWallets', 'ConnectingExternal', 'ConnectingFarcaster', 'ConnectingSocial', 'ConnectingSiwe', 'ConnectingWalletConnect',
        'ConnectingWalletConnectBasic', 'EmailVerifyDevice', 'EmailVerifyOtp', 'Networks', 'Receive', 'RegisterAccountName', 'RegisterAccountNameSuccess',
        'SIWXSignMessage', 'Send', 'Swap', 'SwapSelectToken', 'UnsupportedChain', 'OnRampProviders', 'BuyInProgress', 'Pay', 'WhatIsAWallet', 'WhatIsANetwork',
      ].sort(),
    )
    for (const name of Object.keys(viewRegistry)) expect(viewNames).toContain(name)
  })

  it('§1 Send and Receive are the lazy feature components, not statically imported views', () => {
    expect(viewRegistry.Send?.component).toBe(features.send)
    expect(viewRegistry.Receive?.component).toBe(features.receive)
    expect(viewRegistry.OnRampProviders?.component).toBe(features.onramp)
    expect(viewRegistry.SwapSelectToken?.component).toBe(features.swaps)
    expect(typeof features.history.preload).toBe('function')
  })
})
