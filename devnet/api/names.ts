import { getAddress, isHex, recoverMessageAddress, type Address } from 'viem'
import type { DevnetContext } from '../context'
import { json } from '../http/reply'
import type { Router } from '../http/router'
import { badRequest, HttpProblem } from '../http/problem'
import { parseAddress } from './params'

/** SPEC §9 name suffixes: every registered name ends in one of these zones. */
export const NAME_ZONES = ['reown.id', 'wcn.id'] as const
export type NameZone = (typeof NAME_ZONES)[number]

/** How far the signed message's timestamp may be from the devnet's clock (replayed messages are refused). */
const MESSAGE_WINDOW_SECONDS = 10 * 60

export interface RegisteredName {
  /** The full name, label and zone ('alice-wallet.reown.id'), lower case. */
  readonly name: string
  readonly address: Address
  /** The ENSIP-11 coin type the registration named (60 or a devnet chain's). */
  readonly coinType: number
  /** Seconds since the epoch. */
  readonly registered: number
  readonly attributes: Readonly<Record<string, string>>
}

export interface NameRegistry {
  lookup(name: string): RegisteredName | undefined
  /** Names pointing at the address, newest first. */
  namesOf(address: string): ReadonlyArray<RegisteredName>
  add(entry: RegisteredName): void
}

export function createNameRegistry(): NameRegistry {
  const byName = new Map<string, RegisteredName>()
  return {
    lookup: (name) => byName.get(name.toLowerCase()),
    namesOf: (address) =>
      [...byName.values()].filter((entry) => entry.address.toLowerCase() === address.toLowerCase()).sort((a, b) => b.registered - a.registered),
    add: (entry) => void byName.set(entry.name, entry),
  }
}

const labelPattern = /^[a-z0-9-]{4,}$/

/** The label and zone of a full name; a name without a SPEC zone or with a bad label is a 400. */
export function parseRegistrableName(value: string): { label: string; zone: NameZone; name: string } {
  const name = value.toLowerCase()
  const zone = NAME_ZONES.find((z) => name.endsWith(`.${z}`))
  if (!zone) throw badRequest(`Name "${value}" must end in .${NAME_ZONES.join(' or .')}`)
  const label = name.slice(0, -(zone.length + 1))
  if (!labelPattern.test(label)) throw badRequest(`Name "${value}": the label needs at least 4 letters, digits or hyphens`)
  return { label, zone, name }
}

/** ENSIP-11 coin type of an EVM chain (the chain id with the high bit set). */
export const coinTypeOf = (chainId: number): number => (0x80000000 | chainId) >>> 0

interface RegistrationMessage {
  readonly name: string
  readonly attributes: Readonly<Record<string, string>>
  readonly timestamp: number
}

function parseMessage(text: string): RegistrationMessage {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badRequest('message must be the JSON text that was signed: {"name","attributes","timestamp"}')
  }
  const record = parsed as Partial<RegistrationMessage> | null
  if (!record || typeof record.name !== 'string' || typeof record.timestamp !== 'number') {
    throw badRequest('message must name the "name" and a numeric "timestamp"')
  }
  const attributes = record.attributes && typeof record.attributes === 'object' ? record.attributes : {}
  for (const value of Object.values(attributes)) if (typeof value !== 'string') throw badRequest('message attributes must be strings')
  return { name: record.name, attributes, timestamp: record.timestamp }
}

/** Alternatives to a wanted label that are still free in the zone (the label itself first). */
function suggestionsFor(registry: NameRegistry, label: string, zone: NameZone): Array<{ name: string; registered: boolean }> {
  const base = label.toLowerCase().replace(/[^a-z0-9-]/g, '')
  const candidates = [base, `${base}-wallet`, `${base}-web3`, `${base}1`, `${base}-dev`, `the-${base}`]
  const out: Array<{ name: string; registered: boolean }> = []
  for (const candidate of candidates) {
    if (!labelPattern.test(candidate)) continue
    const name = `${candidate}.${zone}`
    const registered = registry.lookup(name) !== undefined
    // The wanted name is always listed (with whether it is taken); alternatives only when free.
    if (candidate === base || !registered) out.push({ name, registered })
  }
  return out
}

