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
const coreViews = () => import('./coreViews')
const views = {
  AllWallets: lazyFeature(async () => ({ default: (await coreViews()).AllWallets })),
  ConnectingExternal: lazyFeature(async () => ({ default: (await coreViews()).ConnectingExternal })),
  ConnectingWalletConnect: lazyFeature(async () => ({ default: (await coreViews()).ConnectingWalletConnect })),
  ConnectingWalletConnectBasic: lazyFeature(async () => ({ default: (await coreViews()).ConnectingWalletConnectBasic })),
  ConnectingSiwe: lazyFeature(async () => ({ default: (await coreViews()).ConnectingSiwe })),
  SIWXSignMessage: lazyFeature(async () => ({ default: (await coreViews()).SIWXSignMessage })),
  Account: lazyFeature(async () => ({ default: (await coreViews()).Account })),
  Networks: lazyFeature(async () => ({ default: (await coreViews()).Networks })),
  UnsupportedChain: lazyFeature(async () => ({ default: (await coreViews()).UnsupportedChain })),
}

/** Start loading every core view (the modal just opened, or the account view may be next). */
export function preloadViews(
  names: ReadonlyArray<keyof typeof views> = Object.keys(views) as Array<keyof typeof views>,
): Promise<unknown> {
  return Promise.all(names.map((name) => views[name].preload()))
}

type Titles = (typeof coreMessages.en)['titles']
// A title of the core catalogue, so the modal's header never waits for a view's chunk.
const fixed = (title: keyof Titles) => (_state: ModalState, m: typeof coreMessages.en): string => m.titles[title]
const buy: ViewDefinition = { title: fixed('BuyCrypto'), component: features.onramp }

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
  RegisterAccountName: { title: fixed('RegisterAccountName'), component: features.registerName },
  RegisterAccountNameSuccess: { title: fixed('RegisterAccountNameSuccess'), component: features.registerNameSuccess },
  Swap: { title: fixed('Swap'), component: features.swaps },
  EmailVerifyOtp: { title: fixed('EmailVerifyOtp'), component: features.embedded },
  EmailVerifyDevice: { title: fixed('EmailVerifyDevice'), component: features.embedded },
  ApproveTransaction: { title: fixed('ApproveTransaction'), component: features.embedded },
  OnRampProviders: buy,
  BuyInProgress: buy,
  Pay: { title: fixed('Pay'), component: features.pay },
}
