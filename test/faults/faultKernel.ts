import { VirtualTimeScheduler } from 'rxjs'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createModal } from '../../kernel/createModal'
import { createMemoryStorage, type StoragePort } from '../../kernel/ports/storage'
import { createRecordingLogger } from '../../kernel/ports/logger'
import { createSequentialIds } from '../../kernel/ports/ids'
import { createStaticPlatform } from '../../kernel/ports/platform'
import type { FetchPort } from '../../kernel/ports/http'
import type { AirlockOptions } from '../../kernel/options/types'
import { ethereum, polygon } from '../../kernel/chain/fixtures'
import { createMockAdapter, type MockAdapter, type MockAdapterFlags } from '../../adapters/mock'
import { startFaultServer, type FaultServer } from './faultServer'
// The services createModal loads on first need, loaded up front as a page that has them already.
import '../../kernel/send/createSendService'
import '../../kernel/history/createHistoryService'
import '../../kernel/siwx/createSiwxService'
import '../../kernel/accountServices'
import '../../kernel/telemetry/createTelemetryService'

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Real fetch to the fault server, counting requests in flight. The body is read here, so once the
 * count drops the kernel holds the whole answer and only microtasks remain.
 */
function trackedFetch(): FetchPort & { readonly pending: () => number } {
  let pending = 0
  const port = async (input: string, init?: RequestInit): Promise<Response> => {
    pending++
    try {
      const response = await fetch(input, init)
      const body = response.status === 204 || response.status === 304 ? null : await response.arrayBuffer()
      return new Response(body, { status: response.status, headers: response.headers })
    } finally {
      pending--
    }
  }
  return Object.assign(port, { pending: () => pending })
}

export interface FaultKernel {
  readonly modal: ReturnType<typeof createModal>
  readonly adapter: MockAdapter
  readonly storage: StoragePort
  readonly scheduler: VirtualTimeScheduler
  readonly reloads: number
  readonly logger: ReturnType<typeof createRecordingLogger>
  /** Let every request the server is not holding on purpose finish, and what follows settle. */
  settle(): Promise<void>
  /** Settle, run the virtual clock `ms` further, settle again. */
  advance(ms: number): Promise<void>
  /** A page reload: this kernel is destroyed and a new one starts on the same storage, with the wallet as `flags` say. */
  reload(flags?: MockAdapterFlags): Promise<void>
  destroy(): void
}

export interface FaultKernelSetup {
  readonly server: FaultServer
  readonly storage?: StoragePort
  readonly adapter?: MockAdapterFlags
  readonly options?: Partial<AirlockOptions>
  readonly latencyMs?: number
}

/** A kernel on a virtual clock whose HTTP goes, for real, to the fault server on 127.0.0.1. */
export function startFaultKernel(setup: FaultKernelSetup): FaultKernel {
  const storage = setup.storage ?? createMemoryStorage()
  const fetchPort = trackedFetch()
  const logger = createRecordingLogger()
  let scheduler = new VirtualTimeScheduler()
  // The wallet answers after `latencyMs` of the kernel's clock, so a reload can land mid-request.
  const wallet = (flags: MockAdapterFlags = {}) =>
    createMockAdapter({ ...setup.adapter, ...flags, ...(setup.latencyMs ? { scheduler, latencyMs: setup.latencyMs } : {}) })
  let adapter = wallet()
  const make = () =>
    createModal(
      {
        projectId: 'fault-matrix',
        networks: [ethereum, polygon],
        adapters: [adapter],
        endpoints: { apiUrl: setup.server.url, catalogueUrl: setup.server.url },
        ...setup.options,
      },
      {
        fetch: fetchPort,
        storage,
        logger,
        ids: createSequentialIds(),
        platform: createStaticPlatform({ origin: 'https://shop.example' }),
        scheduler,
      },
    )
  let modal = make()
  let reloads = 0

  const settle = async () => {
    let quiet = 0
    for (let i = 0; i < 400 && quiet < 3; i++) {
      for (let t = 0; t < 3; t++) await turn()
      if (fetchPort.pending() <= setup.server.held()) quiet++
      else {
        quiet = 0
        await pause(2)
      }
    }
  }
  // Step from one due action to the next, letting real requests finish between steps: a request sent
  // at one moment is answered before the clock reaches its deadline, as on a real page.
  const advance = async (ms: number) => {
    const target = scheduler.now() + ms
    for (let step = 0; step < 10_000; step++) {
      await settle()
      const next = scheduler.actions[0]?.delay
      if (next === undefined || next > target) break
      scheduler.maxFrames = next
      scheduler.flush()
    }
    // A no-op at the target moves the clock there even when nothing else is due.
    scheduler.schedule(() => undefined, target - scheduler.now())
    scheduler.maxFrames = target
    scheduler.flush()
    await settle()
  }
  const kernel: FaultKernel = {
    get modal() {
      return modal
    },
    get adapter() {
      return adapter
    },
    storage,
    logger,
    get scheduler() {
      return scheduler
    },
    get reloads() {
      return reloads
    },
    settle,
    advance,
    async reload(flags) {
      modal.destroy()
      reloads++
      // A new page: a new clock starting where the old one was, and the wallet as it is now.
      const now = scheduler.now()
      scheduler = new VirtualTimeScheduler()
      scheduler.schedule(() => undefined, now)
      scheduler.maxFrames = now
      scheduler.flush()
      adapter = wallet(flags)
      modal = make()
      await settle()
    },
    destroy: () => modal.destroy(),
  }
  return kernel
}

export interface FaultRig {
  /** The file's fault server on 127.0.0.1 (started before the first test). */
  readonly server: FaultServer
  /** A kernel on the server, settled once started; destroyed after the test, with the server reset. */
  start(setup?: Omit<FaultKernelSetup, 'server'>): Promise<FaultKernel>
}

/**
 * One fault server per test file and one kernel per test: registers the file's hooks (start the
 * server, destroy the test's kernel and reset the server after each test, close it at the end).
 */
export function useFaultRig(): FaultRig {
  let server: FaultServer | undefined
  let live: FaultKernel | undefined
  beforeAll(async () => {
    server = await startFaultServer()
    // A page's lazy chunk arrives within a task or two; a module's first transform under the test
    // runner takes far longer than `settle` waits for quiet, and a call the chunk makes would be missed.
    await Promise.all([
      import('../../kernel/openedServices'),
      import('../../kernel/accountServices'),
      import('../../kernel/tradeServices'),
      import('../../kernel/pairing/createPairingService'),
    ])
  })
  afterEach(() => {
    live?.destroy()
    live = undefined
    server?.reset()
  })
  afterAll(async () => {
    await server?.close()
  })
  const running = (): FaultServer => {
    if (server === undefined) throw new Error('the fault server starts in beforeAll: use it inside a test')
    return server
  }
  return {
    get server() {
      return running()
    },
    async start(setup = {}) {
      const k = startFaultKernel({ server: running(), ...setup })
      live = k
      await k.settle()
      return k
    },
  }
}