/** The SPEC §7 profile answer shape for a registered name. */
export function profileOf(devnet: DevnetContext, entry: RegisteredName) {
  const addresses: Record<string, { address: string }> = { [String(entry.coinType)]: { address: entry.address } }
  // A name registered for Ethereum's coin type (60) holds the address on every devnet chain too.
  if (entry.coinType === 60) for (const chain of devnet.chains) addresses[String(coinTypeOf(chain.chainId))] = { address: entry.address }
  return {
    name: entry.name,
    registered: entry.registered,
    updated: entry.registered,
    addresses,
    attributes: Object.entries(entry.attributes).map(([key, value]) => ({ [key]: value })),
  }
}

/**
 * SPEC §7 name registry rows: GET /v1/profile/suggestions/{name}?zone, GET /v1/profile/reverse/{address}
 * and POST /v1/profile/account {coin_type, address, message, signature}. A registration is accepted only
 * when the signature recovers to the address over the exact message text, the message names a free
 * name in a SPEC zone, and its timestamp is recent. (GET /v1/profile/account/{name} is in identity.ts.)
 */
export const nameRoutes = (devnet: DevnetContext) => (router: Router) =>
  router
    .get('/v1/profile/suggestions/:name', (context) => {
      const wanted = (context.params.name ?? '').toLowerCase()
      const zoneParam = context.query.get('zone') ?? NAME_ZONES[0]
      const zone = NAME_ZONES.find((z) => z === zoneParam)
      if (!zone) throw badRequest(`Unknown zone "${zoneParam}": the devnet serves ${NAME_ZONES.join(', ')}`)
      const label = wanted.endsWith(`.${zone}`) ? wanted.slice(0, -(zone.length + 1)) : wanted.split('.')[0] ?? ''
      return json({ suggestions: suggestionsFor(devnet.names, label, zone) })
    })
    .get('/v1/profile/reverse/:address', (context) => {
      const address = parseAddress(context.params.address ?? '')
      const sender = context.query.get('sender')
      if (sender) parseAddress(sender, 'sender')
      return json(devnet.names.namesOf(address).map((entry) => profileOf(devnet, entry)))
    })
    .post('/v1/profile/account', async (context) => {
      const body = (await context.readJson()) as Record<string, unknown> | null
      const { coin_type: coinType, address, message, signature } = body ?? {}
      if (typeof coinType !== 'number' || typeof address !== 'string' || typeof message !== 'string' || typeof signature !== 'string') {
        throw badRequest('Expected {coin_type: number, address: string, message: string, signature: string}')
      }
      const owner = parseAddress(address)
      const known = [60, ...devnet.chains.map((chain) => coinTypeOf(chain.chainId))]
      if (!known.includes(coinType)) throw badRequest(`Unknown coin_type ${coinType}: the devnet serves ${known.join(', ')}`)
      if (!isHex(signature) || signature.length !== 132) throw badRequest('signature must be 65 bytes of hex')
      let signer: Address
      try {
        signer = await recoverMessageAddress({ message, signature })
      } catch {
        throw new HttpProblem(401, 'The signature does not recover to an address')
      }
      if (getAddress(signer) !== owner) throw new HttpProblem(401, 'The signature was not made by address over this message')
      const signed = parseMessage(message)
      const { name } = parseRegistrableName(signed.name)
      const now = Math.floor(Date.now() / 1000)
      if (Math.abs(now - signed.timestamp) > MESSAGE_WINDOW_SECONDS) throw badRequest('The message timestamp is too far from now')
      if (devnet.names.lookup(name)) throw new HttpProblem(409, `Name ${name} is already registered`)
      devnet.names.add({ name, address: owner, coinType, registered: now, attributes: signed.attributes })
      return json({ success: true })
    })
