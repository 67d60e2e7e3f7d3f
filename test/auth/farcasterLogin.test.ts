import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import type { Address, Hex } from 'viem'
import { createNonceBook, registryCustody, verifySiwf, SiwfRefusal, type NonceBook, type SiwfAnswer } from '../../auth/farcaster'
import { FARCASTER_LOGIN_TTL_MS } from '../../auth/farcasterRoutes'
import { startAuth, type RunningAuth } from '../../auth/startAuth'
import { deriveDevAccounts } from '../../devnet/accounts'
import { DEV_MNEMONIC } from '../../devnet/config'
import { createLocalChain, type LocalChain } from '../../devnet/chain/createChain'
import { deployIdRegistry, type IdRegistry } from '../../devnet/farcaster/idRegistry'
import { startFarcasterRelay, type FarcasterRelay } from '../../devnet/farcaster/relay'
import { startFarcaster } from '../../devnet/farcaster/startFarcaster'

// Sign In With Farcaster as the auth service checks it: a real relay over HTTP, a real ID registry
// contract on a devnet chain (read over JSON-RPC), custody keys that really sign.
const accounts = deriveDevAccounts(DEV_MNEMONIC, 4)
const [deployer, alice, mallory] = accounts as [(typeof accounts)[0], (typeof accounts)[0], (typeof accounts)[0]]
const FRAME = 'http://127.0.0.1:4800'
const CHAIN_ID = 31337

let chain: LocalChain
let rpc: Server
let rpcUrl = ''
let registry: IdRegistry
let relay: FarcasterRelay
let aliceFid = 0n
let auth: RunningAuth
// The auth service's clock runs this far ahead of the wall clock (channel expiry).
let skew = 0
const PROJECT = 'farcaster-test-project'
const OTHER_FRAME = 'http://127.0.0.1:4801'

beforeAll(async () => {
  // The chain's JSON-RPC over HTTP, as the auth service reaches the devnet chain.
  rpc = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string; params?: unknown }
      chain.request({ method: call.method, params: call.params }).then(
        (result) => response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result })),
        (error: Error) => response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32000, message: error.message } })),
      )
    })
  })
  await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`
  chain = await createLocalChain({ chainId: CHAIN_ID, name: 'Farcaster test chain' }, accounts, rpcUrl)
  registry = await deployIdRegistry(chain, deployer.address)
  aliceFid = await registry.register(alice.address, deployer.address)
  relay = await startFarcasterRelay({ appUrl: () => 'http://127.0.0.1:1/farcaster-app' })
  auth = await startAuth({
    frameOrigins: [FRAME, OTHER_FRAME],
    mailer: { send: async () => undefined },
    projects: { [PROJECT]: ['http://127.0.0.1:5173'] },
    now: () => Date.now() + skew,
    farcaster: { relayUrl: relay.url, chainId: CHAIN_ID, custodyOf: registryCustody(rpcUrl, registry.address as Address) },
  })
}, 120_000)

afterAll(async () => {
  await auth?.stop()
  await relay?.close()
  await new Promise((resolve) => rpc?.close(resolve))
})

/** What the devnet Farcaster app does: read the channel, sign the SIWF message with the custody key, post it. */
async function approve(channelToken: string, key: Hex, fid: bigint, expirationTime?: Date): Promise<void> {
  const params = (await (await fetch(`${relay.url}/v1/channel/params`, { headers: { authorization: `Bearer ${channelToken}` } })).json()) as {
    domain: string
    siweUri: string
    nonce: string
  }
  const custody = privateKeyToAccount(key)
  const message = createSiweMessage({
    domain: params.domain,
    address: custody.address,
    statement: 'Farcaster Auth',
    uri: params.siweUri,
    version: '1',
    chainId: CHAIN_ID,
    nonce: params.nonce,
    issuedAt: new Date(),
    ...(expirationTime ? { expirationTime } : {}),
    resources: [`farcaster://fid/${fid}`],
  })
  const signature = await custody.signMessage({ message })
  const answer = await fetch(`${relay.url}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${channelToken}`, 'x-farcaster-auth-relay-key': relay.appKey, 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature, fid: Number(fid), username: 'alice' }),
  })
  expect(answer.status).toBe(201)
}

