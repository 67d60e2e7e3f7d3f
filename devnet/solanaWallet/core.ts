import {
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  signTransaction,
  type KeyPairSigner,
  type Transaction,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { ApprovalDesk } from '../wallet/approval'
import { ProviderRpcError, walletErrorCodes } from '../wallet/errors'
import { DEVNET_SOLANA_WALLET_ICON } from './icon'
import type { DevnetSolanaWalletConfig, SolanaRequestLogEntry } from './types'

export const DEVNET_SOLANA_WALLET_NAME = 'Devnet Solana Wallet'

const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const
const STORAGE_KEY = 'devnet-solana-wallet'

type ChangeListener = (properties: { accounts?: ReadonlyArray<WalletAccount> }) => void

export interface DevnetSolanaWallet {
  /** The Wallet Standard wallet object to register. */
  readonly wallet: Wallet
  /** Every dev account address, in order. */
  readonly addresses: ReadonlyArray<string>
  selectedAccount(): string
  isConnected(): boolean
  /** The person picks another account in the wallet: the site hears a change event. */
  switchAccount(index: number): void
  /** The person revokes the site's permission in the wallet. */
  disconnect(): void
  log(): ReadonlyArray<SolanaRequestLogEntry>
  clearLog(): void
}

/**
 * A Wallet Standard wallet for the local Solana cluster, signing with real ed25519 keys (WebCrypto,
 * through @solana/kit): connect, disconnect, change events, signMessage, signTransaction and
 * signAndSendTransaction (sent to the cluster and confirmed over its PubSub). Every request that needs
 * consent goes through the approval desk (prompt, scripted, or manual), as the Devnet Wallet's do.
 */
export function createDevnetSolanaWallet(config: DevnetSolanaWalletConfig, desk: ApprovalDesk): DevnetSolanaWallet {
  const { cluster, storage } = config
  const chains = ['solana:localnet', cluster.caipNetworkId] as const
  const accounts = config.accounts.map(
    (account): WalletAccount =>
      Object.freeze({
        address: account.address,
        publicKey: new Uint8Array(getAddressEncoder().encode(address(account.address))),
        chains: [...chains] as `${string}:${string}`[],
        features: [...FEATURES],
        label: `Solana dev account ${config.accounts.indexOf(account)}`,
      }),
  )
  if (accounts.length === 0) throw new Error('The Devnet Solana Wallet needs at least one account')
  const signers = new Map<string, Promise<KeyPairSigner>>()
  const signerOf = (owner: string): Promise<KeyPairSigner> => {
    const secret = config.accounts.find((a) => a.address === owner)?.secretKey
    if (!secret) return Promise.reject(new ProviderRpcError(walletErrorCodes.unauthorized, `The wallet holds no key for ${owner}`))
    let signer = signers.get(owner)
    if (!signer) {
      const bytes = new Uint8Array(secret.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? [])
      signer = createKeyPairSignerFromPrivateKeyBytes(bytes)
      signers.set(owner, signer)
    }
    return signer
  }

  const saved = (() => {
    try {
      return JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') as { connected?: boolean; selected?: number }
    } catch {
      return {}
    }
  })()
  let connected = saved.connected === true
  let selected = Number.isInteger(saved.selected) && accounts[saved.selected ?? 0] ? (saved.selected as number) : 0
  const persist = () => storage?.setItem(STORAGE_KEY, JSON.stringify({ connected, selected }))
  const listeners = new Set<ChangeListener>()
  const visible = (): ReadonlyArray<WalletAccount> => (connected ? [accounts[selected] as WalletAccount] : [])
  const emitChange = () => {
    for (const listener of [...listeners]) listener({ accounts: visible() })
  }
  let entries: SolanaRequestLogEntry[] = []

  /** Runs a request, logging its outcome; consent first when `consent` describes it. */
  const handle = async <T>(method: string, consent: { summary: string; details: string } | undefined, run: () => Promise<T>): Promise<T> => {
    try {
      if (consent) await desk.ask({ method, params: undefined, ...consent })
      const result = await run()
      entries.push({ method, outcome: 'ok' })
      return result
    } catch (error) {
      const code = (error as { code?: unknown }).code
      entries.push({ method, outcome: 'error', ...(typeof code === 'number' ? { code } : {}) })
      throw error
    }
  }

  const ownAccount = (account: WalletAccount | undefined): string => {
    if (!connected || !account || account.address !== accounts[selected]?.address)
      throw new ProviderRpcError(walletErrorCodes.unauthorized, 'The site is not connected to this account')
    return account.address
  }

  const describe = (bytes: Uint8Array): string => {
    const message = getCompiledTransactionMessageDecoder().decode(getTransactionDecoder().decode(bytes).messageBytes)
    const count = 'instructions' in message ? message.instructions.length : 0
    return `Fee payer ${message.staticAccounts[0] ?? '?'}\n${count} instruction${count === 1 ? '' : 's'} on ${cluster.caipNetworkId}`
  }

  const signed = async (owner: string, bytes: Uint8Array): Promise<Transaction> => {
    const transaction = getTransactionDecoder().decode(bytes)
    return signTransaction([(await signerOf(owner)).keyPair], transaction)
  }

  const rpc = createSolanaRpc(cluster.rpcUrl)

  /** Sends to the cluster and waits for the signature notification (PubSub), as wallets do. */
  const sendAndConfirm = async (transaction: Transaction): Promise<Uint8Array> => {
    const signature = getSignatureFromTransaction(transaction)
    const subscriptions = createSolanaRpcSubscriptions(cluster.wsUrl)
    const abort = new AbortController()
    try {
      const notifications = await subscriptions.signatureNotifications(signature, { commitment: 'confirmed' }).subscribe({ abortSignal: abort.signal })
      // Listen before sending: a notification that arrives before the iterator is read is dropped.
      const first = notifications[Symbol.asyncIterator]().next()
      await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64', preflightCommitment: 'confirmed' }).send()
      const notification = await first
      if (notification.done) throw new ProviderRpcError(walletErrorCodes.internal, 'The cluster closed the subscription before the transaction confirmed')
      if (notification.value.value.err)
        throw new ProviderRpcError(walletErrorCodes.internal, `Transaction failed: ${JSON.stringify(notification.value.value.err)}`)
    } finally {
      abort.abort()
    }
    return new Uint8Array(getBase58Encoder().encode(signature))
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: DEVNET_SOLANA_WALLET_NAME,
    icon: DEVNET_SOLANA_WALLET_ICON,
    chains: [...chains] as `${string}:${string}`[],
    get accounts() {
      return visible()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: (input?: { silent?: boolean }) =>
          handle(
            'standard:connect',
            connected || input?.silent ? undefined : { summary: 'Connect to this site', details: `Account ${accounts[selected]?.address ?? ''}` },
            async () => {
              if (!connected && !input?.silent) {
                connected = true
                persist()
                emitChange()
              }
              return { accounts: visible() }
            },
          ),
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: () =>
          handle('standard:disconnect', undefined, async () => {
            connected = false
            persist()
          }),
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: ChangeListener) => {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: (...inputs: ReadonlyArray<{ account: WalletAccount; message: Uint8Array }>) =>
          handle('solana:signMessage', { summary: 'Sign a message', details: inputs.map((i) => new TextDecoder().decode(i.message)).join('\n---\n') }, () =>
            Promise.all(
              inputs.map(async ({ account, message }) => {
                const signer = await signerOf(ownAccount(account))
                return { signedMessage: message, signature: new Uint8Array(await signBytes(signer.keyPair.privateKey, message)) }
              }),
            ),
          ),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs: ReadonlyArray<{ account: WalletAccount; transaction: Uint8Array }>) =>
          handle('solana:signTransaction', { summary: 'Sign a transaction', details: inputs.map((i) => describe(i.transaction)).join('\n---\n') }, () =>
            Promise.all(
              inputs.map(async ({ account, transaction }) => ({
                signedTransaction: new Uint8Array(getTransactionEncoder().encode(await signed(ownAccount(account), transaction))),
              })),
            ),
          ),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs: ReadonlyArray<{ account: WalletAccount; transaction: Uint8Array; chain: string }>) =>
          handle(
            'solana:signAndSendTransaction',
            { summary: 'Approve a transaction', details: inputs.map((i) => describe(i.transaction)).join('\n---\n') },
            async () => {
              const results: Array<{ signature: Uint8Array }> = []
              for (const { account, transaction, chain } of inputs) {
                if (!chains.includes(chain as (typeof chains)[number]))
                  throw new ProviderRpcError(walletErrorCodes.unrecognizedChain, `The wallet does not know the chain ${chain}`)
                results.push({ signature: await sendAndConfirm(await signed(ownAccount(account), transaction)) })
              }
              return results
            },
          ),
      },
    },
  }

  return {
    wallet,
    addresses: accounts.map((a) => a.address),
    selectedAccount: () => accounts[selected]?.address ?? '',
    isConnected: () => connected,
    switchAccount(index) {
      if (!accounts[index]) throw new Error(`No Solana dev account #${index}`)
      selected = index
      persist()
      if (connected) emitChange()
    },
    disconnect() {
      connected = false
      persist()
      emitChange()
    },
    log: () => entries,
    clearLog: () => {
      entries = []
    },
  }
}

/** The base58 text of a signature the wallet answered (what explorers and the RPC show). */
export const signatureText = (signature: Uint8Array): string => getBase58Decoder().decode(signature)
