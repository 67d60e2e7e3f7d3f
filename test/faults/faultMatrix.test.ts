import { describe, expect, it } from 'vitest'
import { mockAddresses } from '../../adapters/mock'
import { polygon } from '../../kernel/chain/fixtures'
import { snapshotViolations } from '../../kernel/snapshot/invariants'
import type { ModalState } from '../../kernel/types'
import { FAULT_RECEIVER, type FaultServer, type SeenRequest } from './faultServer'
import { useFaultRig, type FaultKernel } from './faultKernel'
import { matrixCells, type MatrixCallId } from './matrix'

/** How one call is provoked, asked again, and known to have been answered. */
interface CallBehaviour {
  /** The requests a fault applies to. */
  readonly match: (request: SeenRequest) => boolean
  /** Start from a fresh kernel: bring it where the call is made, and make it. */
  readonly trigger: (k: FaultKernel) => Promise<void>
  /** What the page or the person does next (a later fetch, typing again, a reload). */
  readonly retry: (k: FaultKernel, attempt: number) => Promise<void>
  /** The good answer has reached the state. */
  readonly answered: (k: FaultKernel, server: FaultServer) => boolean
  /** Late answer: with the first request held, issue the one that supersedes it. */
  readonly supersede?: (k: FaultKernel) => Promise<void>
  /** After a late answer: the state holds the newer request's answer, never the stale one. */
  readonly answeredLatest?: (k: FaultKernel) => boolean
  /** Whether the mock wallet stays connected throughout (every call but the start-up ones). */
  readonly connects: boolean
}

const account = mockAddresses.eip155[0] ?? ''
const path = (p: string) => (request: SeenRequest) => request.url.pathname === p
const under = (re: RegExp) => (request: SeenRequest) => re.test(request.url.pathname)
const connect = async (k: FaultKernel) => {
  await k.modal.connect({ connectorId: 'mock' })
  await k.settle()
}
const state = (k: FaultKernel): ModalState => k.modal.getState()
const balanceFresh = (k: FaultKernel, chainId: string) =>
  state(k).balance.tokenBalances.some((t) => t.name === 'Ether fresh' && t.chainId === chainId) &&
  !state(k).balance.tokenBalances.some((t) => t.name === 'Ether stale')
const historyFresh = (k: FaultKernel, chain: string) => state(k).history.transactions.map((t) => t.id).join() === `fresh-${chain}`
const nativeFresh = (k: FaultKernel, caipNetworkId: string) =>
  state(k).balance.native?.caipNetworkId === caipNetworkId && state(k).balance.native?.address === account && state(k).balance.native?.balance === '1'
const badAlerts = ['PROJECT_ID_NOT_CONFIGURED', 'INVALID_APP_CONFIGURATION'] as const

/** A call made for the connected network: `ask` makes it again, a switch to Polygon supersedes it. */
const perNetwork = (
  match: CallBehaviour['match'],
  ask: (k: FaultKernel) => void,
  fresh: (k: FaultKernel, chainId: string) => boolean,
): CallBehaviour => ({
  match,
  connects: true,
  trigger: async (k) => {
    await connect(k)
    ask(k)
  },
  retry: async (k) => ask(k),
  answered: (k) => fresh(k, 'eip155:1'),
  supersede: async (k) => {
    await k.modal.switchNetwork(polygon)
    ask(k)
    await k.settle()
  },
  answeredLatest: (k) => fresh(k, 'eip155:137'),
})
const fetchBalances = (k: FaultKernel) => k.modal.fetchBalances({ forceUpdate: true })

