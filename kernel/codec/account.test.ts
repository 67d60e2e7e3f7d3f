import { describe, expect, it } from 'vitest'
import { decode } from './decode'
import { AccountRecord, AccountState, EmbeddedWalletUser } from './account'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

const user = {
  email: 'ada@example.org',
  address: '0x0000000000000000000000000000000000000001',
  chainId: 1,
  accounts: [{ address: '0x0000000000000000000000000000000000000001', type: 'eoa' }],
  preferredAccountType: 'smartAccount',
}

describe('accounts', () => {
  codecProperties('§3 account record', AccountRecord, arb.accountRecord)
  codecProperties('§3 embedded wallet user', EmbeddedWalletUser, arb.embeddedWalletUser)
  codecProperties('§3 account state', AccountState, arb.accountState)

  it('§3 account record: namespace, address, type; publicKey and path optional', () => {
    expect(decode(AccountRecord, { namespace: 'bip122', address: 'bc1q', type: 'payment', path: "m/84'/0'/0'/0/0" }).ok).toBe(
      true,
    )
    expect(issuesOf(decode(AccountRecord, { namespace: 'eip155', address: '0x1', type: 'admin' }))).toEqual([
      { path: 'type', message: "Expected 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx' received string" },
    ])
    expect(issuesOf(decode(AccountRecord, { namespace: 'tron', address: 'T1', type: 'eoa' }))).toEqual([
      { path: 'namespace', message: "Expected 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos' received string" },
    ])
  })

  it('§3 embedded wallet user: email optional and nullable, chainId string or number', () => {
    expect(decode(EmbeddedWalletUser, user).ok).toBe(true)
    expect(decode(EmbeddedWalletUser, { ...user, email: null, chainId: 'eip155:1' }).ok).toBe(true)
    const { email: _email, ...withoutEmail } = user
    expect(decode(EmbeddedWalletUser, withoutEmail).ok).toBe(true)
    expect(issuesOf(decode(EmbeddedWalletUser, { ...user, chainId: true }))).toEqual([
      { path: 'chainId', message: 'Expected string | number received boolean' },
    ])
    expect(issuesOf(decode(EmbeddedWalletUser, { ...user, smartAccountDeployed: 'yes' }))).toEqual([
      { path: 'smartAccountDeployed', message: 'Expected boolean received string' },
    ])
  })

  it('§3 embedded wallet user: accounts are eoa or smartAccount with an address', () => {
    expect(issuesOf(decode(EmbeddedWalletUser, { ...user, accounts: [{ type: 'eoa' }] }))).toEqual([
      { path: 'accounts.0.address', message: 'Required' },
    ])
  })

  it('§3 account state: every field optional; present fields are checked', () => {
    expect(decode(AccountState, {}).ok).toBe(true)
    expect(issuesOf(decode(AccountState, { caipAddress: 'eip155:1' }))).toEqual([
      { path: 'caipAddress', message: 'Expected CaipAddress received string' },
    ])
    expect(issuesOf(decode(AccountState, { status: 'reconnecting' }))).toEqual([
      { path: 'status', message: "Expected 'disconnected' | 'connecting' | 'connected' received string" },
    ])
    expect(issuesOf(decode(AccountState, { tokenBalance: [{}] }))[0]).toEqual({ path: 'tokenBalance.0.name', message: 'Required' })
    expect(issuesOf(decode(AccountState, { addressLabels: { a: 1 } }))).toEqual([
      { path: 'addressLabels.a', message: 'Expected string received number' },
    ])
  })
})
