/**
 * A scriptable WalletConnect wallet for Node tests (and the devnet CLI): WalletKit on the devnet
 * relay, holding the devnet mnemonic's accounts. It pairs from a `wc:` URI, approves or rejects
 * proposals when told to, answers requests by itself, and emits chain/account changes.
 */
import { Core } from '@walletconnect/core'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { mnemonicToAccount } from 'viem/accounts'
import type { LocalAccount } from 'viem'
import { answerRequest, WalletRequestError } from './answerRequest'
import { keepCoreLocal } from './localOnly'
import { createMemoryStorage } from './memoryStorage'
import { approvedNamespaces, withAccount } from './namespaces'

/** hardhat's public development mnemonic (devnet/config.ts DEV_MNEMONIC). */
const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

export interface TestWalletOptions {
  /** ws:// URL of the devnet relay. */
  readonly relayUrl: string
  readonly projectId?: string
  /** JSON-RPC URL per chain id (the devnet chains); also the chains the wallet offers (default 31337, 31338). */
  readonly rpcUrls: Readonly<Record<number, string>>
  readonly mnemonic?: string
  readonly accountIndex?: number
  /** Chain the wallet starts on (default: the first of rpcUrls). */
  readonly chainId?: number
  readonly metadata?: WalletKitTypes.Metadata
  /** Answer requests as they come (default) or reject them as the user would. */
  readonly requestMode?: RequestMode
}

export type RequestMode = 'answer' | 'reject'

export interface AnsweredRequest {
  readonly method: string
  readonly params: unknown
  readonly chainId: string
  readonly outcome: { readonly result: unknown } | { readonly error: { code: number; message: string } }
}

export interface TestWallet {
  readonly address: () => string
  readonly chainId: () => number
  /** Requests seen so far, in order, with what the wallet answered. */
  readonly requests: ReadonlyArray<AnsweredRequest>
  pair(uri: string): Promise<void>
  /** Approves the next session proposal (one already waiting, or the next to arrive). */
  approveNext(timeoutMs?: number): Promise<SessionTypes.Struct>
  rejectNext(timeoutMs?: number): Promise<void>
  /** Moves every session to `chainId` and emits chainChanged. */
  switchChain(chainId: number): Promise<void>
  /** Uses the mnemonic's account `index`: updates every session's accounts and emits accountsChanged. */
  switchAccount(index: number): Promise<void>
  setRequestMode(mode: RequestMode): void
  sessions(): SessionTypes.Struct[]
  /** Ends every session from the wallet side (the dapp sees session_delete). */
  disconnect(): Promise<void>
  /** Disconnects and closes the relay socket. */
  stop(): Promise<void>
}

let instances = 0

function waitFor<T>(queue: T[], waiters: Array<(value: T) => void>, timeoutMs: number, what: string): Promise<T> {
  const ready = queue.shift()
  if (ready !== undefined) return Promise.resolve(ready)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const index = waiters.indexOf(take)
      if (index >= 0) waiters.splice(index, 1)
      reject(new Error(`No ${what} within ${timeoutMs} ms`))
    }, timeoutMs)
    const take = (value: T) => {
      clearTimeout(timer)
      resolve(value)
    }
    waiters.push(take)
  })
}

