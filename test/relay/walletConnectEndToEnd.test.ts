/**
 * A real dapp client (UniversalProvider) and the test wallet (WalletKit) talking through the devnet
 * relay, with the devnet chain behind both: pairing, requests, events and a relay drop (SPEC §4).
 */
import { UniversalProvider } from '@walletconnect/universal-provider'
import { createPublicClient, http, toHex, verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startDevnet, type Devnet } from '../../devnet'
import { startRelay, type RunningRelay } from '../../devnet/relay'
import { createTestWallet, type TestWallet } from '../../devnet/wcWallet'
import { createMemoryStorage } from '../../devnet/wcWallet/memoryStorage'
import { nextProviderEvent } from './providerEvent'

type Provider = Awaited<ReturnType<typeof UniversalProvider.init>>

const ALPHA = 31337
const BETA = 31338
const loopback = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/

let relay: RunningRelay
let devnet: Devnet
let wallet: TestWallet
let dapp: Provider
const outbound: string[] = []
const rpcUrls: Record<number, string> = {}

const once = <T>(event: string): Promise<T> => nextProviderEvent<T>(dapp, event)

async function connectDapp(): Promise<{ uri: string; session: Promise<unknown> }> {
  const uri = once<string>('display_uri')
  const session = dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: [`eip155:${ALPHA}`, `eip155:${BETA}`],
        methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events: ['chainChanged', 'accountsChanged'],
        rpcMap: { [ALPHA]: rpcUrls[ALPHA]!, [BETA]: rpcUrls[BETA]! },
      },
    },
  })
  return { uri: await uri, session }
}

beforeAll(async () => {
  // Everything must stay on this machine: any fetch elsewhere is refused and recorded.
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!loopback.test(url)) {
      outbound.push(url)
      return Promise.reject(new TypeError(`test refused a non-loopback fetch: ${url}`))
    }
    return realFetch(input, init)
  })
  relay = await startRelay({ host: '127.0.0.1' })
  devnet = await startDevnet({ chainPorts: false })
  for (const chain of devnet.chains) rpcUrls[chain.chainId] = chain.rpcUrl
  wallet = await createTestWallet({ relayUrl: relay.url, projectId: devnet.projectId, rpcUrls })
  dapp = await UniversalProvider.init({
    projectId: devnet.projectId,
    relayUrl: relay.url,
    telemetryEnabled: false,
    disableProviderPing: true,
    customStoragePrefix: 'airlock-e2e-dapp',
    storage: createMemoryStorage(),
    logger: 'silent',
    metadata: { name: 'Airlock e2e', description: 'dapp side of the relay test', url: 'http://127.0.0.1', icons: [] },
  })
}, 30_000)

afterAll(async () => {
  await wallet?.stop()
  await dapp?.client.core.relayer.transportClose().catch(() => undefined)
  dapp?.client.core.heartbeat.stop()
  await relay?.stop()
  await devnet?.stop()
  vi.restoreAllMocks()
})

