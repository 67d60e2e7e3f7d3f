import { describe, expect, it, vi } from 'vitest'
import { VirtualAction, VirtualTimeScheduler } from 'rxjs'
import { localSiwx } from '../../kernel/siwx/signInProvider'
import { kernelFixtures } from './kernelHarness'
import { sepolia } from '../../kernel/chain/fixtures'
import type { MockAdapterFlags } from '../../adapters/mock'

const fixture = kernelFixtures()

/** A kernel on virtual time whose wallet answers 100 ms after it is asked. */
function setup(options: { readonly options?: Parameters<typeof fixture>[0] extends infer P ? (P extends { options?: infer O } ? O : never) : never; readonly adapter?: Omit<MockAdapterFlags, 'scheduler' | 'latencyMs'> } = {}) {
  const scheduler = new VirtualTimeScheduler(VirtualAction, 0)
  const f = fixture({ scheduler, adapter: { scheduler, latencyMs: 100, ...options.adapter }, ...(options.options ? { options: options.options } : {}) })
  const advanceTo = (ms: number) => {
    scheduler.maxFrames = ms
    scheduler.flush()
  }
  return { ...f, advanceTo }
}

describe('connect flows owned by the kernel (SPEC §2, §4)', () => {
  it('§2 ConnectingExternal on screen starts its connect once, and the modal closes once connected', () => {
    const { modal, adapter, advanceTo } = setup()
    modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock', namespace: 'eip155' } })
    expect(adapter.callsTo('connect')).toHaveLength(1)
    expect(modal.getState().connectFlow).toMatchObject({ status: 'connecting', request: { connectorId: 'mock' } })
    // The view on screen again (a renderer mounting twice, a state change) starts nothing more.
    modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock', namespace: 'eip155' } })
    advanceTo(99)
    expect(modal.getState().modal.open).toBe(true)
    advanceTo(100)
    expect(adapter.callsTo('connect')).toHaveLength(1)
    expect(modal.getState().connected).toBe(true)
    expect(modal.getState().modal.open).toBe(false)
  })

  it('§4 close after connect: with sign-in to do, the modal stays open and SIWXSignMessage takes over', async () => {
    const { modal, advanceTo } = setup({ options: { siwx: localSiwx({ required: true }) } })
    modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock' } })
    advanceTo(100)
    expect(modal.getState().connected).toBe(true)
    // The sign-in code loads on first use, then the sessions are read: the modal never closes meanwhile.
    await vi.waitFor(() => expect(modal.getState().router.view).toBe('SIWXSignMessage'))
    expect(modal.getState().modal.open).toBe(true)
  })

  it('§2 UnsupportedChain: a wallet that connects on a network the app does not offer (and will not switch) leaves the modal open on UnsupportedChain, not closed', () => {
    const { modal, advanceTo } = setup({ adapter: { chainId: sepolia.id, knownChainIds: [sepolia.id] } })
    modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock', namespace: 'eip155' } })
    advanceTo(100)
    expect(modal.getState().connected).toBe(true)
    expect(modal.getState().activeNetworkUnsupported).toBe(true)
    expect(modal.getState().modal.open).toBe(true)
    expect(modal.getState().router.history.map((entry) => entry.view)).toEqual(['UnsupportedChain'])
  })

  it('§2 UnsupportedChain after a connect gives way when the wallet moves to an offered network: the modal closes, and no connect starts again', () => {
    const { modal, adapter, advanceTo } = setup({ adapter: { chainId: sepolia.id, knownChainIds: [sepolia.id] } })
    modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock', namespace: 'eip155' } })
    advanceTo(100)
    adapter.emitChainChanged(1)
    expect(modal.getState().activeNetworkUnsupported).toBe(false)
    expect(modal.getState().modal.open).toBe(false)
    advanceTo(300)
    expect(adapter.callsTo('connect')).toHaveLength(1)
    expect(modal.getState().connected).toBe(true)
  })

  it('§2 a refused connect is held for the view with its reason; retry asks the wallet again', () => {
    const { modal, adapter, advanceTo } = setup({ adapter: { userRejects: true } })
    modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock' } })
    advanceTo(100)
    expect(modal.getState().connectFlow).toMatchObject({ status: 'failed', error: 'User rejected the request.', declined: true })
    expect(modal.getState().modal.open).toBe(true)
    adapter.setFlags({ userRejects: false })
    modal.retryConnect()
    expect(modal.getState().connectFlow.status).toBe('connecting')
    advanceTo(200)
    expect(adapter.callsTo('connect')).toHaveLength(2)
    expect(modal.getState().modal.open).toBe(false)
  })

  it('§8 wallet codes: only a refusal (4001) marks the failed attempt declined; another failure (5000) is not', () => {
    const { modal, adapter, advanceTo } = setup({ adapter: { connectError: true } })
    modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock', namespace: 'eip155' } })
    advanceTo(100)
    expect(modal.getState().connectFlow).toMatchObject({ status: 'failed', declined: false })
    expect(modal.getState().connectFlow.error).toBeTruthy()
    adapter.setFlags({ connectError: false, userRejects: true })
    modal.retryConnect()
    expect(modal.getState().connectFlow).toMatchObject({ status: 'connecting', declined: false })
    advanceTo(200)
    expect(modal.getState().connectFlow).toMatchObject({ status: 'failed', declined: true })
  })

  it('§2 leaving the connecting view ends its flow; the public connect does not close the modal', async () => {
    const { modal, advanceTo } = setup()
    modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock' } })
    modal.back()
    expect(modal.getState().connectFlow.status).toBe('idle')
    modal.open({ view: 'Networks' })
    const connected = modal.connect({ connectorId: 'mock' })
    advanceTo(200)
    await connected
    expect(modal.getState().modal.open).toBe(true)
  })

  describe('§4 leaving a connecting view cancels its attempt (status back to disconnected at once)', () => {
    for (const [how, leave] of [
      ['closing the modal', (m: ReturnType<typeof setup>['modal']) => m.close()],
      ['going back', (m: ReturnType<typeof setup>['modal']) => m.back()],
    ] as const) {
      it(`§4 ${how} while the wallet prompt waits: disconnected at once, and the wallet's late answer is not taken`, () => {
        const { modal, advanceTo } = setup()
        modal.open({ view: 'Connect' })
        modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock', namespace: 'eip155' } })
        advanceTo(50)
        expect(modal.getState().connection.status.eip155).toBe('connecting')
        leave(modal)
        expect(modal.getState().connection.status.eip155).toBe('disconnected')
        expect(modal.getState().connectFlow.status).toBe('idle')
        advanceTo(1_000)
        expect(modal.getState().connected).toBe(false)
        expect(modal.getState().connection.status.eip155).toBe('disconnected')
      })
    }

    it('§4 a public connect waiting on the cancelled attempt is answered (rejected), never left hanging', async () => {
      const { modal, advanceTo } = setup()
      modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock', namespace: 'eip155' } })
      const joined = modal.connect({ connectorId: 'mock' })
      advanceTo(10)
      modal.close()
      await expect(joined).rejects.toThrow('Request was aborted')
    })

    it('§4 a connect that already succeeded is not undone by the modal closing', () => {
      const { modal, advanceTo } = setup()
      modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock', namespace: 'eip155' } })
      advanceTo(100)
      expect(modal.getState().connected).toBe(true)
      modal.open()
      modal.close()
      expect(modal.getState().connected).toBe(true)
    })
  })
})
