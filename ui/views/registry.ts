import type { ModalState } from '../../kernel'
import type { ViewName } from '../../kernel/router/views'
import type { ViewDefinition } from './types'
import type { coreMessages } from '../modal/messages'
import { features } from '../features/features'
import { lazyFeature } from '../features/lazyFeature'
import ConnectView from './Connect/ConnectView'
import { connectorName, walletTitle } from './titles'

// Connect is what opens first, so it is in the entry; every other view loads when the modal opens
// (see `preloadViews`), through the same on-demand mechanism as the feature bundles.
const views = {
  AllWallets: lazyFeature(() => import('./AllWallets/AllWalletsView')),
  ConnectingExternal: lazyFeature(() => import('./ConnectingExternal/ConnectingExternalView')),
  ConnectingWalletConnect: lazyFeature(() => import('./ConnectingWalletConnect/ConnectingWalletConnectView')),
  ConnectingWalletConnectBasic: lazyFeature(() => import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView')),
  ConnectingSiwe: lazyFeature(() => import('./ConnectingSiwe/ConnectingSiweView')),
  SIWXSignMessage: lazyFeature(() => import('./SIWXSignMessage/SIWXSignMessageView')),
  Account: lazyFeature(() => import('./Account/AccountView')),
  Networks: lazyFeature(() => import('./Networks/NetworksView')),
  UnsupportedChain: lazyFeature(() => import('./UnsupportedChain/UnsupportedChainView')),
}

/** Start loading every core view (the modal just opened, or the account view may be next). */
export function preloadViews(
  names: ReadonlyArray<keyof typeof views> = Object.keys(views) as Array<keyof typeof views>,
): Promise<unknown> {
  return Promise.all(names.map((name) => views[name].preload()))
}

type Titles = (typeof coreMessages.en)['titles']
const fixed = (title: keyof Titles) => (_state: ModalState, m: typeof coreMessages.en) => m.titles[title]

/**
 * Every view the modal can show, by SPEC §2 name. Connect is in the entry bundle; the other core
 * views and the feature views (Send, Receive) load on demand. A view not listed here (email,
 * socials, farcaster, ApproveTransaction, name registration: later issues) shows an honest
 * "not available" message until its issue adds an entry.
 */
export const viewRegistry: Partial<Record<ViewName, ViewDefinition>> = {
  Connect: { title: fixed('Connect'), component: ConnectView },
  AllWallets: { title: fixed('AllWallets'), component: views.AllWallets },
  ConnectingExternal: { title: connectorName, component: views.ConnectingExternal },
  ConnectingWalletConnect: { title: walletTitle, component: views.ConnectingWalletConnect },
  ConnectingWalletConnectBasic: { title: () => 'WalletConnect', component: views.ConnectingWalletConnectBasic },
  ConnectingSiwe: { title: fixed('SignIn'), component: views.ConnectingSiwe },
  SIWXSignMessage: { title: fixed('SignIn'), component: views.SIWXSignMessage },
  Account: { title: fixed('Account'), component: views.Account },
  Networks: { title: fixed('Networks'), component: views.Networks },
  UnsupportedChain: { title: fixed('UnsupportedChain'), component: views.UnsupportedChain },
  Send: { title: fixed('Send'), component: features.send },
  Receive: { title: fixed('Receive'), component: features.receive },
}
