import { lazyFeature } from './lazyFeature'

/**
 * The feature bundles (SPEC §1 "load on demand"). Only these dynamic imports may reach a feature
 * folder; the build test checks that the entry chunk never reaches them statically.
 */
export const features = {
  send: lazyFeature(() => import('../views/Send/SendView')),
  receive: lazyFeature(() => import('../views/Receive/ReceiveView')),
  history: lazyFeature(() => import('../views/History/HistoryView')),
  // Both name registration views come in one chunk: the second always follows the first.
  registerName: lazyFeature<object>(() => import('./names/views').then((m) => ({ default: m.RegisterAccountNameView }))),
  registerNameSuccess: lazyFeature<object>(() => import('./names/views').then((m) => ({ default: m.RegisterAccountNameSuccessView }))),
  swaps: lazyFeature(() => import('./swaps/SwapView')),
  // The embedded wallet's views, one bundle: the email form (once the person chooses email), its
  // code, and the view under the frame's approval UI.
  embedded: lazyFeature(() => import('./email/views')),
  // Social login: the buttons of the Connect view's social method, and ConnectingSocial.
  socials: lazyFeature<{ readonly gate?: (open: () => void) => object }>(() => import('./socials/views')),
  // OnRampProviders and BuyInProgress: one component that shows the view the router is on.
  onramp: lazyFeature(() => import('./onramp/OnrampFeature')),
  pay: lazyFeature(() => import('./pay/PayView')),
}

export type FeatureName = keyof typeof features