async function openChannel(nonces: NonceBook): Promise<{ channelToken: string; url: string; nonce: string }> {
  const response = await fetch(`${relay.url}/v1/channel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ siweUri: FRAME, domain: '127.0.0.1:4800', nonce: nonces.issue() }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { channelToken: string; url: string; nonce: string }
}

async function status(channelToken: string): Promise<{ code: number; body: Record<string, unknown> }> {
  const response = await fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } })
  return { code: response.status, body: (await response.json()) as Record<string, unknown> }
}

const expectations = (nonces: NonceBook, now = Date.now()) => ({
  domain: '127.0.0.1:4800',
  uri: FRAME,
  chainId: CHAIN_ID,
  now,
  nonces,
  custodyOf: registryCustody(rpcUrl, registry.address as Address),
})

async function signedAnswer(nonces: NonceBook, key: Hex, fid: bigint, expirationTime?: Date): Promise<SiwfAnswer> {
  const channel = await openChannel(nonces)
  expect(channel.url).toContain(`channelToken=${channel.channelToken}`)
  expect((await status(channel.channelToken)).code).toBe(202)
  await approve(channel.channelToken, key, fid, expirationTime)
  const done = await status(channel.channelToken)
  expect(done.code).toBe(200)
  // A finished channel closes: its token is worth nothing after the answer was read once.
  expect((await status(channel.channelToken)).code).toBe(401)
  return { message: String(done.body['message']), signature: done.body['signature'] as Hex, fid: Number(done.body['fid']) }
}

describe('Sign In With Farcaster (§1 farcaster, §7 get and connect farcaster): relay channel, custody signature, ID registry', () => {
  it('§7 connect farcaster: the relay carries the custody-signed message; the auth service accepts it for the fid in the ID registry', async () => {
    const nonces = createNonceBook(600_000, Date.now)
    const answer = await signedAnswer(nonces, alice.privateKey, aliceFid)
    await expect(verifySiwf(answer, expectations(nonces))).resolves.toEqual({ fid: Number(aliceFid), custody: alice.address })
  })

  it('a message signed by a key that is not the fid’s custody address is refused', async () => {
    const nonces = createNonceBook(600_000, Date.now)
    const answer = await signedAnswer(nonces, mallory.privateKey, aliceFid)
    await expect(verifySiwf(answer, expectations(nonces))).rejects.toThrow(new SiwfRefusal('the signer is not the custody address of the fid'))
  })

  it('a replayed answer is refused: its nonce works once', async () => {
    const nonces = createNonceBook(600_000, Date.now)
    const answer = await signedAnswer(nonces, alice.privateKey, aliceFid)
    await verifySiwf(answer, expectations(nonces))
    await expect(verifySiwf(answer, expectations(nonces))).rejects.toThrow(new SiwfRefusal('the nonce is unknown, used or expired'))
  })

  it('an expired message, or an answer after the nonce’s lifetime, is refused', async () => {
    const nonces = createNonceBook(600_000, Date.now)
    const stale = await signedAnswer(nonces, alice.privateKey, aliceFid, new Date(Date.now() + 60_000))
    await expect(verifySiwf(stale, expectations(nonces, Date.now() + 120_000))).rejects.toThrow(new SiwfRefusal('the message has expired'))
    let clock = Date.now()
    const shortLived = createNonceBook(1_000, () => clock)
    const late = await signedAnswer(shortLived, alice.privateKey, aliceFid)
    clock += 2_000
    await expect(verifySiwf(late, expectations(shortLived))).rejects.toThrow(new SiwfRefusal('the nonce is unknown, used or expired'))
  })

  it('the relay refuses an app without its key, and a channel token it did not issue', async () => {
    const nonces = createNonceBook(600_000, Date.now)
    const channel = await openChannel(nonces)
    const forged = await fetch(`${relay.url}/v1/channel/authenticate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channel.channelToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x', signature: '0x00', fid: 1 }),
    })
    expect(forged.status).toBe(401)
    expect((await status('not-a-channel')).code).toBe(401)
  })
})

