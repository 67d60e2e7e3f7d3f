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
import { devAccountKeys, type SolanaDevKey } from '../solana/keys'
import { SOLANA_DEV_ACCOUNT_COUNT } from '../solana/config'
import { createProposalQueue } from './proposalQueue'
import { accountAddresses, type BitcoinAccountKeys } from './bitcoinRequest'
import { ACCOUNT_ADDRESSES_PROPERTY } from '../../adapters/walletconnect/bitcoinAccounts'

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
  /**
   * A Solana cluster the wallet also offers (the devnet's local one): a proposal asking for it gets
   * the solana namespace too, with the dev key of the same account index.
   */
  readonly solana?: {
    readonly caipNetworkId: string
    readonly rpcUrl: string
    /** The devnet's dev keys by default. */
    readonly keys?: ReadonlyArray<SolanaDevKey>
  }
  /**
   * A Bitcoin ledger the wallet also offers (the devnet's): a proposal asking for it gets the bip122
   * namespace, the payment address of the same account index as its account.
   */
  readonly bitcoin?: {
    readonly caipNetworkId: string
    /** Esplora REST base of the ledger. */
    readonly esploraUrl: string
    /** The ledger's dev accounts (payment and ordinals keys), by account index. */
    readonly accounts: ReadonlyArray<BitcoinAccountKeys>
  }
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
  /** The Solana address in use, when the wallet offers a cluster. */
  readonly solanaAddress: () => string | undefined
  /** The Bitcoin payment address in use, when the wallet offers a ledger. */
  readonly bitcoinAddress: () => string | undefined
  readonly chainId: () => number
  /** The mnemonic account index in use. */
  readonly accountIndex: () => number
  /** The chains the wallet offers (the keys of rpcUrls). */
  readonly chainIds: () => ReadonlyArray<number>
  readonly requestMode: () => RequestMode
  /** Requests seen so far, in order, with what the wallet answered. */
  readonly requests: ReadonlyArray<AnsweredRequest>
  pair(uri: string): Promise<void>
  /** Approves the next session proposal (one already waiting, or the next to arrive). */
  approveNext(timeoutMs?: number): Promise<SessionTypes.Struct>
  rejectNext(timeoutMs?: number): Promise<void>
  /** Proposals received and not answered yet, oldest first (what approveNext would take). */
  pendingProposals(): ReadonlyArray<WalletKitTypes.SessionProposal>
  /** Approves the waiting proposal with this id (a person picking it from a list). */
  approve(proposalId: number): Promise<SessionTypes.Struct>
  reject(proposalId: number): Promise<void>
  /** Moves every session to `chainId` and emits chainChanged. */
  switchChain(chainId: number): Promise<void>
  /** Uses the mnemonic's account `index`: updates every session's accounts and emits accountsChanged. */
  switchAccount(index: number): Promise<void>
  /**
   * Holds every session's eip155 namespace to these chains (a session_update): the wallet approving
   * a network later, or withdrawing one. The chains must be among those the wallet offers.
   */
  setSessionChains(chainIds: ReadonlyArray<number>): Promise<void>
  setRequestMode(mode: RequestMode): void
  /** While on, requests to answer wait unanswered (a person still reading them) until `releaseHeld()`. */
  hold(on: boolean): void
  /** Requests held and not answered yet. */
  heldCount(): number
  /** Answers every held request. */
  releaseHeld(): void
  sessions(): SessionTypes.Struct[]
  /** Ends every session from the wallet side (the dapp sees session_delete). */
  disconnect(): Promise<void>
  /** Ends one session from the wallet side. */
  disconnectSession(topic: string): Promise<void>
  /**
   * Calls `listener` after anything the getters show changes: a proposal arrives, is answered or
   * expires, a session starts or ends, a request is answered, chain, account or request mode change.
   */
  onChange(listener: () => void): () => void
  /** Disconnects and closes the relay socket. */
  stop(): Promise<void>
}

let instances = 0

