import { asyncScheduler, type SchedulerLike } from 'rxjs'
import type { AdapterHost } from '../../kernel/ports/adapterHost'
import { createRecordingLogger } from '../../kernel/ports/logger'
import { createMemoryStorage } from '../../kernel/ports/storage'
import { ethereum, polygon } from '../../kernel/chain/fixtures'

/** What createModal hosts an adapter with, on fake ports: for adapter tests that start one alone. */
export function testAdapterHost(overrides: Partial<AdapterHost> & { readonly scheduler?: SchedulerLike } = {}): AdapterHost {
  return {
    scheduler: asyncScheduler,
    logger: createRecordingLogger(),
    storage: createMemoryStorage(),
    projectId: 'test-project',
    endpoints: { apiUrl: 'http://127.0.0.1:1/api', catalogueUrl: 'http://127.0.0.1:1/catalogue', relayUrl: 'ws://127.0.0.1:1/relay', frameUrl: 'http://127.0.0.1:1/frame' },
    metadata: { name: 'Test', description: 'Test app', url: 'http://127.0.0.1', icons: [] },
    networks: [ethereum, polygon],
    ...overrides,
  }
}
