import { decode, decodeEach, SiwxMessageFields, SiwxSession } from '../index'
import * as t from 'io-ts'
import type { CaipNetworkId } from '../codec/primitives'
import type { LoggerPort } from '../ports/logger'
import type { SiwxAccount } from './provider'

/** EVM addresses are hex: the same account in any letter case (checksummed or not). */
export function sameAddress(chainId: string, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
}

export function sameAccount(a: SiwxAccount | undefined, b: SiwxAccount | undefined): boolean {
  if (a === undefined || b === undefined) return a === b
  return a.namespace === b.namespace && a.chainId === b.chainId && sameAddress(a.chainId, a.address, b.address)
}

/** SPEC §4: only a session for this address on this chain counts. */
export function sessionIsFor(session: SiwxSession, chainId: CaipNetworkId, address: string): boolean {
  return session.data.chainId === chainId && sameAddress(chainId, session.data.accountAddress, address)
}

/** A session is valid from notBefore until expirationTime (either absent: no bound). */
export function sessionIsCurrent(session: SiwxSession, now: number): boolean {
  const { expirationTime, notBefore } = session.data
  if (expirationTime !== undefined) {
    const end = Date.parse(expirationTime)
    if (Number.isNaN(end) || end <= now) return false
  }
  if (notBefore !== undefined) {
    const start = Date.parse(notBefore)
    if (Number.isNaN(start) || start > now) return false
  }
  return true
}

/** Provider answers are outside bytes: the list is decoded item by item and bad sessions left out. */
export function decodeSessions(answer: unknown, logger: LoggerPort): SiwxSession[] {
  const list = decode(/* @__PURE__ */ t.array(t.unknown), answer, 'sessions')
  if (!list.ok) {
    logger.warn('siwx: getSessions did not answer a list', list.error.message)
    return []
  }
  return decodeEach(SiwxSession, list.value, (error) => logger.warn('siwx: dropped a malformed session', error.message))
}

/** What `createMessage` must answer. */
export const SiwxMessageAnswer = /* @__PURE__ */ t.type({ data: SiwxMessageFields, message: t.string }, 'SiwxMessage')
