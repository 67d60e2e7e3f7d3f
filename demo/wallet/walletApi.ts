/**
 * The wallet page's JSON API (/wallet/api/…) over the WalletKit test wallet (devnet/wcWallet), which
 * runs in the demo server's process on the devnet relay and chains. The wallet starts on the first
 * call, so a demo nobody pairs with never opens a relay socket for it.
 */
import type * as t from 'io-ts'
import type { Devnet } from '../../devnet'
import { badRequest, HttpProblem, notFound } from '../../devnet/http/problem'
import { json, type Reply } from '../../devnet/http/reply'
import type { RequestContext, Router } from '../../devnet/http/router'
import { createTestWallet, type TestWallet } from '../../devnet/wcWallet'
import { decode } from '../../kernel/codec/decode'
import { AccountBody, ChainBody, DisconnectBody, PairBody, ProposalBody, RequestModeBody } from './codecs'
import { pairingUriProblem } from './pairingUri'
import { snapshotOf } from './snapshot'

/** How long GET state?after=<version> holds the request open without a change. */
const LONG_POLL_MS = 25_000
/** How long pairing waits for the dapp's proposal, so the answer usually shows it. */
const PROPOSAL_WAIT_MS = 5_000

export type WalletApiDevnet = Pick<Devnet, 'urls' | 'chains' | 'accounts' | 'projectId'> & Partial<Pick<Devnet, 'solana' | 'bitcoin'>>

