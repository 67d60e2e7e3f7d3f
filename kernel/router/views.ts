import * as t from 'io-ts'

/**
 * SPEC §2 modal views, spelled exactly as the SPEC names them, plus the renderer views that later
 * issues add (Networks, Send, Receive).
 */
export const viewNames = [
  'Connect',
  // AppKit's name for the wallets put behind one row of Connect (features.collapseWallets).
  'ConnectWallets',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'SIWXSignMessage',
  'UnsupportedChain',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
  'Send',
  'Receive',
  'Swap',
  // AppKit's name for Swap's token list, a step of its own so that the header's Back returns to the form.
  'SwapSelectToken',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'OnRampProviders',
  'BuyInProgress',
  'Pay',
  // AppKit's help views, opened from Connect's header and from the foot of Networks.
  'WhatIsAWallet',
  'WhatIsANetwork',
] as const

export type ViewName = (typeof viewNames)[number]

/** Decodes a view name handed in by an integrator (`open({ view })` from plain JavaScript). */
export const ViewName = /* @__PURE__ */ t.keyof(
  Object.fromEntries(viewNames.map((view) => [view, null])) as Record<ViewName, null>,
  'ViewName',
)

/**
 * What a view receives when it is opened (the wallet to connect, the network to switch to...).
 * Opaque here: each view's container narrows its own data, so the router stays ignorant of views.
 */
export type RouterData = Readonly<Record<string, unknown>>
export const RouterData: t.Type<RouterData, RouterData, unknown> = t.UnknownRecord

export interface RouterEntry {
  readonly view: ViewName
  readonly data?: RouterData
}
