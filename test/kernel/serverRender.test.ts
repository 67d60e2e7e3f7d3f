import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModal } from '../../kernel'
import { mainnet, polygon } from '../../kernel/networks'
import { evmAdapter } from '../../adapters/evm'
import { walletConnectAdapter } from '../../adapters/walletconnect'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('server rendering: createModal under Node with no window', () => {
  it('does nothing observable: no request, no timer, no global touched, nothing logged', async () => {
    expect(typeof window).toBe('undefined')
    const fetch = vi.spyOn(globalThis, 'fetch')
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout')
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval')
    const logged = (['error', 'warn', 'info', 'log', 'debug'] as const).map((level) => vi.spyOn(console, level))
    const globalsBefore = Object.getOwnPropertyNames(globalThis)

    const modal = createModal({ projectId: 'your-project-id', networks: [mainnet, polygon], adapters: [evmAdapter(), walletConnectAdapter()] })
    const state = modal.getState()
    expect(state.connected).toBe(false)
    expect(state.modal.open).toBe(false)
    expect(state.activeCaipNetwork.caipNetworkId).toBe('eip155:1')
    // Anything a started effect would do has had its chance by now.
    await new Promise((resolve) => setImmediate(resolve))
    modal.destroy()

    expect(fetch).not.toHaveBeenCalled()
    expect(setTimeoutSpy).not.toHaveBeenCalled()
    expect(setIntervalSpy).not.toHaveBeenCalled()
    for (const spy of logged) expect(spy).not.toHaveBeenCalled()
    expect(Object.getOwnPropertyNames(globalThis)).toEqual(globalsBefore)
  })
})
