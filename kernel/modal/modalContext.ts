import type { ChainNamespace } from '../codec/primitives'

/**
 * The connection facts the opening and closing rules read (SPEC §2 opening rules, §4 closing and
 * sign-in). Fed by the lead from the connection, chain and siwx services; everything static
 * (mobile, embedded) comes through the factory's deps instead.
 */
export interface ModalContext {
  /** Namespace of the active network; the default target of `open()`. */
  readonly activeNamespace: ChainNamespace | undefined
  /** Namespaces that hold an account address right now (SPEC §2 "a wallet is already connected"). */
  readonly connectedNamespaces: ReadonlyArray<ChainNamespace>
  /** False when no chain adapter is configured (SPEC §2 "no adapters": WalletConnect only). */
  readonly hasAdapters: boolean
  /** SPEC §4 sign-in: sign-in is required and no session exists for the active address and chain. */
  readonly signInPending: boolean
}

/** Until the first facts arrive: nothing connected, adapters assumed, no sign-in pending. */
export const initialModalContext: ModalContext = {
  activeNamespace: undefined,
  connectedNamespaces: [],
  hasAdapters: true,
  signInPending: false,
}

/** Connected for the namespace asked for, else for the active one, else anywhere. */
export function isConnectedFor(context: ModalContext, namespace: ChainNamespace | undefined): boolean {
  const target = namespace ?? context.activeNamespace
  return target === undefined ? context.connectedNamespaces.length > 0 : context.connectedNamespaces.includes(target)
}
