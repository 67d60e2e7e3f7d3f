/** The session namespaces the test wallet grants: the devnet chains asked for, the methods and events asked for. */
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'

const EIP155 = 'eip155'

function askedOf(proposal: ProposalTypes.Struct): { methods: string[]; events: string[] } {
  const methods = new Set<string>()
  const events = new Set<string>()
  for (const group of [proposal.requiredNamespaces, proposal.optionalNamespaces ?? {}]) {
    for (const [key, namespace] of Object.entries(group)) {
      if (key !== EIP155 && !key.startsWith(`${EIP155}:`)) continue
      namespace.methods.forEach((method) => methods.add(method))
      namespace.events.forEach((event) => events.add(event))
    }
  }
  return { methods: [...methods], events: [...events] }
}

export function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  chainIds: ReadonlyArray<number>,
  address: string,
): SessionTypes.Namespaces {
  const asked = askedOf(proposal)
  const chains = chainIds.map((id) => `${EIP155}:${id}`)
  return buildApprovedNamespaces({
    proposal,
    supportedNamespaces: {
      [EIP155]: { chains, methods: asked.methods, events: asked.events, accounts: chains.map((chain) => `${chain}:${address}`) },
    },
  })
}

/** The same namespaces with every account replaced by `address` (account switch). */
export function withAccount(namespaces: SessionTypes.Namespaces, address: string): SessionTypes.Namespaces {
  const next: SessionTypes.Namespaces = {}
  for (const [key, namespace] of Object.entries(namespaces)) {
    const chains = namespace.chains ?? [...new Set(namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':')))]
    next[key] = { ...namespace, chains, accounts: chains.map((chain) => `${chain}:${address}`) }
  }
  return next
}
