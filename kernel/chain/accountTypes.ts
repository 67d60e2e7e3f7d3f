import type { ChainNamespace } from '../codec/primitives'
import type { NamespaceAccountType } from '../codec/account'
import { specDefaultAccountTypes } from '../options/defaults'
import type { PerNamespace } from './types'

/**
 * SPEC §4 preferred account type: the value from connect, else the stored value, else the default.
 * `defaults` are options.defaultAccountTypes (SPEC defaults with the integrator's on top); the SPEC
 * defaults back them up for a namespace they leave out.
 */
export function resolvePreferredAccountType(
  namespace: ChainNamespace,
  fromConnect: NamespaceAccountType | undefined,
  stored: PerNamespace<NamespaceAccountType>,
  defaults: PerNamespace<NamespaceAccountType>,
): NamespaceAccountType | undefined {
  return fromConnect ?? stored[namespace] ?? defaults[namespace] ?? specDefaultAccountTypes[namespace]
}
