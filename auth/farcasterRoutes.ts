import { randomBytes } from 'node:crypto'
import * as t from 'io-ts'
import type { Address, Hex } from 'viem'
import { createNonceBook, SiwfRefusal, verifySiwf, type NonceBook } from './farcaster'
import { Refusal, type Request, type Route } from './http'
import type { AuthStore, User } from './storage/contract'

/** Where the auth service checks Sign In With Farcaster: the relay, and the ID registry's chain. */
export interface FarcasterConfig {
  /** The Sign In With Farcaster relay (create channel, status). */
  readonly relayUrl: string
  /** The chain of the ID registry, named in every signed message. */
  readonly chainId: number
  /** The fid's custody address in the ID registry (see `registryCustody`). */
  readonly custodyOf: (fid: bigint) => Promise<Address>
}

/** A login between its channel and its answer: ten minutes to scan the code and approve. */
export const FARCASTER_LOGIN_TTL_MS = 10 * 60_000

interface Pending {
  readonly channelToken: string
  readonly nonce: string
  readonly projectId: string
  readonly origin: string
  readonly expiresAt: number
}

type Session = { readonly token: string; readonly expiresAt: number; readonly user: { readonly id: string; readonly email: string } }

const ChannelBody = t.type({ projectId: t.string })
const StatusBody = t.type({ projectId: t.string, channel: t.string })
const RelayChannel = t.type({ channelToken: t.string, url: t.string, nonce: t.string })
const RelayStatus = t.union([
  t.type({ state: t.literal('pending') }),
  t.intersection([t.type({ state: t.literal('completed'), message: t.string, signature: t.string, fid: t.number }), t.partial({ username: t.string })]),
])

function decodeOr<A>(codec: t.Decoder<unknown, A>, value: unknown, refusal: Refusal): A {
  const result = codec.decode(value)
  if (result._tag === 'Left') throw refusal
  return result.right
}

/** The user record key of a Farcaster identity: its fid (a custody key can change, the fid stays). */
export const farcasterIdentity = (fid: number): string => `farcaster:${fid}`

/**
 * Farcaster login (SPEC §7 get and connect farcaster). `channel` opens a relay channel for the calling
 * frame origin with a nonce this service issued, and answers its URL (the QR code) and an id of the
 * login; `status` asks the relay once: pending, or the custody-signed message, which must name this
 * frame origin, this login's nonce (once) and an fid whose custody address in the ID registry signed
 * it. The relay's channel token never leaves the service.
 */
export function farcasterRoutes(deps: {
  readonly store: AuthStore
  readonly config: FarcasterConfig
  readonly now: () => number
  readonly knownProject: (projectId: string) => Promise<void>
  readonly openSession: (user: User, origin: string) => Promise<Session>
}): Readonly<Record<string, Route>> {
  const pending = new Map<string, Pending>()
  const nonces = createNonceBook(FARCASTER_LOGIN_TTL_MS, deps.now)
  const prune = (at: number) => {
    for (const [id, login] of pending) if (login.expiresAt <= at) pending.delete(id)
  }
  const relay = async (path: string, init: { token?: string; body?: unknown }): Promise<{ status: number; json: unknown }> => {
    const response = await fetch(`${deps.config.relayUrl}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    }).catch(() => {
      throw new Refusal(502, 'The Farcaster relay cannot be reached')
    })
    return { status: response.status, json: await response.json().catch(() => undefined) }
  }
  const closed = () => new Refusal(410, 'The Farcaster request expired or was declined', { code: 'CHANNEL_CLOSED' })

  return {
    /** SPEC §7 get farcaster uri: a new relay channel for this frame origin; its URL is the QR code. */
    'POST /v1/farcaster/channel': async (request: Request) => {
      const body = decodeOr(ChannelBody, await request.json(), new Refusal(400, 'Invalid request body'))
      await deps.knownProject(body.projectId)
      const at = deps.now()
      prune(at)
      const nonce = nonces.issue()
      const expiresAt = at + FARCASTER_LOGIN_TTL_MS
      const created = await relay('/v1/channel', {
        body: { siweUri: request.origin, domain: new URL(request.origin).host, nonce, expirationTime: new Date(expiresAt).toISOString() },
      })
      if (created.status !== 201) throw new Refusal(502, 'The Farcaster relay refused the channel')
      const channel = decodeOr(RelayChannel, created.json, new Refusal(502, 'The Farcaster relay sent a malformed channel'))
      if (channel.nonce !== nonce) throw new Refusal(502, 'The Farcaster relay changed the nonce')
      const id = randomBytes(24).toString('base64url')
      pending.set(id, { channelToken: channel.channelToken, nonce, projectId: body.projectId, origin: request.origin, expiresAt })
      return { body: { url: channel.url, channel: id } }
    },

    /** SPEC §7 connect farcaster, one look: `pending`, or a session once the custody key signed. */
    'POST /v1/farcaster/status': async (request: Request) => {
      const body = decodeOr(StatusBody, await request.json(), new Refusal(400, 'Invalid request body'))
      const at = deps.now()
      const login = pending.get(body.channel)
      if (!login || login.origin !== request.origin || login.projectId !== body.projectId)
        throw new Refusal(401, 'Unknown or used Farcaster login', { code: 'INVALID_CHANNEL' })
      if (login.expiresAt <= at) {
        pending.delete(body.channel)
        throw closed()
      }
      const answer = await relay('/v1/channel/status', { token: login.channelToken })
      if (answer.status === 401) {
        pending.delete(body.channel)
        throw closed()
      }
      const status = decodeOr(RelayStatus, answer.json, new Refusal(502, 'The Farcaster relay sent a malformed status'))
      if (status.state === 'pending') return { body: { state: 'pending' } }
      // The relay hands an answer out once; so does this login, whatever the check below says.
      pending.delete(body.channel)
      // Only this login's own nonce counts: an answer signed for another channel is refused.
      const ownNonce: NonceBook = { issue: () => login.nonce, consume: (nonce) => nonce === login.nonce && nonces.consume(nonce) }
      let fid: number
      try {
        ;({ fid } = await verifySiwf(
          { message: status.message, signature: status.signature as Hex, fid: status.fid },
          { domain: new URL(login.origin).host, uri: login.origin, chainId: deps.config.chainId, now: at, custodyOf: deps.config.custodyOf, nonces: ownNonce },
        ))
      } catch (error) {
        if (error instanceof SiwfRefusal) throw new Refusal(401, `Farcaster sign-in refused: ${error.message}`, { code: 'INVALID_SIGNATURE' })
        throw error
      }
      const user = await deps.store.userByEmail(farcasterIdentity(fid), at)
      const session = await deps.openSession(user, login.origin)
      return { body: { state: 'completed', ...session, fid, ...(status.username ? { username: status.username } : {}) } }
    },
  }
}
