/** The wallet page's view of the test wallet: what it shows, in the WalletState shape. */
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import type { AnsweredRequest, TestWallet } from '../../devnet/wcWallet'
import type { WalletState } from './codecs'

/** How many requests the page lists. */
const REQUEST_LOG_SIZE = 20
const USER_REJECTED = 4001

export interface WalletDirectory {
  readonly chains: ReadonlyArray<{ readonly chainId: number; readonly name: string }>
  readonly accounts: ReadonlyArray<{ readonly address: string }>
}

function requestedChains(proposal: ProposalTypes.Struct): string[] {
  const chains = new Set<string>()
  for (const group of [proposal.requiredNamespaces, proposal.optionalNamespaces ?? {}]) {
    for (const [key, namespace] of Object.entries(group)) {
      // A namespace key may itself be a chain ('eip155:1') with no chains list.
      for (const chain of namespace.chains ?? (key.includes(':') ? [key] : [])) chains.add(chain)
    }
  }
  return [...chains]
}

function requestedMethods(proposal: ProposalTypes.Struct): string[] {
  const methods = new Set<string>()
  for (const group of [proposal.requiredNamespaces, proposal.optionalNamespaces ?? {}]) {
    for (const namespace of Object.values(group)) namespace.methods.forEach((method) => methods.add(method))
  }
  return [...methods]
}

/** The session's account on `chainId` (the wallet moves every session together), else its first. */
function accountOf(session: SessionTypes.Struct, chainId: number): string {
  const accounts = Object.values(session.namespaces).flatMap((namespace) => namespace.accounts)
  const onChain = accounts.find((account) => account.startsWith(`eip155:${chainId}:`)) ?? accounts[0] ?? ''
  return onChain.split(':')[2] ?? ''
}

function requestEntry(request: AnsweredRequest, number: number): WalletState['requests'][number] {
  const { outcome } = request
  if ('result' in outcome) {
    const result = typeof outcome.result === 'string' ? outcome.result : JSON.stringify(outcome.result ?? null)
    return { number, method: request.method, chainId: request.chainId, outcome: 'answered', detail: result }
  }
  const rejected = outcome.error.code === USER_REJECTED
  return { number, method: request.method, chainId: request.chainId, outcome: rejected ? 'rejected' : 'failed', detail: outcome.error.message }
}

export function snapshotOf(wallet: TestWallet, directory: WalletDirectory, version: number): WalletState {
  const offered = wallet.chainIds()
  const chainId = wallet.chainId()
  const requests = wallet.requests.map((request, index) => requestEntry(request, index + 1))
  return {
    version,
    address: wallet.address(),
    accountIndex: wallet.accountIndex(),
    chainId,
    requestMode: wallet.requestMode(),
    chains: directory.chains.filter((chain) => offered.includes(chain.chainId)).map(({ chainId: id, name }) => ({ chainId: id, name })),
    accounts: directory.accounts.map((account, index) => ({ index, address: account.address })),
    proposals: wallet.pendingProposals().map(({ id, params }) => ({
      id,
      dapp: { name: params.proposer.metadata.name, url: params.proposer.metadata.url },
      chains: requestedChains(params),
      methods: requestedMethods(params),
    })),
    sessions: wallet.sessions().map((session) => ({
      topic: session.topic,
      dapp: { name: session.peer.metadata.name, url: session.peer.metadata.url },
      account: accountOf(session, chainId),
      chainId,
    })),
    requests: requests.slice(-REQUEST_LOG_SIZE).reverse(),
  }
}
