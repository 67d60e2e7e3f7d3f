import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mockAddresses } from '../../adapters/mock'
import { createMemoryStorage, type StoragePort } from '../../kernel/ports/storage'
import { localSiwx } from '../../kernel/siwx/signInProvider'
import { snapshotViolations } from '../../kernel/snapshot/invariants'
import { FAULT_RECEIVER, startFaultServer, type FaultServer } from './faultServer'
import { startFaultKernel, type FaultKernel, type FaultKernelSetup } from './faultKernel'
import { localScenarios, type MatrixScenarioId } from './matrix'

const account = mockAddresses.eip155[0] ?? ''
const WALLET_LATENCY_MS = 5_000
const ether = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 3000, price: 2000, quantity: { decimals: '18', numeric: '1.5' } }

let server: FaultServer
let live: FaultKernel | undefined
beforeAll(async () => {
  server = await startFaultServer()
})
afterEach(() => {
  live?.destroy()
  live = undefined
  server.reset()
})
afterAll(async () => {
  await server.close()
})

const start = async (setup: Omit<FaultKernelSetup, 'server'> = {}) => {
  const k = startFaultKernel({ server, ...setup })
  live = k
  await k.settle()
  return k
}

/** A promise's outcome without waiting for it: pending until it settles. */
function track<T>(promise: Promise<T>) {
  const outcome: { status: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { status: 'pending' }
  promise.then(
    (value) => Object.assign(outcome, { status: 'resolved', value }),
    (error: unknown) => Object.assign(outcome, { status: 'rejected', error }),
  )
  return outcome
}

/**
 * Run the clock in 500 ms steps until `done` holds, at most 40 steps: sign-in's checks also wait on
 * promises outside the clock (sessions, message building), which a step leaves time for.
 */
async function until(k: FaultKernel, done: () => boolean): Promise<void> {
  for (let step = 0; step < 40 && !done(); step++) {
    await k.advance(500)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const connectedAs = (k: FaultKernel) => {
  const state = k.modal.getState()
  expect(state.connected).toBe(true)
  expect(state.activeCaipAddress).toBe(`eip155:1:${account}`)
  expect(snapshotViolations(state)).toEqual([])
}

/** Connect through the slow wallet: its answer arrives after WALLET_LATENCY_MS of the kernel's clock. */
const connectSlow = async (k: FaultKernel) => {
  const done = k.modal.connect({ connectorId: 'mock' })
  await k.advance(WALLET_LATENCY_MS)
  await done
  await k.settle()
}

function throwingStorage(): StoragePort {
  const fail = () => {
    throw new Error('storage is not available')
  }
  return { getItem: fail, setItem: fail, removeItem: fail }
}

/** Storage that refuses writes (QuotaExceededError) while `full` is set. */
function fillableStorage() {
  const memory = createMemoryStorage()
  let full = true
  const storage: StoragePort = {
    getItem: (key) => memory.getItem(key),
    setItem: (key, value) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      memory.setItem(key, value)
    },
    removeItem: (key) => memory.removeItem(key),
  }
  return { storage, free: () => (full = false) }
}

const scenarios: Record<MatrixScenarioId, () => Promise<void>> = {
  walletGone: async () => {
    const k = await start({ latencyMs: WALLET_LATENCY_MS })
    await connectSlow(k)
    // Gone: the wallet never answers the request, and says it disconnected.
    k.adapter.setFlags({ latencyMs: 1e12 })
    const signed = track(k.modal.signMessage('hello'))
    await k.advance(1_000)
    k.adapter.emitDisconnect()
    k.adapter.setFlags({ latencyMs: WALLET_LATENCY_MS })
    await k.advance(WALLET_LATENCY_MS)
    expect(signed.status, 'the signature request settled').toBe('rejected')
    expect(k.modal.getState().connected).toBe(false)
    expect(k.modal.getState().connection.status['eip155']).toBe('disconnected')
    expect(snapshotViolations(k.modal.getState())).toEqual([])
    await connectSlow(k)
    connectedAs(k)
  },
  walletGoneAtStart: async () => {
    const k = await start({ latencyMs: WALLET_LATENCY_MS })
    await connectSlow(k)
    await k.reload({ syncFails: true })
    await k.advance(WALLET_LATENCY_MS)
    expect(k.modal.getState().connection.status['eip155']).toBe('disconnected')
    expect(k.modal.getState().connected).toBe(false)
    k.adapter.setFlags({ syncFails: false })
    await connectSlow(k)
    connectedAs(k)
  },
  storageThrows: async () => {
    const k = await start({ storage: throwingStorage() })
    await k.modal.connect({ connectorId: 'mock' })
    await k.settle()
    connectedAs(k)
    k.modal.fetchBalances({ forceUpdate: true })
    k.modal.history.fetch()
    await k.advance(1_000)
    expect(k.modal.getState().balance.tokenBalances.map((t) => t.name)).toEqual(['Ether fresh'])
    expect(k.modal.getState().history.status).toBe('filled')
    await k.modal.disconnect()
    expect(k.modal.getState().connected).toBe(false)
  },
  storageFull: async () => {
    const { storage, free } = fillableStorage()
    const k = await start({ storage })
    await k.modal.connect({ connectorId: 'mock' })
    await k.settle()
    connectedAs(k)
    free()
    await k.modal.disconnect()
    await k.modal.connect({ connectorId: 'mock' })
    await k.reload()
    await k.advance(1_000)
    connectedAs(k)
  },
  reloadConnect: async () => {
    const k = await start({ latencyMs: WALLET_LATENCY_MS })
    const first = track(k.modal.connect({ connectorId: 'mock' }))
    await k.advance(1_000)
    expect(k.modal.getState().connection.status['eip155']).toBe('connecting')
    await k.reload()
    await k.advance(WALLET_LATENCY_MS)
    expect(first.status).toBe('rejected')
    expect(first.error).toMatchObject({ shortMessage: 'Request was aborted' })
    expect(k.modal.getState().connection.status['eip155']).not.toBe('connecting')
    await connectSlow(k)
    connectedAs(k)
  },
  reloadSend: async () => {
    const k = await start({ latencyMs: WALLET_LATENCY_MS })
    await connectSlow(k)
    const fill = () => {
      k.modal.send.setToken(ether)
      k.modal.send.setAmount('0.1')
      k.modal.send.setReceiver(FAULT_RECEIVER, {})
    }
    fill()
    await k.settle()
    const first = track(k.modal.send.send())
    await k.advance(1_000)
    expect(k.modal.getState().send.loading).toBe(true)
    await k.reload()
    await k.advance(WALLET_LATENCY_MS)
    expect(first.status).toBe('rejected')
    connectedAs(k)
    fill()
    await k.settle()
    const second = track(k.modal.send.send())
    await k.advance(WALLET_LATENCY_MS * 2)
    expect(second.status).toBe('resolved')
    expect(k.modal.getState().send.loading).toBe(false)
    expect(k.adapter.callsTo('sendTransaction')).toHaveLength(1)
  },
  reloadSignIn: async () => {
    const k = await start({ latencyMs: WALLET_LATENCY_MS, options: { siwx: localSiwx() } })
    await connectSlow(k)
    await until(k, () => k.modal.getState().siwx.status === 'pending')
    expect(k.modal.getState().siwx.status).toBe('pending')
    const first = track(k.modal.siwx.requestSignature())
    await k.advance(1_000)
    await k.reload()
    await until(k, () => k.modal.getState().siwx.status === 'pending')
    expect(first.status).toBe('rejected')
    connectedAs(k)
    expect(k.modal.getState().siwx.status).toBe('pending')
    const second = track(k.modal.siwx.requestSignature())
    await until(k, () => second.status !== 'pending')
    expect(second.status).toBe('resolved')
    expect(k.modal.getState().siwx.session).toBeDefined()
  },
}

describe('fault matrix, faults that are not one call’s: the wallet, storage and reloads (SPEC §4 restore, §7)', () => {
  for (const scenario of localScenarios) {
    it(`§4 ${scenario.fault}: ${scenario.recovery}`, scenarios[scenario.id])
  }
})