describe('§4 pairing and WalletConnect events through the devnet relay', () => {
  it('the dapp shows a wc: URI, the wallet pairs and approves, the dapp gets the session with the account', async () => {
    const { uri, session } = await connectDapp()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    await wallet.approveNext()
    await session
    expect(dapp.session?.namespaces.eip155?.accounts).toContain(`eip155:${ALPHA}:${wallet.address()}`)
    expect(await dapp.request<string[]>({ method: 'eth_accounts' }, `eip155:${ALPHA}`)).toEqual([wallet.address()])
  }, 20_000)

  it('personal_sign is answered by the wallet with a signature that verifies', async () => {
    const message = 'Sign in to Airlock'
    const signature = await dapp.request<Hex>({ method: 'personal_sign', params: [toHex(message), wallet.address()] }, `eip155:${ALPHA}`)
    expect(await verifyMessage({ address: wallet.address() as Hex, message, signature })).toBe(true)
  }, 15_000)

  it('eth_sendTransaction is sent by the wallet through the devnet chain', async () => {
    const to = devnet.accounts[3]!.address as Hex
    const hash = await dapp.request<Hex>(
      { method: 'eth_sendTransaction', params: [{ from: wallet.address(), to, value: '0x2386f26fc10000' }] },
      `eip155:${ALPHA}`,
    )
    const chain = createPublicClient({ transport: http(rpcUrls[ALPHA]) })
    const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase())
  }, 15_000)

  it('a wallet-side chain switch reaches the dapp as chainChanged', async () => {
    const changed = once<number | string>('chainChanged')
    await wallet.switchChain(BETA)
    expect(Number(await changed)).toBe(BETA)
  }, 15_000)

  it('a wallet-side account switch reaches the dapp as accountsChanged', async () => {
    const changed = once<string[]>('accountsChanged')
    await wallet.switchAccount(1)
    expect(await changed).toEqual([devnet.accounts[1]!.address])
  }, 15_000)

  it('relay drop: the relay restarts on the same port mid-session and a request still completes', async () => {
    const port = relay.port
    await relay.stop()
    relay = await startRelay({ host: '127.0.0.1', port })
    // Both clients reconnect and re-subscribe by themselves (about 100 ms). A publish sent into the
    // dying socket is retried by the client only after its 15 s publish timeout: see the README.
    await expect.poll(() => relay.stats().subscribedConnections, { timeout: 10_000, interval: 20 }).toBe(2)
    const message = 'after the restart'
    const signature = await dapp.request<Hex>({ method: 'personal_sign', params: [toHex(message), wallet.address()] }, `eip155:${BETA}`)
    expect(await verifyMessage({ address: wallet.address() as Hex, message, signature })).toBe(true)
  }, 20_000)

  it('§4 relay drop mid-request: every socket drops while the wallet holds a signature request; it answers after the reconnect and the dapp gets the answer', async () => {
    wallet.hold(true)
    const message = 'across the drop'
    const signing = dapp.request<Hex>({ method: 'personal_sign', params: [toHex(message), wallet.address()] }, `eip155:${BETA}`)
    await expect.poll(() => wallet.heldCount(), { timeout: 10_000, interval: 20 }).toBe(1)
    relay.dropConnections()
    // Gone first, then both clients back and subscribed: answering into a dying socket would only
    // be retried after the SDK's 15 s publish timeout.
    await expect.poll(() => relay.stats().subscribedConnections, { timeout: 10_000, interval: 10 }).toBeLessThan(2)
    await expect.poll(() => relay.stats().subscribedConnections, { timeout: 10_000, interval: 20 }).toBe(2)
    wallet.hold(false)
    wallet.releaseHeld()
    const signature = await signing
    expect(await verifyMessage({ address: wallet.address() as Hex, message, signature })).toBe(true)
    expect(wallet.requests.filter((r) => r.method === 'personal_sign' && r.params && JSON.stringify(r.params).includes(toHex(message)))).toHaveLength(1)
  }, 20_000)

  it('a request the wallet rejects fails on the dapp with the user-rejected code', async () => {
    wallet.setRequestMode('reject')
    try {
      const request = dapp.request({ method: 'personal_sign', params: [toHex('no'), wallet.address()] }, `eip155:${BETA}`)
      await expect(request).rejects.toMatchObject({ code: 4001 })
      expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign', outcome: { error: { code: 4001 } } })
    } finally {
      wallet.setRequestMode('answer')
    }
  }, 15_000)

  it('a wallet-side disconnect deletes the session on the dapp', async () => {
    const deleted = once<unknown>('session_delete')
    await wallet.disconnect()
    await deleted
    expect(dapp.session).toBeUndefined()
  }, 15_000)

  it('a rejected proposal fails the dapp connect', async () => {
    const { uri, session } = await connectDapp()
    const outcome = session.then(
      () => 'approved',
      () => 'rejected',
    )
    await wallet.pair(uri)
    await wallet.rejectNext()
    expect(await outcome).toBe('rejected')
  }, 20_000)

  it('no client call left 127.0.0.1', () => {
    expect(outbound).toEqual([])
  })
})