/** The frame's calls to the auth service (its origin as the browser sends it). */
async function authCall(path: string, body: unknown, origin = FRAME): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${auth.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** SPEC §7 get farcaster uri through the auth service; the relay's channel token read from the URL, as the Farcaster app gets it. */
async function authChannel(origin = FRAME): Promise<{ channel: string; channelToken: string }> {
  const opened = await authCall('/v1/farcaster/channel', { projectId: PROJECT }, origin)
  expect(opened.status).toBe(200)
  const url = new URL(String(opened.body.url))
  expect(url.href.startsWith('http://127.0.0.1:1/farcaster-app?')).toBe(true)
  // The relay's bearer never reaches the frame: only the login's own id does.
  expect(opened.body).not.toHaveProperty('channelToken')
  return { channel: String(opened.body.channel), channelToken: url.searchParams.get('channelToken') ?? '' }
}

const poll = (channel: string, origin = FRAME) => authCall('/v1/farcaster/status', { projectId: PROJECT, channel }, origin)

describe('the auth service’s Farcaster routes (§7 get and connect farcaster)', () => {
  it('§7 connect farcaster: pending until the custody key signs, then a session for the fid; the same fid is the same user next time', async () => {
    const first = await authChannel()
    expect((await poll(first.channel)).body).toEqual({ state: 'pending' })
    await approve(first.channelToken, alice.privateKey, aliceFid)
    const done = await poll(first.channel)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ state: 'completed', fid: Number(aliceFid), user: { email: `farcaster:${aliceFid}` } })
    const session = await fetch(`${auth.url}/v1/session`, { headers: { origin: FRAME, authorization: `Bearer ${String(done.body.token)}` } })
    expect(session.status).toBe(200)
    // The login is used: its id is worth nothing now.
    expect((await poll(first.channel)).body).toMatchObject({ code: 'INVALID_CHANNEL' })
    const second = await authChannel()
    await approve(second.channelToken, alice.privateKey, aliceFid)
    expect((await poll(second.channel)).body.user).toEqual(done.body.user)
  })

  it('a message signed by another key than the fid’s custody address gets no session', async () => {
    const login = await authChannel()
    await approve(login.channelToken, mallory.privateKey, aliceFid)
    const refused = await poll(login.channel)
    expect(refused.status).toBe(401)
    expect(refused.body).toMatchObject({ code: 'INVALID_SIGNATURE', error: 'Farcaster sign-in refused: the signer is not the custody address of the fid' })
  })

  it('another frame origin cannot poll a login, nor reuse one channel’s answer on another channel', async () => {
    const login = await authChannel()
    expect((await poll(login.channel, OTHER_FRAME)).body).toMatchObject({ code: 'INVALID_CHANNEL' })
    // An answer carried to another channel names the wrong nonce.
    const other = await authChannel()
    const params = (await (await fetch(`${relay.url}/v1/channel/params`, { headers: { authorization: `Bearer ${login.channelToken}` } })).json()) as { nonce: string }
    const custody = privateKeyToAccount(alice.privateKey)
    const message = createSiweMessage({ domain: '127.0.0.1:4800', address: custody.address, uri: FRAME, version: '1', chainId: CHAIN_ID, nonce: params.nonce, resources: [`farcaster://fid/${aliceFid}`] })
    await fetch(`${relay.url}/v1/channel/authenticate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.channelToken}`, 'x-farcaster-auth-relay-key': relay.appKey, 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature: await custody.signMessage({ message }), fid: Number(aliceFid) }),
    })
    expect((await poll(other.channel)).body).toMatchObject({ code: 'INVALID_SIGNATURE', error: 'Farcaster sign-in refused: the nonce is unknown, used or expired' })
  })

  it('a channel the person declined, or one past its 10 minutes, ends the login with CHANNEL_CLOSED', async () => {
    const declined = await authChannel()
    const answer = await fetch(`${relay.url}/v1/channel/decline`, { method: 'POST', headers: { authorization: `Bearer ${declined.channelToken}`, 'x-farcaster-auth-relay-key': relay.appKey } })
    expect(answer.status).toBe(200)
    const closed = await poll(declined.channel)
    expect(closed.status).toBe(410)
    expect(closed.body).toMatchObject({ code: 'CHANNEL_CLOSED', error: 'The Farcaster request expired or was declined' })
    const late = await authChannel()
    skew = FARCASTER_LOGIN_TTL_MS + 1_000
    try {
      expect((await poll(late.channel)).body).toMatchObject({ code: 'CHANNEL_CLOSED' })
    } finally {
      skew = 0
    }
  })

  it('every body is decoded: a malformed one is refused, an unknown project too', async () => {
    expect((await authCall('/v1/farcaster/channel', { projectId: 7 })).status).toBe(400)
    expect((await authCall('/v1/farcaster/status', { projectId: PROJECT })).status).toBe(400)
    expect((await authCall('/v1/farcaster/channel', { projectId: 'nobody' })).body).toMatchObject({ error: 'Unauthorized: invalid key' })
  })
})

