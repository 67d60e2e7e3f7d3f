/** A WalletConnect session's accounts (CAIP-10 strings) as the kernel's ConnectionResult. */
import type { AccountRecord } from '../../kernel/codec/account'
import { CaipNetworkId, type ChainNamespace } from '../../kernel/codec/primitives'
import type { ChainId, ConnectionResult } from '../../kernel/ports/adapter'
import { normaliseChainId } from '../../kernel/ports/adapter'

export interface SessionLike {
  readonly namespaces: Readonly<Record<string, { readonly accounts: ReadonlyArray<string> }>>
}

interface Caip10 {
  readonly namespace: string
  readonly reference: string
  readonly address: string
}

function parseCaip10(account: string): Caip10 | undefined {
  const [namespace, reference, address] = account.split(':')
  return namespace && reference && address ? { namespace, reference, address } : undefined
}

/** eip155 chain ids are numbers in the kernel; other namespaces keep their CAIP-2 reference. */
export const chainIdOf = (namespace: string, reference: string): ChainId =>
  namespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference

export function connectionOf(session: SessionLike, namespace: ChainNamespace, wanted?: ChainId): ConnectionResult | undefined {
  const parsed = (session.namespaces[namespace]?.accounts ?? []).flatMap((account) => {
    const caip = parseCaip10(account)
    return caip ? [caip] : []
  })
  const chosen =
    (wanted === undefined ? undefined : parsed.find((account) => account.reference === normaliseChainId(wanted))) ?? parsed[0]
  if (chosen === undefined) return undefined
  const onChain = parsed.filter((account) => account.reference === chosen.reference)
  const unique = [...new Set(onChain.map((account) => account.address))]
  // SPEC §4: a bip122 session account is the wallet's payment address.
  const type = namespace === 'bip122' ? 'payment' : 'eoa'
  return {
    address: chosen.address,
    chainId: chainIdOf(namespace, chosen.reference),
    accounts: unique.map((address): AccountRecord => ({ namespace, address, type })),
    ...(namespace === 'bip122' ? { preferredAccountType: 'payment' as const } : {}),
    // A session holds only the chains the wallet approved: switching to another one is refused.
    approvedCaipNetworkIds: sessionChains(session, namespace).filter(CaipNetworkId.is),
  }
}

/** CAIP-2 chains the session approved for the namespace. */
export function sessionChains(session: SessionLike, namespace: string): ReadonlyArray<string> {
  return [
    ...new Set(
      (session.namespaces[namespace]?.accounts ?? []).flatMap((account) => {
        const caip = parseCaip10(account)
        return caip ? [`${caip.namespace}:${caip.reference}`] : []
      }),
    ),
  ]
}

/**
 * The namespace among `served` a session chain reference or address belongs to: UniversalProvider's
 * events carry bare references and addresses. The first served namespace when none holds it.
 */
export function namespaceHolding(
  session: SessionLike | undefined,
  served: ReadonlyArray<ChainNamespace>,
  part: 'reference' | 'address',
  value: string,
): ChainNamespace {
  // EVM addresses come checksummed or not; base58 ones never collide with them either way.
  const same = (a: string | undefined) => a !== undefined && a.toLowerCase() === value.toLowerCase()
  const held = served.find((namespace) => (session?.namespaces[namespace]?.accounts ?? []).some((account) => same(parseCaip10(account)?.[part])))
  return held ?? served[0] ?? 'eip155'
}

/** The primary namespace's connection and, under `namespaces`, every other served one the session holds. */
export function connectionsOf(
  session: SessionLike,
  served: ReadonlyArray<ChainNamespace>,
  primary: ChainNamespace,
  wanted: (namespace: ChainNamespace) => ChainId | undefined,
): ConnectionResult | undefined {
  const main = connectionOf(session, primary, wanted(primary))
  if (main === undefined) return undefined
  const others: Partial<Record<ChainNamespace, ConnectionResult>> = {}
  for (const namespace of served) {
    const other = namespace === primary ? undefined : connectionOf(session, namespace, wanted(namespace))
    if (other) others[namespace] = other
  }
  return Object.keys(others).length > 0 ? { ...main, namespaces: others } : main
}
