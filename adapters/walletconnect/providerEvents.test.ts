import { describe, expect, it } from 'vitest'
import type { AdapterEvent } from '../../kernel/ports/adapter'
import { sessionDeletes, type RequestHistory } from './providerEvents'

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
