/**
 * The demo wallet page's API (demo/wallet/walletApi.ts) driven as the page drives it, against a real
 * dapp (UniversalProvider) on the devnet relay and chains: a small wallet page where a person pastes
 * the URI and approves.
 */
import { UniversalProvider } from '@walletconnect/universal-provider'
import { toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../../devnet'
import { createRouter } from '../../devnet/http/router'
import { serve, type RunningServer } from '../../devnet/http/serve'
import { createMemoryStorage } from '../../devnet/wcWallet/memoryStorage'
import { decode } from '../../kernel/codec/decode'
import { WalletState } from '../../demo/wallet/codecs'
import { createWalletApi, type WalletApi } from '../../demo/wallet/walletApi'
import { nextProviderEvent } from './providerEvent'

type Provider = Awaited<ReturnType<typeof UniversalProvider.init>>

const ALPHA = 31337
const BETA = 31338
const DAPP_NAME = 'Airlock wallet page test'

let devnet: Devnet
let api: WalletApi
let server: RunningServer
let dapp: Provider

async function call(path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/wallet/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  return { status: response.status, body: await response.json() }
}

/** A successful answer, decoded as the page decodes it. */
async function stateAfter(path: string, body?: unknown): Promise<WalletState> {
  const answer = await call(path, body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const state = decode(WalletState, answer.body)
  if (!state.ok) throw state.error
  return state.value
}

const once = <T>(event: string): Promise<T> => nextProviderEvent<T>(dapp, event)

/** The dapp starts a connect and shows its URI (display_uri), as the modal's QR view does. */
async function connectDapp(): Promise<{ uri: string; outcome: Promise<'approved' | 'rejected'> }> {
  const uri = once<string>('display_uri')
  const session = dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: [`eip155:${ALPHA}`, `eip155:${BETA}`],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  })
  return {
    uri: await uri,
    outcome: session.then(
      () => 'approved' as const,
      () => 'rejected' as const,
    ),
  }
}

beforeAll(async () => {
  devnet = await startDevnet({ chainPorts: false })
  api = createWalletApi(devnet)
  server = await serve(createRouter().use(api.routes).listener, '127.0.0.1', 0)
  dapp = await UniversalProvider.init({
    projectId: devnet.projectId,
    relayUrl: devnet.urls.relay,
    telemetryEnabled: false,
    disableProviderPing: true,
    customStoragePrefix: 'airlock-wallet-page-dapp',
    storage: createMemoryStorage(),
    logger: 'silent',
    metadata: { name: DAPP_NAME, description: 'dapp side of the wallet page test', url: 'http://127.0.0.1:1234', icons: [] },
  })
}, 60_000)

afterAll(async () => {
  await api?.stop()
  await server?.close()
  await dapp?.client.core.relayer.transportClose().catch(() => undefined)
  dapp?.client.core.heartbeat.stop()
  await devnet?.stop()
})

