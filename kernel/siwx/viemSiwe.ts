import { AirlockError, parseCaipNetworkId } from '../index'
import type { SiwxMessageFields, SiwxSession } from '../codec/siwx'
import * as lazyThrown from '../errors/lazyThrownMessages'

type Hex = `0x${string}`

/** EIP-4361 fields as viem names them. */
export interface ViemSiweFields {
  readonly address: Hex
  readonly chainId: number
  readonly domain: string
  readonly nonce: string
  readonly uri: string
  readonly version: '1'
  readonly expirationTime?: Date | undefined
  readonly issuedAt?: Date | undefined
  readonly notBefore?: Date | undefined
  readonly requestId?: string | undefined
  readonly resources?: string[] | undefined
  readonly statement?: string | undefined
}

/**
 * What the sign-in path uses of viem's `viem/siwe` module. The app hands over the module itself
 * (`() => import('viem/siwe')`): viem stays an optional peer, its code loads at the first sign-in, and
 * the kernel imports no chain SDK.
 */
export interface ViemSiwe {
  createSiweMessage(parameters: ViemSiweFields): string
  parseSiweMessage(message: string): Partial<ViemSiweFields> & { readonly scheme?: string | undefined }
  validateSiweMessage(parameters: {
    readonly address?: Hex | undefined
    readonly domain?: string | undefined
    readonly message: Partial<ViemSiweFields>
    readonly nonce?: string | undefined
    readonly time?: Date | undefined
  }): boolean
}

const dateOf = (iso: string | undefined): Date | undefined => (iso === undefined ? undefined : new Date(iso))

function toViem(fields: SiwxMessageFields): ViemSiweFields {
  return {
    address: fields.accountAddress as Hex,
    chainId: Number(parseCaipNetworkId(fields.chainId).reference),
    domain: fields.domain,
    nonce: fields.nonce,
    uri: fields.uri,
    version: '1',
    expirationTime: dateOf(fields.expirationTime),
    issuedAt: dateOf(fields.issuedAt),
    notBefore: dateOf(fields.notBefore),
    requestId: fields.requestId,
    resources: fields.resources === undefined ? undefined : [...fields.resources],
    statement: fields.statement === '' ? undefined : fields.statement,
  }
}

/**
 * The EIP-4361 text through viem's createSiweMessage, which refuses a field the standard does not
 * allow (an address that is not one, a statement over several lines, a domain or URI that is not one,
 * a nonce under 8 alphanumerics) instead of writing it into the message.
 */
export function createSiweText(siwe: ViemSiwe, fields: SiwxMessageFields): string {
  return siwe.createSiweMessage(toViem(fields))
}

/**
 * A signed session's message, read back with viem: it must be the one asked for (address, domain,
 * nonce, chain) and valid now (Expiration Time, Not Before). Throws the refusal the kernel shows.
 */
export function checkSignedSiwe(siwe: ViemSiwe, session: SiwxSession, now: number): void {
  const asked = toViem(session.data)
  const parsed = siwe.parseSiweMessage(session.message)
  const valid =
    parsed.chainId === asked.chainId &&
    siwe.validateSiweMessage({ message: parsed, address: asked.address, domain: asked.domain, nonce: asked.nonce, time: new Date(now) })
  if (!valid) throw new AirlockError(lazyThrown.siwxMessageForOtherAccount, { category: 'wallet' })
}
