import {
  createWalletClient,
  defineChain,
  formatUnits,
  getAddress,
  hexToBigInt,
  http,
  isAddress,
  isHex,
  numberToHex,
  type Address,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { ApprovalDesk } from './approval'
import { createCallsHandlers } from './calls'
import { createEmitter, type Listener } from './emitter'
import { ProviderRpcError, invalidParams, walletErrorCodes } from './errors'
import { createRpcCaller, type FetchFn } from './rpc'
import { createSessionsHandlers } from './sessions'
import type { DevnetWalletConfig, RequestArguments, RequestLogEntry, WalletChain } from './types'

/** Signing methods a real wallet refuses today; the devnet wallet does too. */
const REFUSED = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v1', 'eth_signTypedData_v3'])

const STORAGE_KEY = 'airlock-devnet-wallet'

interface Saved {
  readonly connected: boolean
  readonly account: number
  readonly chainId: number
  readonly added: ReadonlyArray<WalletChain>
  /** Chains of the configuration the person removed (older saves lack it). */
  readonly removed?: ReadonlyArray<number>
}

/** EIP-1193: request plus the event methods wallets conventionally offer. */
export interface DevnetProvider {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): DevnetProvider
  once(event: string, listener: Listener): DevnetProvider
  removeListener(event: string, listener: Listener): DevnetProvider
  off(event: string, listener: Listener): DevnetProvider
  removeAllListeners(event?: string): DevnetProvider
  listenerCount(event: string): number
  readonly isDevnetWallet: true
}

export interface DevnetWalletCore {
  readonly provider: DevnetProvider
  readonly accounts: ReadonlyArray<Address>
  selectedAccount(): Address
  chainId(): number
  chains(): ReadonlyArray<WalletChain>
  isConnected(): boolean
  /** Wallet-side account switch (the person picks another account): accountsChanged when connected. */
  switchAccount(which: number | string): void
  /** Wallet-side network switch: chainChanged. */
  switchChain(chainId: number): void
  /**
   * The person removes a network in the wallet's settings: until a site adds it again
   * (wallet_addEthereumChain), switching to it fails with 4902. The selected chain cannot be removed.
   */
  removeChain(chainId: number): void
  /** The next `times` wallet_addEthereumChain requests fail with this error. */
  failAddChain(times?: number, error?: { code: number; message: string }): void
  /** Forget the site's permission: accountsChanged([]). */
  disconnect(): void
  log(): ReadonlyArray<RequestLogEntry>
  clearLog(): void
}

const arrayParams = (params: unknown): unknown[] => (Array.isArray(params) ? params : params === undefined ? [] : [params])

function parseChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,15}$/.test(value)) {
    throw invalidParams(`chainId must be a 0x-prefixed hex string, got ${JSON.stringify(value)}`)
  }
  return Number(hexToBigInt(value as Hex))
}

const optionalBigInt = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`${field} must be a hex quantity`)
  return hexToBigInt(value)
}

function describeTransaction(tx: Record<string, unknown>, currency: { symbol: string; decimals: number }): string {
  const lines = [`to: ${String(tx.to ?? '(new contract)')}`]
  const value = typeof tx.value === 'string' && isHex(tx.value) ? hexToBigInt(tx.value) : 0n
  if (value > 0n) lines.push(`value: ${formatUnits(value, currency.decimals)} ${currency.symbol}`)
  const data = tx.data ?? tx.input
  if (typeof data === 'string' && data !== '0x') lines.push(`data: ${data.length > 74 ? `${data.slice(0, 74)}…` : data}`)
  return lines.join('\n')
}

function messageText(message: Hex | string): string {
  if (!isHex(message)) return message
  try {
    const bytes = new Uint8Array((message.slice(2).match(/../g) ?? []).map((byte) => parseInt(byte, 16)))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return message
  }
}

/**
 * The Devnet Wallet: an EIP-1193 provider signing with dev accounts (viem local accounts) and
 * sending to the devnet chains' RPC. Consent comes from the approval desk (dialog or script).
 */
