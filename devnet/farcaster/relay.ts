import { randomBytes } from 'node:crypto'
import * as t from 'io-ts'
import { HttpProblem } from '../http/problem'
import { json } from '../http/reply'
import { createRouter, type RequestContext } from '../http/router'
import { serve, type RunningServer } from '../http/serve'

/**
 * The devnet's Farcaster auth relay: the Sign In With Farcaster channel API. A client opens a
 * channel (POST /v1/channel) and shows its URL as a QR code or link; the person's Farcaster app
 * opens it, signs the message and posts it (POST /v1/channel/authenticate, with the relay's app
 * key); the client polls the status (GET /v1/channel/status, the channel token as bearer): 202
 * while pending, 200 with the signed message once done (the channel then closes), 401 once it
 * expired or the person declined it.
 */
export interface FarcasterRelay extends RunningServer {
  /** The key the devnet Farcaster app authenticates to the relay with. */
  readonly appKey: string
}

const CreateChannel = t.intersection([
  t.type({ siweUri: t.string, domain: t.string }),
  t.partial({ nonce: t.string, notBefore: t.string, expirationTime: t.string, requestId: t.string, redirectUrl: t.string }),
])
const Authenticate = t.intersection([
  t.type({ message: t.string, signature: t.string, fid: t.number }),
  t.partial({ username: t.string, displayName: t.string, bio: t.string, pfpUrl: t.string }),
])

interface Channel {
  readonly expiresAt: number
  readonly params: t.TypeOf<typeof CreateChannel> & { readonly nonce: string }
  completed?: t.TypeOf<typeof Authenticate>
}

export interface RelayOptions {
  /** The devnet Farcaster app's page: the channel URL is it with `?channelToken=`. */
  readonly appUrl: () => string
  /** How long a channel lives (the real relay keeps them an hour). */
  readonly channelTtlMs?: number
  readonly now?: () => number
  readonly host?: string
  readonly port?: number
}

const decodeBody = async <A>(codec: t.Decoder<unknown, A>, context: RequestContext): Promise<A> => {
  const decoded = codec.decode(await context.readJson())
  if (decoded._tag === 'Left') throw new HttpProblem(400, 'Invalid request body')
  return decoded.right
}

export async function startFarcasterRelay(options: RelayOptions): Promise<FarcasterRelay> {
  const now = options.now ?? Date.now
  const ttl = options.channelTtlMs ?? 3_600_000
  const appKey = randomBytes(16).toString('hex')
  const channels = new Map<string, Channel>()

  const channelOf = (context: RequestContext): [string, Channel] => {
    const token = /^Bearer (\S+)$/.exec(context.headers.authorization ?? '')?.[1]
    const channel = token ? channels.get(token) : undefined
    if (!token || !channel) throw new HttpProblem(401, 'Unauthorized')
    if (channel.expiresAt <= now()) {
      channels.delete(token)
      throw new HttpProblem(401, 'Unauthorized')
    }
    return [token, channel]
  }
  const urlOf = (token: string) => `${options.appUrl()}?${new URLSearchParams({ channelToken: token })}`

  const router = createRouter()
    .post('/v1/channel', async (context) => {
      const body = await decodeBody(CreateChannel, context)
      const token = randomBytes(16).toString('hex')
      const nonce = body.nonce ?? randomBytes(12).toString('hex')
      channels.set(token, { expiresAt: now() + ttl, params: { ...body, nonce } })
      return json({ channelToken: token, url: urlOf(token), connectUri: urlOf(token), nonce }, 201)
    })
    // What the Farcaster app reads before it signs (the devnet app builds its message from it).
    .get('/v1/channel/params', (context) => {
      const [, channel] = channelOf(context)
      return json(channel.params)
    })
    .post('/v1/channel/authenticate', async (context) => {
      if (context.headers['x-farcaster-auth-relay-key'] !== appKey) throw new HttpProblem(401, 'Unauthorized')
      const [, channel] = channelOf(context)
      channel.completed = await decodeBody(Authenticate, context)
      return json({ state: 'completed' }, 201)
    })
    // A devnet extension: the person declined in the app. The real relay has no such call (a declined
    // channel just never completes and expires); closing it at once lets the client hear it now.
    .post('/v1/channel/decline', (context) => {
      if (context.headers['x-farcaster-auth-relay-key'] !== appKey) throw new HttpProblem(401, 'Unauthorized')
      const [token] = channelOf(context)
      channels.delete(token)
      return json({ state: 'declined' })
    })
    .get('/v1/channel/status', (context) => {
      const [token, channel] = channelOf(context)
      if (!channel.completed) return json({ state: 'pending', nonce: channel.params.nonce }, 202)
      channels.delete(token)
      return json({ state: 'completed', nonce: channel.params.nonce, ...channel.completed })
    })
  const server = await serve(router.listener, options.host ?? '127.0.0.1', options.port ?? 0)
  return { ...server, appKey }
}
