import { describe, expect, it, vi } from 'vitest'
import { VirtualTimeScheduler } from 'rxjs'
import type { SiwxSession } from '../../kernel/codec/siwx'
import type { SiwxProvider } from '../../kernel/siwx/provider'
import { formatSiwxMessage } from '../../kernel/siwx/formatMessage'
import { createMockAdapter } from '../../adapters/mock'
import { createMemoryStorage } from '../../kernel/ports/storage'
import { storageKeys } from '../../kernel/storage/keys'
import { kernelFixtures } from './kernelHarness'

const fixture = kernelFixtures()

const storedConnection = (connectorId: string) =>
  createMemoryStorage({
    [storageKeys.connectionStatus.key]: JSON.stringify('connected'),
    [storageKeys.connectedConnectorIds.key]: JSON.stringify({ eip155: connectorId }),
  })

describe('SPEC §4 startup restore', () => {
  it('§4 startup restore: a stored connector no longer offered restores as disconnected, without asking a wallet', () => {
    const adapter = createMockAdapter()
    const { modal } = fixture({ adapter: false, storage: storedConnection('uninstalled.wallet'), options: { adapters: [adapter] } })
    expect(modal.getState().connection.status.eip155).toBe('disconnected')
    expect(modal.getState().connected).toBe(false)
    expect(adapter.callsTo('syncConnection')).toEqual([])
  })

  it('§4 startup restore: the stored connector is synced by the adapter that lists it, beside another adapter of its namespace', () => {
    const browser = createMockAdapter()
    const walletConnect = createMockAdapter({ connectors: [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' }] })
    const { modal } = fixture({ adapter: false, storage: storedConnection('walletConnect'), options: { adapters: [browser, walletConnect] } })
    expect(walletConnect.callsTo('syncConnection')).toHaveLength(1)
    expect(browser.callsTo('syncConnection')).toEqual([])
    expect(modal.getState().connection.connectorIds.eip155).toBe('walletConnect')
  })

  it('§4 startup restore: a stored connector still offered is synced and connected', () => {
    const adapter = createMockAdapter()
    const { modal } = fixture({ adapter: false, storage: storedConnection('mock'), options: { adapters: [adapter] } })
    expect(adapter.callsTo('syncConnection')).toHaveLength(1)
    expect(modal.getState().connection.status.eip155).toBe('connected')
  })
})

describe('SPEC §5 CAIP addresses', () => {
  it("§5 a wallet answer that makes no CAIP address is refused with 'Invalid CAIP Address' and connects nothing", async () => {
    const adapter = createMockAdapter({ accounts: ['eip155:1:0xabc'] })
    const { modal } = fixture({ adapter: false, options: { adapters: [adapter] } })
    await expect(modal.connect({ connectorId: 'mock' })).rejects.toMatchObject({ shortMessage: 'Invalid CAIP Address' })
    expect(modal.getState().connected).toBe(false)
    expect(modal.getState().connection.status.eip155).toBe('disconnected')
  })
})

/** A sign-in provider over an in-memory list, whose reads or message building can be made to fail. */
function provider(fail: { readonly sessions?: boolean; readonly message?: boolean } = {}) {
  const sessions: SiwxSession[] = []
  const siwx: SiwxProvider = {
    createMessage: async ({ accountAddress, chainId }) => {
      if (fail.message) throw new Error('the nonce service is down')
      const data = { accountAddress, chainId, domain: 'dapp.example', uri: 'https://dapp.example', version: '1', nonce: 'abcdefgh' }
      return { data, message: formatSiwxMessage(data) }
    },
    addSession: async (session) => void sessions.push(session),
    revokeSession: async () => undefined,
    setSessions: async () => undefined,
    getSessions: async () => {
      if (fail.sessions) throw new Error('the session store is down')
      return sessions
    },
    getRequired: () => true,
  }
  return siwx
}

describe('SPEC §8 sign-in messages', () => {
  it("§8 'A problem occurred while trying initialize authentication' when the sessions cannot be read, then disconnect and reset to Connect", async () => {
    const { modal } = fixture({ options: { siwx: provider({ sessions: true }) } })
    modal.open({ view: 'Networks' })
    await modal.connect({ connectorId: 'mock' })
    await vi.waitFor(() => expect(modal.getState().snackbar).toMatchObject({ open: true, variant: 'error', message: 'A problem occurred while trying initialize authentication' }))
    expect(modal.getState().connected).toBe(false)
    expect(modal.getState().router.history.map((e) => e.view)).toEqual(['Connect'])
    expect(modal.getState().router.view).not.toBe('SIWXSignMessage')
  })

  it("§8 'A problem occurred while trying initialize authentication' when the message cannot be built, not 'Signature declined'", async () => {
    const scheduler = new VirtualTimeScheduler()
    const { modal, adapter } = fixture({ scheduler, options: { siwx: provider({ message: true }) } })
    await modal.connect({ connectorId: 'mock' })
    await vi.waitFor(() => expect(modal.getState().router.view).toBe('SIWXSignMessage'))
    await expect(modal.siwx.requestSignature()).rejects.toMatchObject({ shortMessage: 'A problem occurred while trying initialize authentication' })
    scheduler.flush()
    expect(modal.getState().snackbar).toMatchObject({ variant: 'error', message: 'A problem occurred while trying initialize authentication' })
    expect(adapter.callsTo('signMessage')).toEqual([])
    expect(modal.getState().connected).toBe(false)
    expect(modal.getState().router.view).toBe('Connect')
  })

  it("§8 a smart-account user who declines sign-in sees 'This application might not support Smart Accounts'", async () => {
    const scheduler = new VirtualTimeScheduler()
    const { modal, adapter } = fixture({ scheduler, adapter: { accountType: 'smartAccount' }, options: { siwx: provider() } })
    await modal.connect({ connectorId: 'mock' })
    await vi.waitFor(() => expect(modal.getState().router.view).toBe('SIWXSignMessage'))
    adapter.setFlags({ userRejects: true })
    await expect(modal.siwx.requestSignature()).rejects.toThrow()
    scheduler.flush()
    expect(modal.getState().snackbar).toMatchObject({ variant: 'error', message: 'This application might not support Smart Accounts' })
  })
})