export function createDevnetWalletCore(config: DevnetWalletConfig, desk: ApprovalDesk): DevnetWalletCore {
  if (config.chains.length === 0) throw new Error('Devnet Wallet needs at least one chain')
  if (config.privateKeys.length === 0) throw new Error('Devnet Wallet needs at least one private key')
  const fetchFn: FetchFn = config.fetch ?? ((input, init) => fetch(input, init))
  const rpc = createRpcCaller(fetchFn)
  const signers: ReadonlyArray<PrivateKeyAccount> = config.privateKeys.map((key) => privateKeyToAccount(key))
  const addresses = signers.map((signer) => signer.address)
  const emitter = createEmitter()
  const log: RequestLogEntry[] = []
  let addChainFailures: { times: number; error: { code: number; message: string } } | undefined

  const saved = ((): Saved | undefined => {
    try {
      const text = config.storage?.getItem(STORAGE_KEY)
      return text ? (JSON.parse(text) as Saved) : undefined
    } catch {
      return undefined
    }
  })()
  let chains: WalletChain[] = [
    ...config.chains.filter((c) => !(saved?.removed ?? []).includes(c.chainId)),
    ...(saved?.added ?? []).filter((c) => !config.chains.some((k) => k.chainId === c.chainId)),
  ]
  let connected = saved?.connected === true
  let account = saved && saved.account >= 0 && saved.account < signers.length ? saved.account : 0
  let chainId =
    saved && chains.some((c) => c.chainId === saved.chainId) ? saved.chainId : (config.chainId ?? chains[0]?.chainId ?? 0)

  const save = () => {
    const added = chains.filter((c) => !config.chains.some((k) => k.chainId === c.chainId))
    const removed = config.chains.filter((k) => !chains.some((c) => c.chainId === k.chainId)).map((k) => k.chainId)
    try {
      config.storage?.setItem(STORAGE_KEY, JSON.stringify({ connected, account, chainId, added, removed } satisfies Saved))
    } catch {
      // Storage full or blocked: the wallet still works for this page.
    }
  }

  const chain = (): WalletChain => {
    const found = chains.find((c) => c.chainId === chainId)
    if (!found) throw new ProviderRpcError(walletErrorCodes.disconnected, `Devnet Wallet has no chain ${chainId}`)
    return found
  }
  const hexChainId = () => numberToHex(chainId)
  const signer = () => signers[account] as PrivateKeyAccount
  const selected = () => addresses[account] as Address
  const currency = () => chain().nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }

  const setChain = (next: number) => {
    if (next === chainId) return
    chainId = next
    save()
    emitter.emit('chainChanged', hexChainId())
  }

  /** A client sending from `account` on the current chain, through the wallet's fetch. */
  const walletClient = (account: PrivateKeyAccount) => {
    const current = chain()
    return createWalletClient({
      account,
      chain: defineChain({
        id: current.chainId,
        name: current.name,
        nativeCurrency: currency(),
        rpcUrls: { default: { http: [current.rpcUrl] } },
      }),
      transport: http(current.rpcUrl, { fetchFn: (input, init) => fetchFn(String(input), init ?? {}), retryCount: 0 }),
    })
  }

  /** The request must come from the connected, selected account (EIP-1193 4100 otherwise). */
  const requireSigner = (address: unknown): PrivateKeyAccount => {
    if (!connected) throw new ProviderRpcError(walletErrorCodes.unauthorized, 'Devnet Wallet is not connected to this site')
    if (typeof address !== 'string' || !isAddress(address)) throw invalidParams(`expected an address, got ${JSON.stringify(address)}`)
    if (getAddress(address) !== selected()) {
      throw new ProviderRpcError(walletErrorCodes.unauthorized, `Account ${address} is not the selected Devnet Wallet account`)
    }
    return signer()
  }

  const connect = async (): Promise<Address[]> => {
    if (!connected) {
      await desk.ask({ method: 'eth_requestAccounts', params: [], summary: 'Connect your Devnet Wallet account', details: selected() })
      connected = true
      save()
      emitter.emit('accountsChanged', [selected()])
      emitter.emit('connect', { chainId: hexChainId() })
    }
    return [selected()]
  }

  const callsContext = {
    desk,
    rpc,
    chain,
    chains: () => chains,
    accounts: addresses,
    selected,
    isConnected: () => connected,
    requireSigner,
    walletClient,
    currency,
  }
  const calls = createCallsHandlers(callsContext)
  const sessions = createSessionsHandlers(callsContext)

  async function sendTransaction(params: unknown[]): Promise<Hex> {
    const tx = params[0]
    if (typeof tx !== 'object' || tx === null) throw invalidParams('expected a transaction object')
    const fields = tx as Record<string, unknown>
    const from = requireSigner(fields.from ?? selected())
    const to = fields.to
    if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to))) throw invalidParams('"to" must be an address')
    const data = fields.data ?? fields.input
    if (data !== undefined && (typeof data !== 'string' || !isHex(data))) throw invalidParams('"data" must be hex')
    const current = chain()
    await desk.ask({
      method: 'eth_sendTransaction',
      params,
      summary: `Send a transaction on ${current.name}`,
      details: describeTransaction(fields, currency()),
    })
    const client = walletClient(from)
    const value = optionalBigInt(fields.value, 'value')
    const gas = optionalBigInt(fields.gas, 'gas')
    const maxFeePerGas = optionalBigInt(fields.maxFeePerGas, 'maxFeePerGas')
    const maxPriorityFeePerGas = optionalBigInt(fields.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
    try {
      return await client.sendTransaction({
        to: (to as Address | undefined) ?? null,
        ...(value !== undefined ? { value } : {}),
        ...(data !== undefined ? { data: data as Hex } : {}),
        ...(gas !== undefined ? { gas } : {}),
        ...(maxFeePerGas !== undefined ? { maxFeePerGas } : {}),
        ...(maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas } : {}),
      })
    } catch (error) {
      const cause = error as { shortMessage?: string; message?: string; details?: string }
      throw new ProviderRpcError(walletErrorCodes.internal, cause.shortMessage ?? cause.message ?? 'Transaction failed', cause.details)
    }
  }

  async function signTypedData(params: unknown[]): Promise<Hex> {
    const from = requireSigner(params[0])
    const raw = params[1]
    let typed: unknown
    try {
      typed = typeof raw === 'string' ? JSON.parse(raw) : raw
    } catch {
      throw invalidParams('typed data is not valid JSON')
    }
    if (typeof typed !== 'object' || typed === null || !('types' in typed) || !('primaryType' in typed) || !('message' in typed)) {
      throw invalidParams('typed data needs types, primaryType, domain and message')
    }
    await desk.ask({
      method: 'eth_signTypedData_v4',
      params,
      summary: `Sign ${String((typed as { primaryType: unknown }).primaryType)} data`,
      details: JSON.stringify((typed as { message: unknown }).message, null, 2),
    })
    try {
      // The page's JSON is checked by viem while hashing; its static type cannot be known here.
      return await from.signTypedData(typed as TypedDataDefinition)
    } catch (error) {
      throw invalidParams(error instanceof Error ? error.message : String(error))
    }
  }

  async function addChain(params: unknown[]): Promise<null> {
    const entry = params[0]
    if (typeof entry !== 'object' || entry === null) throw invalidParams('expected an AddEthereumChainParameter object')
    const fields = entry as Record<string, unknown>
    const id = parseChainId(fields.chainId)
    if (addChainFailures && addChainFailures.times > 0) {
      addChainFailures.times -= 1
      throw new ProviderRpcError(addChainFailures.error.code, addChainFailures.error.message)
    }
    const rpcUrls = fields.rpcUrls
    const known = chains.find((c) => c.chainId === id)
    if (!known && (!Array.isArray(rpcUrls) || typeof rpcUrls[0] !== 'string')) throw invalidParams('rpcUrls must list at least one URL')
    const name = typeof fields.chainName === 'string' && fields.chainName ? fields.chainName : `Chain ${id}`
    await desk.ask({
      method: 'wallet_addEthereumChain',
      params,
      summary: known ? `Switch to ${known.name}` : `Add ${name} and switch to it`,
      details: known ? '' : `chain id ${id}\nRPC ${String((rpcUrls as unknown[])[0])}`,
    })
    if (!known) {
      const currency = fields.nativeCurrency as WalletChain['nativeCurrency'] | undefined
      const explorers = fields.blockExplorerUrls
      chains = [
        ...chains,
        {
          chainId: id,
          name,
          rpcUrl: String((rpcUrls as unknown[])[0]),
          ...(currency && typeof currency.symbol === 'string' ? { nativeCurrency: currency } : {}),
          ...(Array.isArray(explorers) && typeof explorers[0] === 'string' ? { blockExplorerUrl: explorers[0] } : {}),
        },
      ]
      save()
    }
    setChain(id)
    return null
  }

  async function handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return hexChainId()
      case 'net_version':
        return String(chainId)
      case 'eth_accounts':
        return connected ? [selected()] : []
      case 'eth_requestAccounts':
        return connect()
      case 'wallet_requestPermissions':
        await connect()
        return [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [selected()] }] }]
      case 'wallet_getPermissions':
        return connected ? [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [selected()] }] }] : []
      case 'wallet_revokePermissions':
        // ERC-7715 revokes a session; EIP-2255 ({ eth_accounts: {} }) forgets the site.
        if (sessions.isSessionRevoke(params)) return sessions.revokePermissions(params)
        core.disconnect()
        return null
      case 'wallet_grantPermissions':
        return sessions.grantPermissions(params)
      case 'personal_sign': {
        const [message, address] = params
        if (typeof message !== 'string') throw invalidParams('message must be a string')
        const from = requireSigner(address)
        await desk.ask({ method, params, summary: 'Sign a message', details: messageText(message) })
        return from.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4':
        return signTypedData(params)
      case 'eth_sendTransaction':
        return sendTransaction(params)
      case 'wallet_switchEthereumChain': {
        const id = parseChainId((params[0] as { chainId?: unknown } | undefined)?.chainId)
        const target = chains.find((c) => c.chainId === id)
        if (!target) {
          throw new ProviderRpcError(
            walletErrorCodes.unrecognizedChain,
            `Unrecognized chain ID ${numberToHex(id)}. Try adding the chain using wallet_addEthereumChain first.`,
          )
        }
        if (id !== chainId) {
          await desk.ask({ method, params, summary: `Switch to ${target.name}`, details: `chain id ${id}` })
          setChain(id)
        }
        return null
      }
      case 'wallet_addEthereumChain':
        return addChain(params)
      case 'wallet_getCapabilities':
        return calls.getCapabilities(params)
      case 'wallet_sendCalls':
        return calls.sendCalls(params)
      case 'wallet_getCallsStatus':
        return calls.getCallsStatus(params)
      default:
        if (REFUSED.has(method) || !/^(eth|net|web3)_/.test(method)) {
          throw new ProviderRpcError(walletErrorCodes.unsupportedMethod, `Devnet Wallet does not support ${method}`)
        }
        return rpc(chain().rpcUrl, method, params)
    }
  }

  const provider: DevnetProvider = {
    isDevnetWallet: true,
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw invalidParams('request expects { method, params }')
      }
      const params = arrayParams(args.params)
      try {
        const result = await handle(args.method, params)
        log.push({ method: args.method, params: args.params, outcome: 'ok' })
        return result
      } catch (error) {
        const failure =
          error instanceof ProviderRpcError
            ? error
            : new ProviderRpcError(walletErrorCodes.internal, error instanceof Error ? error.message : String(error))
        log.push({ method: args.method, params: args.params, outcome: 'error', code: failure.code })
        throw failure
      }
    },
    on: (event, listener) => (emitter.on(event, listener), provider),
    once: (event, listener) => (emitter.once(event, listener), provider),
    removeListener: (event, listener) => (emitter.removeListener(event, listener), provider),
    off: (event, listener) => (emitter.removeListener(event, listener), provider),
    removeAllListeners: (event) => (emitter.removeAllListeners(event), provider),
    listenerCount: (event) => emitter.listenerCount(event),
  }

  const core: DevnetWalletCore = {
    provider,
    accounts: addresses,
    selectedAccount: selected,
    chainId: () => chainId,
    chains: () => chains,
    isConnected: () => connected,
    switchAccount(which) {
      const index =
        typeof which === 'number' ? which : addresses.findIndex((a) => a.toLowerCase() === String(which).toLowerCase())
      if (index < 0 || index >= addresses.length) throw new Error(`Devnet Wallet has no account ${String(which)}`)
      if (index === account) return
      account = index
      save()
      if (connected) emitter.emit('accountsChanged', [selected()])
    },
    switchChain(id) {
      if (!chains.some((c) => c.chainId === id)) throw new Error(`Devnet Wallet has no chain ${id}`)
      setChain(id)
    },
    removeChain(id) {
      if (id === chainId) throw new Error(`Devnet Wallet cannot remove chain ${id}: it is the selected one`)
      if (!chains.some((c) => c.chainId === id)) throw new Error(`Devnet Wallet has no chain ${id}`)
      chains = chains.filter((c) => c.chainId !== id)
      save()
    },
    failAddChain(times = 1, error = { code: walletErrorCodes.internal, message: 'Devnet Wallet could not add the chain' }) {
      addChainFailures = { times, error }
    },
    disconnect() {
      if (!connected) return
      connected = false
      save()
      emitter.emit('accountsChanged', [])
    },
    log: () => [...log],
    clearLog: () => {
      log.length = 0
    },
  }
  return core
}
