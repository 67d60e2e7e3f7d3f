import { createPublicKey, verify } from 'node:crypto'
import { asyncScheduler, firstValueFrom, take, toArray } from 'rxjs'
import { address, getBase58Encoder } from '@solana/kit'
import type { Wallet } from '@wallet-standard/base'
import type { Wallets } from '@wallet-standard/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaAdapter } from '../../adapters/solana'
import type { Adapter, AdapterEvent } from '../../kernel/ports/adapter'
import type { AdapterHost } from '../../kernel/ports/adapterHost'
import { createRecordingLogger } from '../../kernel/ports/logger'
import { createMemoryStorage } from '../../kernel/ports/storage'
import { defineNetwork } from '../../kernel/networks'
import type { Network } from '../../kernel/codec/network'
import { startSolanaCluster, type RunningSolanaCluster } from '../../devnet/solana/startSolana'
import { SOLANA_CAIP_NETWORK_ID, SOLANA_CLUSTER_ID } from '../../devnet/solana/config'
import { createDevnetSolanaWallet, type DevnetSolanaWallet } from '../../devnet/solanaWallet/core'
import { createApprovalDesk, type ApprovalDesk } from '../../devnet/wallet/approval'
import { TOKEN_PROGRAM_ADDRESS, findAssociatedTokenPda, getTokenDecoder } from '@solana-program/token'

// The Solana adapter against a real Wallet Standard wallet (the Devnet Solana Wallet, real ed25519
// keys) and the devnet's local cluster: SPEC §4/§7 connect, restore, events, solana_signMessage, and
// the Solana send path for SOL and SPL tokens.
let cluster: RunningSolanaCluster
let network: Network