describe('§4 WalletConnect wallet page API: pair a pasted URI, approve or reject, drive the wallet', () => {
  it('the state shows the devnet account, its chains and accounts, and nothing paired yet', async () => {
    const state = await stateAfter('state')
    expect(state).toMatchObject({ address: devnet.accounts[0]!.address, accountIndex: 0, chainId: ALPHA, requestMode: 'answer' })
    expect(state.chains).toEqual(devnet.chains.map(({ chainId, name }) => ({ chainId, name })))
    expect(state.accounts.map((account) => account.address)).toEqual(devnet.accounts.map((account) => account.address))
    expect([state.proposals, state.sessions, state.requests]).toEqual([[], [], []])
  })

  it('§4 pairing: the pasted URI shows the dapp’s proposal; Approve gives the dapp the session with the account', async () => {
    const { uri, outcome } = await connectDapp()
    const paired = await stateAfter('pair', { uri })
    const proposal = paired.proposals.find((p) => p.dapp.name === DAPP_NAME)
    expect(proposal).toMatchObject({ dapp: { name: DAPP_NAME, url: 'http://127.0.0.1:1234' } })
    expect(proposal?.chains).toEqual([`eip155:${ALPHA}`, `eip155:${BETA}`])

    const approved = await stateAfter('approve', { id: proposal!.id })
    expect(await outcome).toBe('approved')
    expect(approved.proposals).toEqual([])
    expect(approved.sessions).toEqual([
      expect.objectContaining({ dapp: { name: DAPP_NAME, url: 'http://127.0.0.1:1234' }, account: devnet.accounts[0]!.address, chainId: ALPHA }),
    ])
    expect(dapp.session?.namespaces.eip155?.accounts).toContain(`eip155:${ALPHA}:${devnet.accounts[0]!.address}`)
  }, 30_000)

  it('a proposal already answered is a 404 with a clear message', async () => {
    const answer = await call('approve', { id: 1 })
    expect(answer).toEqual({ status: 404, body: expect.objectContaining({ error: 'No session proposal 1 is waiting: it was answered or has expired' }) })
  })

  it('the requests log lists what the dapp asked and whether it was answered or rejected (the toggle)', async () => {
    const { version } = await stateAfter('state')
    // A long poll from the current version answers once the request lands in the log.
    const next = stateAfter(`state?after=${version}`)
    await dapp.request({ method: 'personal_sign', params: [toHex('hello page'), devnet.accounts[0]!.address] }, `eip155:${ALPHA}`)
    expect((await next).requests[0]).toMatchObject({ method: 'personal_sign', chainId: `eip155:${ALPHA}`, outcome: 'answered' })

    expect((await stateAfter('requestMode', { mode: 'reject' })).requestMode).toBe('reject')
    const refused = dapp.request({ method: 'personal_sign', params: [toHex('no'), devnet.accounts[0]!.address] }, `eip155:${ALPHA}`)
    await expect(refused).rejects.toMatchObject({ code: 4001 })
    const state = await stateAfter('requestMode', { mode: 'answer' })
    expect(state.requests.map((request) => request.outcome)).toEqual(['rejected', 'answered'])
  }, 30_000)

  it('§4 wallet-side chain and account switches reach the dapp', async () => {
    const chainChanged = once<number | string>('chainChanged')
    expect((await stateAfter('chain', { chainId: BETA })).sessions[0]?.chainId).toBe(BETA)
    expect(Number(await chainChanged)).toBe(BETA)

    const accountsChanged = once<string[]>('accountsChanged')
    const switched = await stateAfter('account', { index: 1 })
    expect(switched.address).toBe(devnet.accounts[1]!.address)
    expect(switched.sessions[0]?.account).toBe(devnet.accounts[1]!.address)
    expect(await accountsChanged).toEqual([devnet.accounts[1]!.address])
  }, 30_000)

  it('§4 Disconnect ends the session on the dapp', async () => {
    const { sessions } = await stateAfter('state')
    const deleted = once<unknown>('session_delete')
    expect((await stateAfter('disconnect', { topic: sessions[0]!.topic })).sessions).toEqual([])
    await deleted
    expect(dapp.session).toBeUndefined()
  }, 30_000)

  it('§4 Reject fails the dapp’s connect', async () => {
    const { uri, outcome } = await connectDapp()
    const paired = await stateAfter('pair', { uri })
    const proposal = paired.proposals.find((p) => p.dapp.name === DAPP_NAME)
    expect((await stateAfter('reject', { id: proposal!.id })).proposals).toEqual([])
    expect(await outcome).toBe('rejected')
  }, 30_000)

  it('a pasted text that is not a pairing URI is refused with 400 and says why', async () => {
    const topic = 'a'.repeat(64)
    const key = 'b'.repeat(64)
    const refusals: Array<[string, string]> = [
      ['https://example.com', 'Not a WalletConnect URI: it must start with "wc:" (wc:<topic>@2?relay-protocol=irn&symKey=<key>)'],
      ['wc:nonsense', 'Not a WalletConnect pairing URI: expected wc:<topic>@2?relay-protocol=irn&symKey=<key>'],
      [`wc:${topic}@1?bridge=x&key=${key}`, 'Only WalletConnect v2 pairing URIs can be paired, this one is version "1"'],
      [`wc:${topic}@2?relay-protocol=irn`, 'Not a WalletConnect pairing URI: its symKey must be 64 hex digits'],
      [`wc:${topic}@2?relay-protocol=irn&symKey=${key}&expiryTimestamp=1`, 'This WalletConnect URI has expired: ask the dapp for a new one'],
    ]
    for (const [uri, error] of refusals) expect(await call('pair', { uri }), uri).toEqual({ status: 400, body: expect.objectContaining({ error }) })
  })

  it('request bodies are decoded: a wrong shape is a 400 naming the field', async () => {
    expect(await call('pair', { url: 'wc:…' })).toEqual({ status: 400, body: expect.objectContaining({ error: 'Bad PairBody: uri: Required' }) })
    expect((await call('chain', { chainId: '31337' })).status).toBe(400)
    expect(await call('chain', { chainId: 1 })).toEqual({
      status: 400,
      body: expect.objectContaining({ error: `Chain 1 is not one of the wallet's chains (${ALPHA}, ${BETA})` }),
    })
    expect((await call('account', { index: 99 })).status).toBe(400)
    expect((await call('requestMode', { mode: 'maybe' })).status).toBe(400)
    expect(await call('state?after=soon')).toEqual({ status: 400, body: expect.objectContaining({ error: expect.stringMatching(/after/) }) })
  })

  it('another site cannot act on the wallet: a POST from a foreign Origin is refused with 403', async () => {
    const response = await fetch(`${server.url}/wallet/api/requestMode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:1' },
      body: JSON.stringify({ mode: 'reject' }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual(expect.objectContaining({ error: 'The wallet answers only its own page, not http://127.0.0.1:1' }))
  })
})
