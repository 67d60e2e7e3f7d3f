import { SiwxSession, decodeEach, parseCaipNetworkId } from '../index'
import type { SchedulerLike } from 'rxjs'
import type { SiwxMessageFields } from '../codec/siwx'
import type { IdsPort } from '../ports/ids'
import type { LoggerPort } from '../ports/logger'
import type { PlatformPort } from '../ports/platform'
import type { Store } from '../storage/createStore'
import { formatSiwxMessage } from './formatMessage'
import { checkSignedSiwe, createSiweText, type ViemSiwe } from './viemSiwe'
import { messageDefaults, newNonce } from './messageDefaults'
import type { SiwxProvider } from './provider'
import { sessionIsCurrent, sessionIsFor } from './sessions'

/** What an integrator may set on the built-in provider (through `localSiwx(...)` as the siwx option). */
export interface LocalSiwxOptions {
  /** SPEC §4 required sign-in. Default false. */
  readonly required?: boolean
  readonly statement?: string
  /** How long a session lasts from its issue time; no Expiration Time line when absent. */
  readonly expirationMs?: number
  readonly resources?: ReadonlyArray<string>
  /**
   * viem's SIWE helpers, `() => import('viem/siwe')`: EVM messages are then written by
   * createSiweMessage (every field checked) and a signed session is read back with parseSiweMessage
   * and validateSiweMessage before it is kept. Loaded at the first sign-in; without it the built-in
   * formatter writes the message.
   */
  readonly viem?: () => Promise<ViemSiwe>
}

export interface LocalSiwxDeps {
  readonly store: Store
  /** The nonce's randomness. */
  readonly ids: IdsPort
  /** Issued At, Expiration Time, and which stored sessions have expired. */
  readonly scheduler: SchedulerLike
  /** domain (host) and uri (origin) of the message. */
  readonly platform: PlatformPort
  readonly logger: LoggerPort
}

/**
 * The default sign-in provider: EIP-4361 / CAIP-122 messages, sessions kept in storage (key
 * siwxSessions, every session decoded on read; a corrupt one is dropped and the list rewritten).
 * It does not verify signatures (no chain SDK in the kernel): apps that must trust a sign-in verify it
 * in their own provider's addSession, or on their server.
 */
export function createLocalSiwx(deps: LocalSiwxDeps, options: LocalSiwxOptions = {}): SiwxProvider {
  const { store, scheduler, logger } = deps

  const readAll = (): SiwxSession[] => {
    const stored = store.read('siwxSessions')
    if (stored === undefined) return []
    let dropped = false
    const sessions = decodeEach(SiwxSession, stored, (error) => {
      dropped = true
      logger.warn('siwx: dropped a corrupt stored session', error.message)
    })
    if (dropped) writeAll(sessions)
    return sessions
  }
  const writeAll = (sessions: ReadonlyArray<SiwxSession>): void => {
    if (sessions.length === 0) store.remove('siwxSessions')
    else store.write('siwxSessions', [...sessions])
  }

  // viem speaks EIP-4361 only: other namespaces keep the CAIP-122 formatter.
  const viemFor = (chainId: SiwxMessageFields['chainId']): Promise<ViemSiwe> | undefined =>
    options.viem && parseCaipNetworkId(chainId).namespace === 'eip155' ? options.viem() : undefined

  return {
    createMessage: async ({ accountAddress, chainId }) => {
      const now = scheduler.now()
      const data: SiwxMessageFields = {
        ...messageDefaults(deps.platform),
        chainId,
        accountAddress,
        nonce: newNonce(deps.ids),
        version: '1',
        issuedAt: new Date(now).toISOString(),
        ...(options.expirationMs === undefined
          ? {}
          : { expirationTime: new Date(now + options.expirationMs).toISOString() }),
        ...(options.statement === undefined ? {} : { statement: options.statement }),
        ...(options.resources === undefined ? {} : { resources: [...options.resources] }),
      }
      const viem = viemFor(chainId)
      return { data, message: viem ? createSiweText(await viem, data) : formatSiwxMessage(data) }
    },
    addSession: async (session) => {
      const { chainId, accountAddress } = session.data
      const viem = viemFor(chainId)
      if (viem) checkSignedSiwe(await viem, session, scheduler.now())
      writeAll([...readAll().filter((s) => !sessionIsFor(s, chainId, accountAddress)), session])
    },
    revokeSession: async (chainId, address) => {
      writeAll(readAll().filter((s) => !sessionIsFor(s, chainId, address)))
    },
    setSessions: async (sessions) => {
      writeAll(sessions)
    },
    getSessions: async (chainId, address) => {
      const now = scheduler.now()
      return readAll().filter((s) => sessionIsFor(s, chainId, address) && sessionIsCurrent(s, now))
    },
    getRequired: () => options.required === true,
  }
}