/** A Wallet Standard registry of our own (the page's is a module singleton on window). */
function registry(initial: Wallet[] = []): Wallets & { add(wallet: Wallet): void } {
  const list = [...initial]
  const listeners = { register: new Set<(...w: Wallet[]) => void>(), unregister: new Set<(...w: Wallet[]) => void>() }
  return {
    get: () => list,
    on: (event, listener) => {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register: (...wallets) => {
      list.push(...wallets)
      for (const l of listeners.register) l(...wallets)
      return () => undefined
    },
    add(wallet) {
      this.register(wallet)
    },
  }
}

interface Setup {
  readonly adapter: Adapter
  readonly devWallet: DevnetSolanaWallet
  readonly desk: ApprovalDesk
  readonly storage: ReturnType<typeof createMemoryStorage>
}

function setup(options: { storage?: ReturnType<typeof createMemoryStorage>; withoutSignAndSend?: boolean } = {}): Setup {
  const storage = options.storage ?? createMemoryStorage()
  const desk = createApprovalDesk('approve', undefined)
  const devWallet = createDevnetSolanaWallet(
    {
      cluster: { caipNetworkId: SOLANA_CAIP_NETWORK_ID, rpcUrl: cluster.rpcUrl, wsUrl: cluster.wsUrl },
      accounts: cluster.chain.accounts,
      storage,
    },
    desk,
  )
  let wallet = devWallet.wallet
  if (options.withoutSignAndSend) {
    const { 'solana:signAndSendTransaction': _, ...features } = wallet.features
    wallet = { ...wallet, name: 'Sign-only Wallet', features, accounts: wallet.accounts }
    Object.defineProperty(wallet, 'accounts', { get: () => devWallet.wallet.accounts })
  }
  const host: AdapterHost = {
    scheduler: asyncScheduler,
    logger: createRecordingLogger(),
    storage: createMemoryStorage(),
    projectId: 'test',
    endpoints: { apiUrl: 'http://127.0.0.1:1', catalogueUrl: 'http://127.0.0.1:1', relayUrl: 'ws://127.0.0.1:1', frameUrl: 'http://127.0.0.1:1' },
    metadata: { name: 'test', description: '', url: 'http://127.0.0.1', icons: [] },
    networks: [network],
  }
  const adapter = solanaAdapter({ wallets: registry([wallet]), confirmPollMs: 50 }).create(host)
  return { adapter, devWallet, desk, storage }
}

const tokenAmount = async (owner: string, mint: string): Promise<bigint> => {
  const [ata] = await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const account = cluster.chain.svm.getAccount(ata)
  return account.exists ? BigInt(getTokenDecoder().decode(account.data).amount) : 0n
}

beforeAll(async () => {
  cluster = await startSolanaCluster({ host: '127.0.0.1' })
  network = defineNetwork({
    id: SOLANA_CLUSTER_ID,
    caipNetworkId: SOLANA_CAIP_NETWORK_ID,
    name: 'Devnet Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [cluster.rpcUrl] } },
    chainNamespace: 'solana',
    testnet: true,
  })
}, 30_000)

afterAll(async () => {
  await cluster?.stop()
})

describe('Solana adapter: Wallet Standard wallets on the local cluster', () => {
  it('§3 connectors: lists Solana wallets registered through the Wallet Standard (ANNOUNCED, solana), including late ones', async () => {
    const { devWallet } = setup()
    const wallets = registry([])
    const adapter = solanaAdapter({ wallets }).create({ ...({} as AdapterHost), scheduler: asyncScheduler, networks: [network] })
    const lists = firstValueFrom(adapter.connectors$.pipe(take(3), toArray()))
    const evmOnly: Wallet = { ...devWallet.wallet, name: 'EVM only', chains: ['eip155:1'] }
    wallets.add(evmOnly)
    wallets.add(devWallet.wallet)
    const [first, afterEvmOnly, last] = await lists
    expect(first).toEqual([])
    expect(afterEvmOnly).toEqual([])
    expect(last).toEqual([expect.objectContaining({ id: 'Devnet Solana Wallet', type: 'ANNOUNCED', chain: 'solana', imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/) })])
  })

  it('§4 connect answers the wallet\'s account on the requested cluster, type eoa', async () => {
    const { adapter, devWallet } = setup()
    const result = await firstValueFrom(adapter.connect({ connectorId: 'Devnet Solana Wallet', chainId: SOLANA_CLUSTER_ID }))
    expect(result).toMatchObject({ address: devWallet.addresses[0], chainId: SOLANA_CLUSTER_ID, accounts: [{ namespace: 'solana', address: devWallet.addresses[0], type: 'eoa' }] })
  })

  it('§4 startup restore: a silent connect finds the permitted account after a reload, and fails where none was given', async () => {
    const first = setup()
    await expect(firstValueFrom(first.adapter.syncConnection({ connectorId: 'Devnet Solana Wallet' }))).rejects.toThrow('No ActiveCaipAddress found')
    await firstValueFrom(first.adapter.connect({ connectorId: 'Devnet Solana Wallet' }))
    const reloaded = setup({ storage: first.storage })
    reloaded.desk.setMode('reject') // a restore never prompts
    const restored = await firstValueFrom(reloaded.adapter.syncConnection({ connectorId: 'Devnet Solana Wallet' }))
    expect(restored.address).toBe(first.devWallet.addresses[0])
  })

  it('§4 wallet events: an account switched in the wallet, then the wallet dropping the site, reach the kernel', async () => {
    const { adapter, devWallet } = setup()
    await firstValueFrom(adapter.connect({ connectorId: 'Devnet Solana Wallet' }))
    const events = firstValueFrom(adapter.events$.pipe(take(2), toArray()))
    devWallet.switchAccount(3)
    devWallet.disconnect()
    const [switched, dropped] = (await events) as Array<Extract<AdapterEvent, { type: 'accountsChanged' }>>
    expect(switched).toMatchObject({ type: 'accountsChanged', connectorId: 'Devnet Solana Wallet', namespace: 'solana', accounts: [{ address: devWallet.addresses[3] }] })
    expect(dropped?.accounts).toEqual([])
  })

  it('§7 solana_signMessage: a base58 ed25519 signature of the UTF-8 message by the account key', async () => {
    const { adapter, devWallet } = setup()
    await firstValueFrom(adapter.connect({ connectorId: 'Devnet Solana Wallet' }))
    const message = 'Sign in to Airlock ✓'
    const { signature } = await firstValueFrom(adapter.signMessage!({ message, address: devWallet.addresses[0]! }))
    const key = createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(getBase58Encoder().encode(devWallet.addresses[0]!))]),
      format: 'der',
      type: 'spki',
    })
    const bytes = Buffer.from(getBase58Encoder().encode(signature))
    expect(bytes).toHaveLength(64)
    expect(verify(null, Buffer.from(message), key, bytes)).toBe(true)
    expect(verify(null, Buffer.from(`${message}!`), key, bytes)).toBe(false)
  })

  it('§4 a request the person rejects in the wallet fails with code 4001', async () => {
    const { adapter, desk, devWallet } = setup()
    await firstValueFrom(adapter.connect({ connectorId: 'Devnet Solana Wallet' }))
    desk.setMode('reject')
    await expect(firstValueFrom(adapter.signMessage!({ message: 'no', address: devWallet.addresses[0]! }))).rejects.toMatchObject({ code: 4001 })
  })

  it('§7 Solana send: SOL to the receiver in lamports, confirmed on the cluster, the signature as the hash', async () => {
    const { adapter, devWallet } = setup()
    await firstValueFrom(adapter.connect({ connectorId: 'Devnet Solana Wallet' }))
    const receiver = address(devWallet.addresses[2]!)
    const before = cluster.chain.svm.getBalance(receiver) ?? 0n
    const { hash } = await firstValueFrom(adapter.sendTransaction!({ network, from: devWallet.addresses[0]!, to: receiver, value: '1250000000' }))
    expect(cluster.chain.svm.getBalance(receiver)).toBe(before + 1_250_000_000n)
    expect(cluster.chain.transaction(hash)?.err).toBeNull()
    const balance = await firstValueFrom(adapter.getBalance!({ address: receiver, network }))
    expect(balance).toEqual({ balance: '1001.25', symbol: 'SOL' })
  })

  it('§7 Solana send: an SPL token to a wallet without a token account creates it and moves exactly the amount', async () => {
    const { adapter, devWallet } = setup()
    await firstValueFrom(adapter.connect({ connectorId: 'Devnet Solana Wallet' }))
    const token = cluster.chain.tokens[1]! // 9 decimals
    const receiver = devWallet.addresses[9]!
    expect(await tokenAmount(receiver, token.mint)).toBe(0n)
    await firstValueFrom(
      adapter.sendTransaction!({ network, from: devWallet.addresses[0]!, to: receiver, value: '1500000000', token: { address: token.mint, decimals: 9 } }),
    )
    expect(await tokenAmount(receiver, token.mint)).toBe(1_500_000_000n)
    // Again, now that the account exists (the create is idempotent).
    await firstValueFrom(
      adapter.sendTransaction!({ network, from: devWallet.addresses[0]!, to: receiver, value: '1', token: { address: token.mint, decimals: 9 } }),
    )
    expect(await tokenAmount(receiver, token.mint)).toBe(1_500_000_001n)
  })

  it('§7 Solana send through a wallet that only signs: the adapter sends the signed transaction itself', async () => {
    const { adapter, devWallet } = setup({ withoutSignAndSend: true })
    await firstValueFrom(adapter.connect({ connectorId: 'Sign-only Wallet' }))
    const token = cluster.chain.tokens[0]!
    const receiver = devWallet.addresses[4]!
    const before = await tokenAmount(receiver, token.mint)
    await firstValueFrom(adapter.sendTransaction!({ network, from: devWallet.addresses[0]!, to: receiver, value: '2500000', token: { address: token.mint, decimals: 6 } }))
    expect(await tokenAmount(receiver, token.mint)).toBe(before + 2_500_000n)
  })

  it('§4 disconnect drops the connection: later calls find no active address', async () => {
    const { adapter, devWallet } = setup()
    await firstValueFrom(adapter.connect({ connectorId: 'Devnet Solana Wallet' }))
    await firstValueFrom(adapter.disconnect())
    expect(devWallet.isConnected()).toBe(false)
    await expect(firstValueFrom(adapter.signMessage!({ message: 'x', address: devWallet.addresses[0]! }))).rejects.toThrow('No ActiveCaipAddress found')
  })
})
