import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import type { Address, Hex } from 'viem'
import { createNonceBook, registryCustody, verifySiwf, SiwfRefusal, type NonceBook, type SiwfAnswer } from '../../auth/farcaster'
import { deriveDevAccounts } from '../../devnet/accounts'
import { DEV_MNEMONIC } from '../../devnet/config'
import { createLocalChain, type LocalChain } from '../../devnet/chain/createChain'
import { deployIdRegistry, type IdRegistry } from '../../devnet/farcaster/idRegistry'
import { startFarcasterRelay, type FarcasterRelay } from '../../devnet/farcaster/relay'

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
}, 120_000)

afterAll(async () => {
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
