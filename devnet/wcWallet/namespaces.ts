/** The session namespaces the test wallet grants: the devnet chains asked for, the methods and events asked for. */
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'

/** What the wallet offers in one namespace: CAIP-2 chains and the address it holds there. */
export interface Offered {
  readonly chains: ReadonlyArray<string>
  readonly address: string
}

function askedOf(proposal: ProposalTypes.Struct, namespace: string): { methods: string[]; events: string[]; chains: string[] } {
  const methods = new Set<string>()
  const events = new Set<string>()
  const chains = new Set<string>()
  for (const group of [proposal.requiredNamespaces, proposal.optionalNamespaces ?? {}]) {
    for (const [key, asked] of Object.entries(group)) {
      if (key !== namespace && !key.startsWith(`${namespace}:`)) continue
      asked.methods.forEach((method) => methods.add(method))
      asked.events.forEach((event) => events.add(event))
      ;(asked.chains ?? (key.includes(':') ? [key] : [])).forEach((chain) => chains.add(chain))
    }
  }
  return { methods: [...methods], events: [...events], chains: [...chains] }
}

/**
 * Per namespace the wallet offers and the proposal asks for (eip155 always, so a proposal for
 * nothing it holds fails as a real wallet's would): its chains, one account per chain.
 */
export function approvedNamespaces(proposal: ProposalTypes.Struct, offered: Readonly<Record<string, Offered>>): SessionTypes.Namespaces {
  const supportedNamespaces: Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }> = {}
  for (const [namespace, { chains, address }] of Object.entries(offered)) {
    const asked = askedOf(proposal, namespace)
    if (namespace !== 'eip155' && !asked.chains.some((chain) => chains.includes(chain))) continue
    supportedNamespaces[namespace] = {
      chains: [...chains],
      methods: asked.methods,
      events: asked.events,
      accounts: chains.map((chain) => `${chain}:${address}`),
    }
  }
  return buildApprovedNamespaces({ proposal, supportedNamespaces })
}

/** The same namespaces with every account replaced by the namespace's address (account switch). */
export function withAccount(namespaces: SessionTypes.Namespaces, addressOf: (namespace: string) => string | undefined): SessionTypes.Namespaces {
  const next: SessionTypes.Namespaces = {}
  for (const [key, namespace] of Object.entries(namespaces)) {
    const chains = namespace.chains ?? [...new Set(namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':')))]
    const address = addressOf(key)
    next[key] = address === undefined ? namespace : { ...namespace, chains, accounts: chains.map((chain) => `${chain}:${address}`) }
  }
  return next
}