export async function createTestWallet(options: TestWalletOptions): Promise<TestWallet> {
  const mnemonic = options.mnemonic ?? DEVNET_MNEMONIC
  const chainIds = Object.keys(options.rpcUrls).map(Number)
  if (chainIds.length === 0) throw new Error('createTestWallet needs at least one chain in rpcUrls')
  let accountIndex = options.accountIndex ?? 0
  let account: LocalAccount = mnemonicToAccount(mnemonic, { addressIndex: accountIndex })
  let chainId = options.chainId ?? chainIds[0]!
  let requestMode: RequestMode = options.requestMode ?? 'answer'
  const solanaKeys = options.solana ? (options.solana.keys ?? devAccountKeys(SOLANA_DEV_ACCOUNT_COUNT)) : []
  const solanaKey = (): SolanaDevKey | undefined => solanaKeys[accountIndex]
  const bitcoinKeys = (): BitcoinAccountKeys | undefined => options.bitcoin?.accounts[accountIndex]
  /** The address the wallet holds in a namespace. */
  const addressIn = (namespace: string): string | undefined =>
    namespace === 'eip155' ? account.address : namespace === 'solana' ? solanaKey()?.address : namespace === 'bip122' ? bitcoinKeys()?.payment.address : undefined
  const requests: AnsweredRequest[] = []
  const held: Array<() => Promise<unknown>> = []
  let holding = false
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((listener) => listener())

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

  const proposals = createProposalQueue<WalletKitTypes.SessionProposal>()
  kit.on('session_proposal', (proposal) => {
    proposals.push(proposal)
    changed()
  })
  kit.on('proposal_expire', ({ id }) => {
    if (proposals.remove(id)) changed()
  })
  kit.on('session_delete', changed)

  const activeSessions = (): SessionTypes.Struct[] => Object.values(kit.getActiveSessions())

  const switchChain = async (target: number): Promise<void> => {
    if (!chainIds.includes(target)) throw new WalletRequestError(4902, `Unrecognized chain ${target}`)
    chainId = target
    changed()
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
      changed()
      const response = 'result' in outcome ? { id, jsonrpc: '2.0', result: outcome.result } : { id, jsonrpc: '2.0', error: outcome.error }
      return kit.respondSessionRequest({ topic, response }).catch(() => undefined)
    }
    if (requestMode === 'reject') {
      void respond({ error: { code: 4001, message: 'User rejected the request.' } })
      return
    }
    const key = solanaKey()
    const solana = key && options.solana ? { solana: { key, rpcUrl: options.solana.rpcUrl } } : {}
    const keys = bitcoinKeys()
    const bitcoin = keys && options.bitcoin ? { bitcoin: { keys, esploraUrl: options.bitcoin.esploraUrl } } : {}
    const answer = () =>
      answerRequest({ account, chainId: params.chainId, rpcUrls: options.rpcUrls, switchChain, ...solana, ...bitcoin }, method, requestParams).then(
        (result) => respond({ result }),
        (error: unknown) =>
          respond({
            error: {
              code: error instanceof WalletRequestError ? error.code : -32603,
              message: error instanceof Error ? error.message : String(error),
            },
          }),
      )
    if (holding) {
      held.push(answer)
      changed()
      return
    }
    void answer()
  })

  const disconnectSession = async (topic: string): Promise<void> => {
    try {
      await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    } finally {
      changed()
    }
  }
  const disconnect = async (): Promise<void> => {
    for (const session of activeSessions()) await disconnectSession(session.topic)
  }
  const approve = async (proposal: WalletKitTypes.SessionProposal): Promise<SessionTypes.Struct> => {
    try {
      const key = solanaKey()
      const btc = bitcoinKeys()
      const offered = {
        eip155: { chains: chainIds.map((id) => `eip155:${id}`), address: account.address },
        ...(options.solana && key ? { solana: { chains: [options.solana.caipNetworkId], address: key.address } } : {}),
        ...(options.bitcoin && btc ? { bip122: { chains: [options.bitcoin.caipNetworkId], address: btc.payment.address } } : {}),
      }
      const namespaces = approvedNamespaces(proposal.params, offered)
      // The ordinals address rides along in the session, so a dapp restoring it knows both addresses offline.
      const sessionProperties = namespaces.bip122 && btc ? { [ACCOUNT_ADDRESSES_PROPERTY]: JSON.stringify(accountAddresses(btc)) } : undefined
      return await kit.approveSession({ id: proposal.id, namespaces, ...(sessionProperties ? { sessionProperties } : {}) })
    } finally {
      changed()
    }
  }
  const reject = async (proposal: WalletKitTypes.SessionProposal): Promise<void> => {
    try {
      await kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    } finally {
      changed()
    }
  }
  const pending = (id: number): WalletKitTypes.SessionProposal => {
    const proposal = proposals.remove(id)
    if (proposal === undefined) throw new Error(`No pending session proposal ${id}`)
    return proposal
  }

  return {
    address: () => account.address,
    solanaAddress: () => solanaKey()?.address,
    bitcoinAddress: () => bitcoinKeys()?.payment.address,
    chainId: () => chainId,
    accountIndex: () => accountIndex,
    chainIds: () => chainIds,
    requestMode: () => requestMode,
    requests,
    pair: async (uri) => {
      await kit.pair({ uri })
    },
    approveNext: async (timeoutMs = 10_000) => approve(await proposals.take(timeoutMs)),
    rejectNext: async (timeoutMs = 10_000) => reject(await proposals.take(timeoutMs)),
    pendingProposals: () => proposals.list(),
    approve: async (id) => approve(pending(id)),
    reject: async (id) => reject(pending(id)),
    switchChain,
    switchAccount: async (index) => {
      account = mnemonicToAccount(mnemonic, { addressIndex: index })
      accountIndex = index
      changed()
      for (const session of activeSessions()) {
        const { acknowledged } = await kit.updateSession({ topic: session.topic, namespaces: withAccount(session.namespaces, addressIn) })
        await acknowledged()
        await kit.emitSessionEvent({
          topic: session.topic,
          event: { name: 'accountsChanged', data: [`eip155:${chainId}:${account.address}`] },
          chainId: `eip155:${chainId}`,
        })
        const key = solanaKey()
        if (options.solana && key && session.namespaces.solana) {
          await kit.emitSessionEvent({
            topic: session.topic,
            event: { name: 'accountsChanged', data: [`${options.solana.caipNetworkId}:${key.address}`] },
            chainId: options.solana.caipNetworkId,
          })
        }
        const btc = bitcoinKeys()
        if (options.bitcoin && btc && session.namespaces.bip122) {
          await kit.emitSessionEvent({
            topic: session.topic,
            event: { name: 'accountsChanged', data: [`${options.bitcoin.caipNetworkId}:${btc.payment.address}`] },
            chainId: options.bitcoin.caipNetworkId,
          })
        }
      }
    },
    setSessionChains: async (ids) => {
      const unknown = ids.filter((id) => !chainIds.includes(id))
      if (unknown.length > 0) throw new Error(`The wallet does not offer chain ${unknown.join(', ')}`)
      for (const session of activeSessions()) {
        const eip155 = session.namespaces.eip155
        if (!eip155) continue
        const chains = ids.map((id) => `eip155:${id}`)
        const namespaces = { ...session.namespaces, eip155: { ...eip155, chains, accounts: chains.map((chain) => `${chain}:${account.address}`) } }
        const { acknowledged } = await kit.updateSession({ topic: session.topic, namespaces })
        await acknowledged()
      }
      changed()
    },
    hold: (on) => {
      holding = on
    },
    heldCount: () => held.length,
    releaseHeld: () => {
      for (const answer of held.splice(0)) void answer()
    },
    setRequestMode: (mode) => {
      requestMode = mode
      changed()
    },
    sessions: activeSessions,
    disconnect,
    disconnectSession,
    onChange: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop: async () => {
      await disconnect().catch(() => undefined)
      listeners.clear()
      await core.relayer.transportClose().catch(() => undefined)
      core.heartbeat.stop()
    },
  }
}