const behaviours: Record<MatrixCallId, CallBehaviour> = {
  supportedChains: {
    match: path('/v1/supported-chains'),
    connects: true,
    trigger: async (k) => {
      await connect(k)
      k.modal.history.fetch()
    },
    retry: async (k) => k.modal.history.fetch(),
    answered: (k) => historyFresh(k, 'eip155:1'),
  },
  // The origin check comes with the modal's first opening (its alerts show there), on each page load.
  origins: {
    match: path('/projects/v1/origins'),
    connects: true,
    trigger: async (k) => {
      k.modal.open()
      await connect(k)
    },
    retry: async (k) => {
      if (k.reloads > 0) return
      await k.reload()
      k.modal.open()
    },
    answered: (k, server) => k.reloads > 0 && server.count(path('/projects/v1/origins')) >= 2 && state(k).connected,
  },
  analyticsConfig: {
    match: path('/getAnalyticsConfig'),
    connects: true,
    trigger: connect,
    retry: async (k, attempt) => {
      if (k.reloads === 0) await k.reload()
      k.modal.wallets.search(`again ${attempt}`)
    },
    answered: (k, server) => k.reloads > 0 && server.count(path('/e')) >= 1,
  },
  telemetry: {
    match: path('/e'),
    connects: true,
    trigger: connect,
    retry: async (k, attempt) => k.modal.wallets.search(`again ${attempt}`),
    answered: (_k, server) => server.count(path('/e')) >= 2,
  },
  wallets: {
    match: (r) => path('/getWallets')(r) && !r.url.searchParams.has('include'),
    connects: false,
    trigger: async (k) => k.modal.wallets.nextPage(),
    retry: async (k) => k.modal.wallets.nextPage(),
    answered: (k) => state(k).wallets.catalogue.status === 'loaded' && state(k).wallets.catalogue.entries.some((w) => w.id.startsWith('fresh-page-')),
    supersede: async (k) => {
      k.modal.wallets.search('first')
      await k.advance(1_000)
      k.modal.wallets.search('second')
      await k.advance(1_000)
    },
    answeredLatest: (k) =>
      state(k).wallets.search.status === 'loaded' && state(k).wallets.search.entries.map((w) => w.id).join() === 'fresh-second',
  },
  balance: perNetwork(under(/^\/v1\/account\/[^/]+\/balance$/), fetchBalances, balanceFresh),
  history: perNetwork(under(/^\/v1\/account\/[^/]+\/history$/), (k) => k.modal.history.fetch(), historyFresh),
  identity: {
    match: under(/^\/v1\/identity\//),
    connects: true,
    trigger: connect,
    retry: async (k, attempt) => {
      await k.modal.switchNetwork(attempt % 2 === 1 ? polygon : (k.modal.getState().networks[0] ?? polygon))
    },
    answered: (k) => state(k).identity.profileName === 'fresh.reown.id' && state(k).identity.address?.toLowerCase() === account.toLowerCase(),
    supersede: async (k) => {
      const other = mockAddresses.eip155[1] ?? ''
      k.adapter.emitAccountsChanged([other, account])
      await k.settle()
    },
    answeredLatest: (k) =>
      state(k).identity.profileName === 'fresh.reown.id' && state(k).identity.address?.toLowerCase() === (mockAddresses.eip155[1] ?? '').toLowerCase(),
  },
  profile: {
    match: under(/^\/v1\/profile\/account\//),
    connects: true,
    trigger: async (k) => {
      await connect(k)
      k.modal.send.setReceiver('alice.reown.id', {})
    },
    retry: async (k) => {
      k.modal.send.setReceiver('', {})
      k.modal.send.setReceiver('alice.reown.id', {})
    },
    answered: (k) => state(k).send.receiverAddress === FAULT_RECEIVER && state(k).send.receiverLookup?.name === 'alice.reown.id',
    supersede: async (k) => {
      k.modal.send.setReceiver('carol.reown.id', {})
      await k.settle()
    },
    answeredLatest: (k) => state(k).send.receiverAddress === FAULT_RECEIVER && state(k).send.receiverLookup?.name === 'carol.reown.id',
  },
  rpc: perNetwork((r) => (r.url.pathname === '/v1/' || r.url.pathname === '/v1') && r.body.includes('eth_getBalance'), fetchBalances, nativeFresh),
}

const rig = useFaultRig()

describe('fault matrix: every SPEC §7 call the kernel makes × every server and network fault, on 127.0.0.1 and a virtual clock', () => {
  for (const { call, kind } of matrixCells()) {
    it(`§7 ${call.call} × ${kind}: ${call.recovery}`, async () => {
      const { server } = rig
      const b = behaviours[call.id]
      // The fault hits the first request of this call: at start for the start-up calls, else the first
      // one made once the kernel has started.
      const atStart = call.id === 'origins' || call.id === 'analyticsConfig'
      if (atStart) server.arm(kind, b.match)
      const k = await rig.start()
      if (!atStart) server.arm(kind, b.match)

      await b.trigger(k)
      await k.settle()
      expect(server.unused(), 'the fault met its request').toBe(0)
      if (kind === 'late answer') {
        const supersede = b.supersede
        const latest = b.answeredLatest
        if (!supersede || !latest) throw new Error(`${call.id}: no superseding request defined`)
        await supersede(k)
        await k.advance(100)
        expect(server.held(), 'the late request was answered').toBe(0)
        expect(latest(k), 'the newer request answered, the stale answer ignored').toBe(true)
      } else {
        // Bounded: at most 8 rounds of 11 s of virtual time (past the 10 s deadline, the 30 s balance gap).
        for (let attempt = 1; attempt <= 8 && !b.answered(k, server); attempt++) {
          await k.advance(11_000)
          if (!b.answered(k, server)) await b.retry(k, attempt)
          await k.settle()
        }
        expect(b.answered(k, server), 'the call was answered after the fault').toBe(true)
      }
      const now = state(k)
      if (b.connects) {
        expect(now.connected, 'no lost connection').toBe(true)
        expect(now.activeCaipAddress?.split(':')[2]?.toLowerCase()).toMatch(/^0x[0-9a-f]{40}$/)
      }
      expect(now.alerts.filter((a) => (badAlerts as ReadonlyArray<string>).includes(a.code))).toEqual([])
      expect(now.history.status).not.toBe('loading')
      expect(now.wallets.catalogue.status).not.toBe('loading')
      expect(now.balance.loading).toBe(false)
      expect(snapshotViolations(now)).toEqual([])
    })
  }
})
