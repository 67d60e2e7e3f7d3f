import { describe, expect, it } from 'vitest'
import type { AdapterEvent } from '../../kernel/ports/adapter'
import { sessionDeletes, sessionUpdates, type RequestHistory, type SessionHolder } from './providerEvents'
import type { SessionLike } from './sessionAccounts'

function fakeHistory() {
  const listeners = new Set<(record: unknown) => void>()
  const history: RequestHistory = {
    on: (_event, listener) => void listeners.add(listener),
    off: (_event, listener) => void listeners.delete(listener),
  }
  const record = (topic: string, method: string) => {
    for (const listener of listeners) listener({ id: 1, topic, request: { method, params: {} } })
  }
  return { history, record, listening: () => listeners.size }
}

describe('WalletConnect: a wallet-side session delete (SPEC §4 WalletConnect events)', () => {
  it('§4 a disconnect is heard as soon as the wallet’s delete request for this session is read', () => {
    const { history, record, listening } = fakeHistory()
    const seen: AdapterEvent[] = []
    const subscription = sessionDeletes(history, () => 'session-topic', 'walletConnect').subscribe((event) => seen.push(event))
    record('other-topic', 'wc_sessionDelete')
    record('session-topic', 'wc_sessionEvent')
    expect(seen).toEqual([])
    record('session-topic', 'wc_sessionDelete')
    expect(seen).toEqual([{ type: 'disconnect', connectorId: 'walletConnect' }])
    subscription.unsubscribe()
    expect(listening()).toBe(0)
  })

  it('§4 without a session nothing is taken for a disconnect', () => {
    const { history, record } = fakeHistory()
    const seen: AdapterEvent[] = []
    sessionDeletes(history, () => undefined, 'walletConnect').subscribe((event) => seen.push(event))
    record('session-topic', 'wc_sessionDelete')
    expect(seen).toEqual([])
  })
})

describe('WalletConnect: a session update (SPEC §3 approvedCaipNetworkIds)', () => {
  it('§3 each served namespace the updated session holds names the chains it now approves; one it no longer holds, or one not served, names none', () => {
    const listeners = new Set<(value: unknown) => void>()
    const provider: { session?: SessionLike } & SessionHolder = {
      on: (_event, listener) => void listeners.add(listener),
      removeListener: (_event, listener) => void listeners.delete(listener),
    }
    const seen: AdapterEvent[] = []
    const subscription = sessionUpdates(provider, ['eip155', 'solana'], 'walletConnect').subscribe((event) => seen.push(event))
    provider.session = {
      namespaces: {
        eip155: { accounts: ['eip155:1:0xabc', 'eip155:137:0xabc', 'eip155:137:0xdef'] },
        solana: { accounts: [] },
        bip122: { accounts: ['bip122:000000000019d6689c085ae165831e93:bc1qxyz'] },
      },
    }
    for (const listener of listeners) listener({ topic: 'session-topic', params: {} })
    expect(seen).toEqual([{ type: 'approvedNetworksChanged', connectorId: 'walletConnect', namespace: 'eip155', approvedCaipNetworkIds: ['eip155:1', 'eip155:137'] }])
    subscription.unsubscribe()
    expect(listeners.size).toBe(0)
  })
})
