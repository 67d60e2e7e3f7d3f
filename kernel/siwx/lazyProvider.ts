import type { CaipNetworkId } from '../codec/primitives'
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
  let loaded: Promise<SiwxProvider> | undefined
  const provider = () => (loaded ??= load())
  return {
    createMessage: async (input) => (await provider()).createMessage(input),
    addSession: async (session) => (await provider()).addSession(session),
    revokeSession: async (chainId, address) => (await provider()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await provider()).setSessions(sessions),
    getSessions: async (chainId, address) => (await provider()).getSessions(chainId, address),
    getRequired: () => sync.required,
    ...(sync.supportsChain ? { supportsChain: sync.supportsChain } : {}),
  }
}