describe('the devnet’s Farcaster (registry, relay and app page, as startDevnet runs them)', () => {
  it('§7 connect farcaster: the devnet app page approves with the registered fid’s custody key, or declines', async () => {
    const farcaster = await startFarcaster({ host: '127.0.0.1', chain })
    const devAuth = await startAuth({
      frameOrigins: [FRAME],
      mailer: { send: async () => undefined },
      projects: { [PROJECT]: [] },
      farcaster: { relayUrl: farcaster.relayUrl, chainId: CHAIN_ID, custodyOf: registryCustody(rpcUrl, farcaster.registry) },
    })
    try {
      const [account] = farcaster.accounts()
      expect(account).toMatchObject({ username: 'alice' })
      const call = async (path: string, body: unknown) => (await fetch(`${devAuth.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: FRAME }, body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>
      const form = (url: string, fields: Record<string, string>) =>
        fetch(url.split('?')[0]!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ channelToken: new URL(url).searchParams.get('channelToken')!, ...fields }) })

      const opened = await call('/v1/farcaster/channel', { projectId: PROJECT })
      const url = String(opened.url)
      expect(url.startsWith(farcaster.appUrl)).toBe(true)
      const page = await (await fetch(url)).text()
      expect(page).toContain('Sign in as @alice')
      expect(page).toContain('127.0.0.1:4800')
      const approved = await form(url, { fid: String(account!.fid) })
      expect(await approved.text()).toContain('Signed in as @alice')
      expect(await call('/v1/farcaster/status', { projectId: PROJECT, channel: opened.channel })).toMatchObject({ state: 'completed', fid: account!.fid })

      // A fid registered later with its own custody key signs too.
      const bob = await farcaster.register({ username: 'bob' })
      expect(await registryCustody(rpcUrl, farcaster.registry)(BigInt(bob.fid))).toBe(bob.custody)
      const second = await call('/v1/farcaster/channel', { projectId: PROJECT })
      await form(String(second.url), { fid: String(bob.fid) })
      expect(await call('/v1/farcaster/status', { projectId: PROJECT, channel: second.channel })).toMatchObject({ state: 'completed', fid: bob.fid })

      const third = await call('/v1/farcaster/channel', { projectId: PROJECT })
      expect(await (await form(String(third.url), { action: 'decline' })).text()).toContain('Declined')
      expect(await call('/v1/farcaster/status', { projectId: PROJECT, channel: third.channel })).toMatchObject({ code: 'CHANNEL_CLOSED' })
      expect((await fetch(String(third.url))).status).toBe(410)
    } finally {
      await devAuth.stop()
      await farcaster.stop()
    }
  })
})
