import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { VirtualTimeScheduler } from 'rxjs'
import { createKernelFixture, kernelFixtures } from '../../test/kernel/kernelHarness'
import { createTableFetch } from '../../test/harness/env'
import { ethereum, polygon } from '../chain/fixtures'
import { mockAddresses } from '../../adapters/mock'
import type { ModalState } from '../types'
import { snapshotViolations } from './invariants'

const fixture = kernelFixtures()
const [first, second] = mockAddresses.eip155

/** What a person, the wallet or time can do to a kernel; each step is one command or one event. */
type Step =
  | { readonly kind: 'open'; readonly view?: 'Networks' | 'Account' | 'Connect' }
  | { readonly kind: 'close' | 'back' | 'connect' | 'disconnect' | 'walletDisconnect' | 'fetchBalances' | 'signIn' }
  | { readonly kind: 'switchNetwork'; readonly to: 'ethereum' | 'polygon' }
  | { readonly kind: 'accountsChanged'; readonly to: ReadonlyArray<string> }
  | { readonly kind: 'chainChanged'; readonly to: number }
  | { readonly kind: 'tab'; readonly tab: number }
  | { readonly kind: 'rejects'; readonly value: boolean }
  | { readonly kind: 'advance'; readonly ms: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('open' as const), view: fc.constantFrom('Networks' as const, 'Account' as const, 'Connect' as const) }),
  fc.constantFrom('close', 'back', 'connect', 'disconnect', 'walletDisconnect', 'fetchBalances', 'signIn').map((kind) => ({ kind }) as Step),
  fc.record({ kind: fc.constant('switchNetwork' as const), to: fc.constantFrom('ethereum' as const, 'polygon' as const) }),
  fc.record({ kind: fc.constant('accountsChanged' as const), to: fc.constantFrom([first], [second], [], [second, first]) }),
  fc.record({ kind: fc.constant('chainChanged' as const), to: fc.constantFrom(1, 137, 999) }),
  fc.record({ kind: fc.constant('tab' as const), tab: fc.nat({ max: 2 }) }),
  fc.record({ kind: fc.constant('rejects' as const), value: fc.boolean() }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 5_000 }) }),
)

const ignore = (): undefined => undefined

const ether = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 2, value: 4, iconUrl: '', quantity: { decimals: '18', numeric: '2' } }

/** The blockchain API of SPEC §7 for one account: balances and a profile for every address. */
function accountApi() {
  const table = createTableFetch({
    '/getWallets': () => Response.json({ data: [], count: 0 }),
    '/getAnalyticsConfig': () => Response.json({ isAnalyticsEnabled: false }),
    '/v1/supported-chains': () => Response.json({ http: ['eip155:1', 'eip155:137'], ws: [] }),
  })
  return async (input: string, init?: RequestInit): Promise<Response> => {
    const { pathname } = new URL(input)
    if (/^\/v1\/account\/[^/]+\/balance$/.test(pathname)) return Response.json({ balances: [ether] })
    if (pathname.startsWith('/v1/identity/')) return Response.json({ name: 'alice.reown.id', avatar: 'https://img.test/alice.png' })
    return table(input, init)
  }
}

/** A kernel on virtual time whose wallet answers after 50 ms, with a balance API that answers. */
function virtualKernel() {
  const scheduler = new VirtualTimeScheduler()
  const fetch = accountApi()
  const f = createKernelFixture({ scheduler, adapter: { scheduler, latencyMs: 50 }, env: { fetch } })
  return { ...f, scheduler }
}

/** Runs a step synchronously (time steps only move the virtual clock). */
function run(kernel: ReturnType<typeof virtualKernel>, s: Step): void {
  const { modal, adapter, scheduler } = kernel
  switch (s.kind) {
    case 'open':
      modal.open(s.view ? { view: s.view } : undefined)
      return
    case 'close':
      return modal.close()
    case 'back':
      return modal.back()
    case 'connect':
      return void modal.connect({ connectorId: 'mock' }).catch(ignore)
    case 'disconnect':
      return void modal.disconnect().catch(ignore)
    case 'walletDisconnect':
      return adapter.emitDisconnect()
    case 'fetchBalances':
      return modal.fetchBalances()
    case 'signIn':
      return void modal.signMessage('hello').catch(ignore)
    case 'switchNetwork':
      return void modal.switchNetwork(s.to === 'ethereum' ? ethereum : polygon).catch(ignore)
    case 'accountsChanged':
      return adapter.emitAccountsChanged(s.to)
    case 'chainChanged':
      return adapter.emitChainChanged(s.to)
    case 'tab':
      return modal.setAccountTab(s.tab)
    case 'rejects':
      return adapter.setFlags({ userRejects: s.value })
    case 'advance':
      scheduler.maxFrames = scheduler.now() + s.ms
      scheduler.flush()
      return
  }
}