export async function createTestWallet(options: TestWalletOptions): Promise<TestWallet> {
  const mnemonic = options.mnemonic ?? DEVNET_MNEMONIC
  const chainIds = Object.keys(options.rpcUrls).map(Number)
  if (chainIds.length === 0) throw new Error('createTestWallet needs at least one chain in rpcUrls')
  let account: LocalAccount = mnemonicToAccount(mnemonic, { addressIndex: options.accountIndex ?? 0 })
  let chainId = options.chainId ?? chainIds[0]!
  let requestMode: RequestMode = options.requestMode ?? 'answer'
  const requests: AnsweredRequest[] = []

  const core = new Core({
    projectId: options.projectId ?? 'devnet',
    relayUrl: options.relayUrl,
    // Each wallet its own core: the SDK shares one core per prefix across the whole process.
    customStoragePrefix: `airlock-test-wallet-${++instances}-${process.pid}-${Date.now()}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  keepCoreLocal(core)
  const kit = await WalletKit.init({
    core,
    metadata: options.metadata ?? {
      name: 'Airlock Test Wallet',
      description: 'Scriptable WalletConnect wallet on the Airlock devnet',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })

  const proposals: WalletKitTypes.SessionProposal[] = []
  const proposalWaiters: Array<(proposal: WalletKitTypes.SessionProposal) => void> = []
  kit.on('session_proposal', (proposal) => {
    const waiter = proposalWaiters.shift()
    if (waiter === undefined) proposals.push(proposal)
    else waiter(proposal)
  })

  const activeSessions = (): SessionTypes.Struct[] => Object.values(kit.getActiveSessions())

  const switchChain = async (target: number): Promise<void> => {
    if (!chainIds.includes(target)) throw new WalletRequestError(4902, `Unrecognized chain ${target}`)
    chainId = target
    for (const session of activeSessions()) {
      await kit.emitSessionEvent({
        topic: session.topic,
        event: { name: 'chainChanged', data: target },
        chainId: `eip155:${target}`,
      })
    }
  }

  kit.on('session_request', (event) => {
    const { topic, id, params } = event
    const { method, params: requestParams } = params.request
    const respond = (outcome: AnsweredRequest['outcome']) => {
      requests.push({ method, params: requestParams, chainId: params.chainId, outcome })
      const response = 'result' in outcome ? { id, jsonrpc: '2.0', result: outcome.result } : { id, jsonrpc: '2.0', error: outcome.error }
      return kit.respondSessionRequest({ topic, response }).catch(() => undefined)
    }
    if (requestMode === 'reject') {
      void respond({ error: { code: 4001, message: 'User rejected the request.' } })
      return
    }
    answerRequest({ account, chainId: params.chainId, rpcUrls: options.rpcUrls, switchChain }, method, requestParams).then(
      (result) => respond({ result }),
      (error: unknown) =>
        respond({
          error: {
            code: error instanceof WalletRequestError ? error.code : -32603,
            message: error instanceof Error ? error.message : String(error),
          },
        }),
    )
  })

  const disconnect = async (): Promise<void> => {
    for (const session of activeSessions()) {
      await kit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    }
  }

  return {
    address: () => account.address,
    chainId: () => chainId,
    requests,
    pair: async (uri) => {
      await kit.pair({ uri })
    },
    approveNext: async (timeoutMs = 10_000) => {
      const proposal = await waitFor(proposals, proposalWaiters, timeoutMs, 'session proposal')
      return kit.approveSession({ id: proposal.id, namespaces: approvedNamespaces(proposal.params, chainIds, account.address) })
    },
    rejectNext: async (timeoutMs = 10_000) => {
      const proposal = await waitFor(proposals, proposalWaiters, timeoutMs, 'session proposal')
      await kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    },
    switchChain,
    switchAccount: async (index) => {
      account = mnemonicToAccount(mnemonic, { addressIndex: index })
      for (const session of activeSessions()) {
        const { acknowledged } = await kit.updateSession({ topic: session.topic, namespaces: withAccount(session.namespaces, account.address) })
        await acknowledged()
        await kit.emitSessionEvent({
          topic: session.topic,
          event: { name: 'accountsChanged', data: [`eip155:${chainId}:${account.address}`] },
          chainId: `eip155:${chainId}`,
        })
      }
    },
    setRequestMode: (mode) => {
      requestMode = mode
    },
    sessions: activeSessions,
    disconnect,
    stop: async () => {
      await disconnect().catch(() => undefined)
      await core.relayer.transportClose().catch(() => undefined)
      core.heartbeat.stop()
    },
  }
}
