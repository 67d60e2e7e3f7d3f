import { asyncScheduler } from 'rxjs'
import type { KernelEnv } from '../../kernel/ports/env'
import { createMemoryStorage } from '../../kernel/ports/storage'
import { createSequentialIds } from '../../kernel/ports/ids'
import { createStaticPlatform } from '../../kernel/ports/platform'
import { createRecordingLogger } from '../../kernel/ports/logger'
import type { FetchPort } from '../../kernel/ports/http'

/** A fetch that refuses every call: a test that needs HTTP passes its own. */
export const refusingFetch: FetchPort = (input) => Promise.reject(new Error(`unexpected fetch ${input}`))

/** Answer fetches from a table of path → handler; unknown paths get 404. */
export function createTableFetch(
  routes: Record<string, (url: URL, init?: RequestInit) => Response | Promise<Response>>,
): FetchPort & { readonly calls: Array<{ url: URL; init?: RequestInit }> } {
  const calls: Array<{ url: URL; init?: RequestInit }> = []
  const fetchFn = async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input)
    calls.push({ url, ...(init ? { init } : {}) })
    const handler = routes[url.pathname]
    return handler ? handler(url, init) : new Response('not found', { status: 404 })
  }
  return Object.assign(fetchFn, { calls })
}

export function createTestEnv(overrides: Partial<KernelEnv> = {}) {
  const storage = createMemoryStorage()
  const logger = createRecordingLogger()
  const env = {
    scheduler: asyncScheduler,
    storage,
    fetch: refusingFetch,
    ids: createSequentialIds(),
    platform: createStaticPlatform(),
    logger,
    ...overrides,
  } satisfies KernelEnv
  return { env, storage, logger }
}
