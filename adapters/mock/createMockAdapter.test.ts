import { describe, expect, it } from 'vitest'
import { lastValueFrom, map } from 'rxjs'
import { createMockAdapter, mockAddresses } from './index'
import { createTestScheduler } from '../../test/harness/marbles'
import { base, ethereum } from '../../kernel/chain/fixtures'
import type { AdapterEvent } from '../../kernel/ports/adapter'

describe('mock adapter (DESIGN §5 test adapter)', () => {
  it('connects with its accounts on the asked chain', async () => {
    const adapter = createMockAdapter({ namespace: 'eip155' })
    const result = await lastValueFrom(adapter.connect({ connectorId: 'mock', chainId: 137 }))
    expect(result).toMatchObject({ address: mockAddresses.eip155[0], chainId: 137 })
    expect(result.accounts).toHaveLength(2)
    expect(adapter.callsTo('connect')).toEqual([{ method: 'connect', args: { connectorId: 'mock', chainId: 137 } }])
  })

  it('is cold: nothing is asked until subscribed', () => {
    const adapter = createMockAdapter()
    const call = adapter.connect({ connectorId: 'mock' })
    expect(adapter.calls).toHaveLength(0)
    call.subscribe()
    expect(adapter.calls).toHaveLength(1)
  })

  it('§8 wallet codes: user rejection is 4001, an unknown chain is 4902 until added', async () => {
    const rejecting = createMockAdapter({ userRejects: true })
    await expect(lastValueFrom(rejecting.connect({ connectorId: 'mock' }))).rejects.toMatchObject({ code: 4001 })

    const adapter = createMockAdapter({ knownChainIds: [1] })
    await expect(lastValueFrom(adapter.switchNetwork(base), { defaultValue: 'done' })).rejects.toMatchObject({ code: 4902 })
    await lastValueFrom(adapter.addNetwork!(base), { defaultValue: 'done' })
    await lastValueFrom(adapter.switchNetwork(base), { defaultValue: 'done' })
    expect(adapter.currentChainId()).toBe(8453)

    const failing = createMockAdapter({ knownChainIds: [1], addChainFails: true })
    await expect(lastValueFrom(failing.addNetwork!(base), { defaultValue: 'done' })).rejects.toMatchObject({ code: 5000 })
    expect(createMockAdapter({ noAddNetwork: true }).addNetwork).toBeUndefined()
  })

  it('answers after its latency on the given scheduler, never on the real clock', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const adapter = createMockAdapter({ scheduler: ts, latencyMs: 25, syncFails: true })
      expectObservable(adapter.switchNetwork(ethereum).pipe(map(() => 'ok'))).toBe('25ms (a|)', { a: 'ok' })
      expectObservable(adapter.syncConnection({ connectorId: 'mock' })).toBe(
        '25ms #',
        undefined,
        expect.objectContaining({ code: 5000 }),
      )
      expectObservable(adapter.disconnect()).toBe('25ms (a|)', { a: undefined })
    })
  })

  it('emits wallet events on demand, and a displayUri when a pairing connect starts', () => {
    const adapter = createMockAdapter({ namespace: 'solana', displayUri: 'wc:x@2' })
    const seen: AdapterEvent[] = []
    adapter.events$.subscribe((e) => seen.push(e))
    adapter.connect({ connectorId: 'mock' }).subscribe()
    adapter.emitAccountsChanged([mockAddresses.solana[1]])
    adapter.emitChainChanged('devnet')
    adapter.emitDisconnect()
    expect(seen.map((e) => e.type)).toEqual(['displayUri', 'accountsChanged', 'chainChanged', 'disconnect'])
    expect(seen[1]).toEqual({
      type: 'accountsChanged',
      connectorId: 'mock',
      accounts: [{ namespace: 'solana', address: mockAddresses.solana[1], type: 'eoa' }],
    })
  })

  it('a hanging disconnect never answers (the embedded frame sign-out case)', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      expectObservable(createMockAdapter({ disconnectHangs: true }).disconnect()).toBe('')
    })
  })
})
