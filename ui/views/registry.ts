import type { ModalState } from '../../kernel'
import type { ViewName } from '../../kernel/router/views'
import type { ViewDefinition } from './types'
import type * as CoreViews from './coreViews'
import type { coreMessages } from '../modal/messages'
import { features } from '../features/features'
import { lazyFeature, type LazyFeature } from '../features/lazyFeature'
import ConnectView from './Connect/ConnectView'
import { connectorName, walletTitle } from './titles'

// Connect is what opens first, so it is in the entry; every other view loads when the modal opens
// (see `preloadViews`), through the same on-demand mechanism as the feature bundles.
const coreViews = () => import('./coreViews')
type CoreViewName = Exclude<keyof typeof CoreViews, 'Alerts'>
const coreViewNames: ReadonlyArray<CoreViewName> = [
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'SIWXSignMessage',
  'Account',
  'Networks',
  'UnsupportedChain',
  'WhatIsAWallet',
  'WhatIsANetwork',
]
// Made from the list, so that the entry spells each name once (the weight budget).
const views = Object.fromEntries(
  coreViewNames.map((name) => [name, lazyFeature(() => coreViews().then((loaded) => ({ default: loaded[name] })))]),
) as Record<CoreViewName, LazyFeature>

/** Start loading every core view (the modal just opened, or the account view may be next). */
export function preloadViews(names: ReadonlyArray<CoreViewName> = coreViewNames): Promise<unknown> {
  return Promise.all(names.map((name) => views[name].preload()))
}

type Titles = (typeof coreMessages.en)['titles']
// A title of the core catalogue, so the modal's header never waits for a view's chunk.
const fixed = (title: keyof Titles) => (_state: ModalState, m: typeof coreMessages.en): string => m.titles[title]
const buy: ViewDefinition = { title: fixed('BuyCrypto'), component: features.onramp }
/** A view whose title is its own name in the core catalogue. */
const named = (view: keyof Titles & ViewName, component: ViewDefinition['component']): ViewDefinition => ({ title: fixed(view), component })
// The social and Farcaster logins wait in the socials bundle (its views, like its buttons, come with it).
const social: ViewDefinition = { title: fixed('SignIn'), component: features.socials }
// ConnectWallets is Connect's wallet list on its own (features.collapseWallets), under the same title.
const connect = named('Connect', ConnectView)
// The token list is a step of Swap: the same bundle, under the same title.
const swap = named('Swap', features.swaps)

/**
 * Every view the modal can show, by SPEC §2 name. Connect is in the entry bundle; the other core
 * views and the feature views (Send, Receive) load on demand. A view not listed here shows an honest
 * "not available" message.
 */
export const viewRegistry: Partial<Record<ViewName, ViewDefinition>> = {
  Connect: connect,
  ConnectWallets: connect,
  AllWallets: named('AllWallets', views.AllWallets),
  ConnectingExternal: { title: connectorName, component: views.ConnectingExternal },
  ConnectingWalletConnect: { title: walletTitle, component: views.ConnectingWalletConnect },
  ConnectingWalletConnectBasic: { title: () => 'WalletConnect', component: views.ConnectingWalletConnectBasic },
  ConnectingSiwe: { title: fixed('SignIn'), component: views.ConnectingSiwe },
  SIWXSignMessage: { title: fixed('SignIn'), component: views.SIWXSignMessage },
  Account: named('Account', views.Account),
  Networks: named('Networks', views.Networks),
  UnsupportedChain: named('UnsupportedChain', views.UnsupportedChain),
  WhatIsAWallet: named('WhatIsAWallet', views.WhatIsAWallet),
  WhatIsANetwork: named('WhatIsANetwork', views.WhatIsANetwork),
  Send: named('Send', features.send),
  Receive: named('Receive', features.receive),
  RegisterAccountName: named('RegisterAccountName', features.registerName),
  RegisterAccountNameSuccess: named('RegisterAccountNameSuccess', features.registerNameSuccess),
  Swap: swap,
  SwapSelectToken: swap,
  EmailVerifyOtp: named('EmailVerifyOtp', features.embedded),
  EmailVerifyDevice: named('EmailVerifyDevice', features.embedded),
  ApproveTransaction: named('ApproveTransaction', features.embedded),
  ConnectingSocial: social,
  ConnectingFarcaster: social,
  OnRampProviders: buy,
  BuyInProgress: buy,
  Pay: { title: fixed('Pay'), component: features.pay },
}
