import type { SchedulerLike } from 'rxjs'
import { afterEach } from 'vitest'
import { createModal } from '../../kernel/createModal'
import type { KernelEnv } from '../../kernel/ports/env'
import type { AirlockOptions } from '../../kernel/options/types'
import { createMemoryStorage, type StoragePort } from '../../kernel/ports/storage'
import { createSequentialIds } from '../../kernel/ports/ids'
import { createStaticPlatform } from '../../kernel/ports/platform'
import { createRecordingLogger } from '../../kernel/ports/logger'
import { createTableFetch } from '../harness/env'
import { ethereum, polygon } from '../../kernel/chain/fixtures'
import { createMockAdapter, type MockAdapter, type MockAdapterFlags } from '../../adapters/mock'
// The services createModal fetches on first need, loaded with the harness as a page that has fetched
// them already: a test's first command then waits a few microtasks, not for the runner's transform.
import '../../kernel/send/createSendService'
import '../../kernel/history/createHistoryService'
import '../../kernel/siwx/createSiwxService'
import '../../kernel/accountServices'
import '../../kernel/telemetry/createTelemetryService'
import '../../kernel/pairing/createPairingService'

export interface KernelFixture {
  readonly modal: ReturnType<typeof createModal>
  readonly adapter: MockAdapter
  readonly storage: StoragePort & { snapshot(): Record<string, string> }
  readonly logger: ReturnType<typeof createRecordingLogger>
  readonly fetch: ReturnType<typeof createTableFetch>
}

/** A kernel on fake ports: memory storage, a catalogue that answers empty, the mock wallet. */
export function createKernelFixture(
  setup: {
    readonly options?: Partial<AirlockOptions>
    readonly adapter?: MockAdapterFlags | false
    readonly scheduler?: SchedulerLike
    readonly storage?: StoragePort & { snapshot(): Record<string, string> }
    readonly env?: Partial<KernelEnv>
  } = {},
): KernelFixture {
  const adapter = createMockAdapter(setup.adapter || {})
  const storage = setup.storage ?? createMemoryStorage()
  const logger = createRecordingLogger()
  const fetch = createTableFetch({
    '/getWallets': () => Response.json({ data: [], count: 0 }),
    '/getAnalyticsConfig': () => Response.json({ isAnalyticsEnabled: false }),
    '/v1/supported-chains': () => Response.json({ http: [], ws: [] }),
  })
  const modal = createModal(
    {
      projectId: 'test-project',
      networks: [ethereum, polygon],
      adapters: setup.adapter === false ? [] : [adapter],
      ...setup.options,
    },
    {
      storage,
      logger,
      fetch,
      ids: createSequentialIds(),
      platform: createStaticPlatform(),
      ...(setup.scheduler ? { scheduler: setup.scheduler } : {}),
      ...setup.env,
    },
  )
  return { modal, adapter, storage, logger, fetch }
}

/** createKernelFixture for one test file: every kernel it makes is destroyed after its test. */
export function kernelFixtures(): (...args: Parameters<typeof createKernelFixture>) => KernelFixture {
  const live: KernelFixture[] = []
  afterEach(() => {
    for (const f of live.splice(0)) f.modal.destroy()
  })
  return (...args) => {
    const f = createKernelFixture(...args)
    live.push(f)
    return f
  }
}
