import type { ChainNamespace } from '../codec/primitives'
import type { RouterData, RouterEntry, ViewName } from '../router/views'
import { isConnectedFor, type ModalContext } from './modalContext'

export interface OpenArgs {
  readonly view?: ViewName
  readonly data?: RouterData
  readonly namespace?: ChainNamespace
}

/** SPEC §2 opening rules: the view a closed modal opens on. */
export function openingView(args: OpenArgs, context: ModalContext, isMobile: boolean): RouterEntry {
  if (args.view) return args.data === undefined ? { view: args.view } : { view: args.view, data: args.data }
  if (isConnectedFor(context, args.namespace)) return { view: 'Account' }
  // Connected was ruled out above, so "no address" holds here.
  if (!context.hasAdapters) return { view: isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  return { view: 'Connect' }
}
