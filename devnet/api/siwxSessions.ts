import * as t from 'io-ts'
import { isLeft } from 'fp-ts/lib/Either'
import { PathReporter } from 'io-ts/lib/PathReporter'
import { getAddress, isAddress, isHex, verifyMessage, type Address, type Hex } from 'viem'
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { SiwxMessageFields } from '../../kernel/codec/siwx'
import { badRequest, HttpProblem } from '../http/problem'
import { json } from '../http/reply'
import type { RequestContext, Router } from '../http/router'

/**
 * The example sign-in backend (SPEC §4 sign-in flow, §3 signed-in session): it hands out nonces and
 * keeps a session only once viem has recovered the signer from the signature and the EIP-4361 text
 * agrees with the session's fields. Not a SPEC §7 endpoint; the demo's SiwxProvider talks to it.
 */

export const StoredSession = t.intersection([
  t.type({ data: SiwxMessageFields, message: t.string, signature: t.string }),
  t.partial({ cacao: t.UnknownRecord }),
])
export type StoredSession = t.TypeOf<typeof StoredSession>

const SessionList = t.type({ sessions: t.array(StoredSession) })

function decodeBody<A>(codec: t.Decoder<unknown, A>, body: unknown, what: string): A {
  const result = codec.decode(body)
  if (isLeft(result)) throw badRequest(`${what}: ${PathReporter.report(result).join('; ')}`)
  return result.right
}

/** 'eip155:31337' → 31337; the devnet signs in on EVM chains only. */
function evmChainNumber(caip: string): number {
  const match = /^eip155:(\d{1,12})$/.exec(caip)
  if (!match) throw badRequest(`chainId "${caip}" is not an EVM CAIP-2 id (eip155:{number})`)
  return Number(match[1])
}

function parseSessionAddress(value: string): Address {
  if (!isAddress(value, { strict: false })) throw badRequest(`"${value}" is not an EVM address`)
  return getAddress(value)
}

/** A time the message states and the one its fields state: both absent, or the same instant. */
const sameTime = (stated: Date | undefined, field: string | undefined): boolean =>
  stated === undefined || field === undefined ? stated === field : stated.getTime() === Date.parse(field)

const refused = (why: string): HttpProblem => new HttpProblem(401, `Session refused: ${why}`)

const keyOf = (chainId: string, address: string) => `${chainId}|${address.toLowerCase()}`

export interface SiwxSessionStore {
  /** A fresh nonce, remembered until a session uses it. */
  issueNonce(): string
  /** Verify and keep a session; rejects with a 400/401 HttpProblem saying why it was refused. */
  add(session: StoredSession, pageHost: string | undefined): Promise<void>
  /** Replace every session, each verified first (their nonces were spent when they were added). */
  replace(list: ReadonlyArray<StoredSession>, pageHost: string | undefined): Promise<void>
  current(chainId: string, address: string, now: Date): StoredSession[]
  revoke(chainId: string, address: string): void
}

export function createSiwxSessionStore(): SiwxSessionStore {
  const nonces = new Set<string>()
  const sessions = new Map<string, StoredSession>()

  const verify = async (session: StoredSession, pageHost: string | undefined, nonceUsed: boolean): Promise<void> => {
    const { data, message, signature } = session
    const chain = evmChainNumber(data.chainId)
    const address = parseSessionAddress(data.accountAddress)
    if (!isHex(signature)) throw badRequest('signature must be 0x-prefixed hex')
    const parsed = parseSiweMessage(message)
    // The text the wallet signed must say what the session claims, or the fields could be swapped.
    const agrees =
      parsed.chainId === chain &&
      parsed.nonce === data.nonce &&
      parsed.domain === data.domain &&
      parsed.uri === data.uri &&
      parsed.version === data.version &&
      parsed.address !== undefined &&
      parsed.address.toLowerCase() === address.toLowerCase() &&
      sameTime(parsed.issuedAt, data.issuedAt) &&
      sameTime(parsed.expirationTime, data.expirationTime) &&
      sameTime(parsed.notBefore, data.notBefore)
    if (!agrees) throw refused('the message text does not match its fields')
    if (pageHost !== undefined && data.domain !== pageHost) throw refused(`domain ${data.domain} is not the calling page (${pageHost})`)
    if (!nonceUsed && !nonces.has(data.nonce)) throw refused('the nonce was not issued here, or was used already')
    if (!validateSiweMessage({ message: parsed, address, nonce: data.nonce, time: new Date() })) {
      throw refused('the message has expired or is not valid yet')
    }
    if (!(await verifyMessage({ address, message, signature: signature as Hex }))) {
      throw refused('the signature was not made by the account')
    }
  }

  return {
    issueNonce() {
      const nonce = generateSiweNonce()
      nonces.add(nonce)
      return nonce
    },
    async add(session, pageHost) {
      await verify(session, pageHost, false)
      nonces.delete(session.data.nonce)
      sessions.set(keyOf(session.data.chainId, session.data.accountAddress), session)
    },
    async replace(list, pageHost) {
      for (const session of list) await verify(session, pageHost, true)
      sessions.clear()
      for (const session of list) sessions.set(keyOf(session.data.chainId, session.data.accountAddress), session)
    },
    current(chainId, address, now) {
      const session = sessions.get(keyOf(chainId, address))
      if (!session) return []
      const parsed = parseSiweMessage(session.message)
      return validateSiweMessage({ message: parsed, time: now }) ? [session] : []
    },
    revoke(chainId, address) {
      sessions.delete(keyOf(chainId, address))
    },
  }
}

/** host[:port] of the page that called, when the browser said (EIP-4361: the domain is the page's). */
function pageHostOf(context: RequestContext): string | undefined {
  const origin = context.headers.origin
  if (typeof origin !== 'string' || origin === 'null') return undefined
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

/**
 * GET /siwx/nonce → {nonce}; POST /siwx/sessions {data, message, signature} → 201 {session} or 401;
 * GET and DELETE /siwx/sessions/{chainId}/{address} → {sessions}; PUT /siwx/sessions {sessions}
 * replaces every session (each verified again; [] signs out everywhere).
 */
export const siwxSessionRoutes = (store: SiwxSessionStore) => (router: Router) =>
  router
    .get('/siwx/nonce', () => json({ nonce: store.issueNonce() }))
    .post('/siwx/sessions', async (context) => {
      const session = decodeBody(StoredSession, await context.readJson(), 'A session is {data, message, signature}')
      await store.add(session, pageHostOf(context))
      return json({ session }, 201)
    })
    .put('/siwx/sessions', async (context) => {
      const { sessions } = decodeBody(SessionList, await context.readJson(), 'Expected {sessions: [...]}')
      await store.replace(sessions, pageHostOf(context))
      return json({ sessions })
    })
    .get('/siwx/sessions/:chainId/:address', (context) => {
      const chainId = context.params.chainId ?? ''
      evmChainNumber(chainId)
      const address = parseSessionAddress(context.params.address ?? '')
      return json({ sessions: store.current(chainId, address, new Date()) })
    })
    .delete('/siwx/sessions/:chainId/:address', (context) => {
      const chainId = context.params.chainId ?? ''
      evmChainNumber(chainId)
      store.revoke(chainId, parseSessionAddress(context.params.address ?? ''))
      return json({ sessions: [] })
    })
