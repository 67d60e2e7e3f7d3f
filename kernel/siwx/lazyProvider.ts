import type { CaipNetworkId } from '../codec/primitives'
import { lazyApi } from '../core/lazyApi'
import type { SiwxProvider } from './provider'

/**
 * A sign-in provider whose code loads when sign-in first needs it, so an app without sign-in, or
 * before its first connect, does not carry it before the modal opens. What the kernel asks
 * synchronously (required, chains) is known without the code.
 */
export function lazyProvider(
  load: () => Promise<SiwxProvider>,
  sync: { readonly required: boolean; readonly supportsChain?: (chainId: CaipNetworkId) => boolean },
): SiwxProvider {
  return {
    ...lazyApi(load, ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions']),
    getRequired: () => sync.required,
    ...(sync.supportsChain ? { supportsChain: sync.supportsChain } : {}),
  }
}
