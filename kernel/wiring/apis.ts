import { createSupportedChains, type SupportedChains } from '../supportedChains/supportedChains'
import { createIdentityApi, type IdentityApi } from '../identity/identityApi'
import { createHistoryApi, type HistoryApi } from '../history/historyApi'
import type { KernelParts } from './parts'

export interface KernelApis {
  readonly supportedChains: SupportedChains
  readonly identityApi: IdentityApi
  readonly historyApi: HistoryApi
}

const built = new WeakMap<KernelParts, KernelApis>()

/**
 * The SPEC §7 clients the account, swap and buy services share, one set per kernel (the supported-chains
 * list is fetched once, the identity cache is one), built by the first lazy service that needs them.
 */
export function apisOf(parts: KernelParts): KernelApis {
  const known = built.get(parts)
  if (known) return known
  const { api: http, store, env } = parts
  const supportedChains = createSupportedChains(http)
  const apis: KernelApis = {
    supportedChains,
    identityApi: createIdentityApi({ http, store, scheduler: env.scheduler, supportedChains, logger: env.logger }),
    historyApi: createHistoryApi({ http, supportedChains }),
  }
  built.set(parts, apis)
  return apis
}