describe('snapshots (DESIGN §4 one immutable, consistent snapshot per change)', () => {
  it('§3 §4 every snapshot keeps the state invariants, and a command or wallet event gives at most one snapshot, whatever the order of commands, wallet events and time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const kernel = virtualKernel()
        const seen: ModalState[] = []
        const sub = kernel.modal.state$.subscribe((s) => seen.push(s))
        try {
          for (const s of steps) {
            // Answers that were waiting on HTTP (promises) land before the next step.
            await new Promise((resolve) => setTimeout(resolve, 0))
            const before = seen.length
            run(kernel, s)
            if (s.kind !== 'advance') expect(seen.length - before, `snapshots after ${JSON.stringify(s)}`).toBeLessThanOrEqual(1)
          }
          for (const snapshot of seen) expect(snapshotViolations(snapshot)).toEqual([])
        } finally {
          sub.unsubscribe()
          kernel.modal.destroy()
        }
      }),
      { numRuns: 150 },
    )
    // 150 kernels, each through up to 40 steps: a count to get through, not a speed to meet; a shared
    // two-core machine needs more than the default 5 s for it.
  }, 60_000)

  it('§4 a connect is seen as connecting, then connected with its address and network, and never as connected without them', () => {
    const { modal } = fixture()
    const seen: ModalState[] = []
    const sub = modal.state$.subscribe((s) => seen.push(s))
    void modal.connect({ connectorId: 'mock' })
    sub.unsubscribe()
    const connected = seen.filter((s) => s.connected)
    expect(connected.length).toBeGreaterThan(0)
    for (const s of connected) expect(s.chains.eip155?.accountState).toMatchObject({ status: 'connected', address: first })
    // The synchronous mock wallet answers in the same cascade: the initial snapshot, then the connected one.
    expect(seen).toHaveLength(2)
  })

  it('§4 immutable snapshots: writing to a snapshot throws and cannot change the kernel', () => {
    const { modal } = fixture()
    const snapshot = modal.getState()
    expect(() => {
      ;(snapshot.modal as { open: boolean }).open = true
    }).toThrow(TypeError)
    expect(() => {
      ;(snapshot.router.history as unknown as unknown[]).push({ view: 'Account' })
    }).toThrow(TypeError)
    modal.setThemeMode('light')
    expect(modal.getState().modal.open).toBe(false)
    expect(modal.getState().router.history).toEqual(snapshot.router.history)
  })

  it('§3 account state: status, balance, token list and profile are those of this account, read from their owners', async () => {
    const { modal } = fixture({ env: { fetch: accountApi() } })
    await modal.connect({ connectorId: 'mock' })
    modal.fetchBalances()
    const filled = await new Promise<ModalState>((resolve) => {
      const sub = modal.state$.subscribe((s) => {
        const account = s.chains.eip155?.accountState
        if (account?.tokenBalance.length && account.profileName) {
          resolve(s)
          queueMicrotask(() => sub.unsubscribe())
        }
      })
    })
    expect(filled.chains.eip155?.accountState).toMatchObject({
      status: 'connected',
      profileName: 'alice.reown.id',
      profileImage: 'https://img.test/alice.png',
      tokenBalance: [expect.objectContaining({ symbol: 'ETH', quantity: { decimals: '18', numeric: '2' } })],
    })

    await modal.disconnect()
    expect(modal.getState().chains.eip155?.accountState).toMatchObject({ status: 'disconnected', tokenBalance: [], profileName: undefined })
  })

  it('§3 account currentTab is set by the kernel command and starts at 0 for a new account', async () => {
    const { modal } = fixture()
    await modal.connect({ connectorId: 'mock' })
    expect(modal.getState().chains.eip155?.accountState.currentTab).toBe(0)
    modal.setAccountTab(2)
    expect(modal.getState().chains.eip155?.accountState.currentTab).toBe(2)
    await modal.disconnect()
    expect(modal.getState().chains.eip155?.accountState.currentTab).toBe(0)
  })
})
