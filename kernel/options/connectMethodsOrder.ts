import type { ConnectMethod } from './codecs'
import { defaultConnectMethodsOrder, injectedConnectMethodsOrder } from './defaults'
import type { ResolvedFeatures } from './types'

/**
 * SPEC §1 connect-method order: the integrator's order when set; otherwise email, social, wallet,
 * or wallet, email, social once an injected wallet is found.
 */
export function connectMethodsOrder(
  features: Pick<ResolvedFeatures, 'connectMethodsOrder'>,
  hasInjected: boolean,
): ReadonlyArray<ConnectMethod> {
  return features.connectMethodsOrder ?? (hasInjected ? injectedConnectMethodsOrder : defaultConnectMethodsOrder)
}