export interface WalletApi {
  /** Mounts GET /wallet/api/state and the POST actions. */
  readonly routes: (router: Router) => void
  /** Ends the wallet's sessions and closes its relay socket; pending long polls answer at once. */
  stop(): Promise<void>
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * Every change goes through here. The devnet router answers CORS to any origin, but this wallet
 * approves sessions, so only its own page (same origin, or a tool sending no Origin) may act on it.
 */
async function bodyOf<A>(context: RequestContext, codec: t.Decoder<unknown, A>): Promise<A> {
  const origin = context.headers.origin
  if (origin !== undefined && origin !== `http://${context.headers.host ?? ''}`)
    throw new HttpProblem(403, `The wallet answers only its own page, not ${origin}`)
  const result = decode(codec, await context.readJson())
  if (result.ok) return result.value
  const issues = result.error.issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
  throw badRequest(`Bad ${codec.name}: ${issues.join('; ')}`)
}

export function createWalletApi(devnet: WalletApiDevnet, options: { readonly pageUrl?: string } = {}): WalletApi {
  let wallet: Promise<TestWallet> | undefined
  let stopped = false
  let version = 0
  const waiters = new Set<() => void>()
  const release = () => {
    const waiting = [...waiters]
    waiters.clear()
    waiting.forEach((wake) => wake())
  }
  const changed = () => {
    version++
    release()
  }

  const started = (): Promise<TestWallet> => {
    if (stopped) throw new HttpProblem(503, 'The wallet page is shutting down')
    const relayUrl = devnet.urls.relay
    if (relayUrl === undefined) throw new HttpProblem(503, 'The devnet runs no WalletConnect relay, so the wallet cannot pair')
    wallet ??= createTestWallet({
      relayUrl,
      projectId: devnet.projectId,
      rpcUrls: Object.fromEntries(devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
      ...(devnet.solana ? { solana: { caipNetworkId: devnet.solana.caipNetworkId, rpcUrl: devnet.solana.rpcUrl } } : {}),
      ...(devnet.bitcoin
        ? { bitcoin: { caipNetworkId: devnet.bitcoin.caipNetworkId, esploraUrl: devnet.bitcoin.esploraUrl, accounts: devnet.bitcoin.accounts } }
        : {}),
      metadata: {
        name: 'Devnet WalletConnect Wallet',
        description: "The Airlock demo's WalletConnect wallet page",
        url: options.pageUrl ?? 'http://127.0.0.1',
        icons: [],
      },
    }).then(
      (created) => {
        created.onChange(changed)
        return created
      },
      (error: unknown) => {
        wallet = undefined
        throw new HttpProblem(503, `The wallet could not start: ${messageOf(error)}`)
      },
    )
    return wallet
  }

  const nextChange = (timeoutMs: number): Promise<void> =>
    new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        waiters.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, timeoutMs)
      waiters.add(wake)
    })

  /** Resolves once a proposal from this pairing waits, or after `timeoutMs`. */
  const proposalFrom = (target: TestWallet, pairingTopic: string, timeoutMs: number): Promise<void> =>
    new Promise((resolve) => {
      const arrived = () => target.pendingProposals().some((proposal) => proposal.params.pairingTopic === pairingTopic)
      const done = () => {
        clearTimeout(timer)
        unsubscribe()
        resolve()
      }
      const timer = setTimeout(done, timeoutMs)
      const unsubscribe = target.onChange(() => arrived() && done())
      if (arrived()) done()
    })

  const stateOf = (target: TestWallet): Reply => json(snapshotOf(target, devnet, version))

  const routes = (router: Router) =>
    router
      .get('/wallet/api/state', async (context) => {
        const after = context.query.get('after')
        if (after !== null && !/^\d+$/.test(after)) throw badRequest(`Query parameter "after" must be a version number, got "${after}"`)
        const target = await started()
        // Hold the request only while the page is up to date; any other version is answered at once.
        if (after !== null && Number(after) === version) await nextChange(LONG_POLL_MS)
        return stateOf(target)
      })
      .post('/wallet/api/pair', async (context) => {
        const { uri } = await bodyOf(context, PairBody)
        const problem = pairingUriProblem(uri, Date.now())
        if (problem !== undefined) throw badRequest(problem)
        const target = await started()
        const trimmed = uri.trim()
        const topic = trimmed.slice('wc:'.length, trimmed.indexOf('@'))
        const proposal = proposalFrom(target, topic, PROPOSAL_WAIT_MS)
        try {
          await target.pair(trimmed)
        } catch (error) {
          throw badRequest(`The wallet could not pair with this URI: ${messageOf(error)}`)
        }
        await proposal
        return stateOf(target)
      })
      .post('/wallet/api/approve', async (context) => {
        const { id } = await bodyOf(context, ProposalBody)
        const target = await started()
        if (!target.pendingProposals().some((proposal) => proposal.id === id))
          throw notFound(`No session proposal ${id} is waiting: it was answered or has expired`)
        await target.approve(id).catch((error: unknown) => {
          throw new HttpProblem(502, `Approving the session failed: ${messageOf(error)}`)
        })
        return stateOf(target)
      })
      .post('/wallet/api/reject', async (context) => {
        const { id } = await bodyOf(context, ProposalBody)
        const target = await started()
        if (!target.pendingProposals().some((proposal) => proposal.id === id))
          throw notFound(`No session proposal ${id} is waiting: it was answered or has expired`)
        await target.reject(id).catch((error: unknown) => {
          throw new HttpProblem(502, `Rejecting the session failed: ${messageOf(error)}`)
        })
        return stateOf(target)
      })
      .post('/wallet/api/chain', async (context) => {
        const { chainId } = await bodyOf(context, ChainBody)
        const target = await started()
        if (!target.chainIds().includes(chainId))
          throw badRequest(`Chain ${chainId} is not one of the wallet's chains (${target.chainIds().join(', ')})`)
        await target.switchChain(chainId)
        return stateOf(target)
      })
      .post('/wallet/api/account', async (context) => {
        const { index } = await bodyOf(context, AccountBody)
        if (index < 0 || index >= devnet.accounts.length)
          throw badRequest(`Account index must be between 0 and ${devnet.accounts.length - 1}, got ${index}`)
        const target = await started()
        await target.switchAccount(index)
        return stateOf(target)
      })
      .post('/wallet/api/requestMode', async (context) => {
        const { mode } = await bodyOf(context, RequestModeBody)
        const target = await started()
        target.setRequestMode(mode)
        return stateOf(target)
      })
      .post('/wallet/api/disconnect', async (context) => {
        const { topic } = await bodyOf(context, DisconnectBody)
        const target = await started()
        if (topic === undefined) await target.disconnect()
        else if (target.sessions().some((session) => session.topic === topic)) await target.disconnectSession(topic)
        else throw notFound(`No session with topic ${topic}`)
        return stateOf(target)
      })

  return {
    routes,
    stop: async () => {
      stopped = true
      release()
      const running = await wallet?.catch(() => undefined)
      await running?.stop()
    },
  }
}
