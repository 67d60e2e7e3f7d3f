import type { CaipNetworkId, ChainNamespace } from '../codec/primitives'
import type { SiwxMessageFields, SiwxSession } from '../codec/siwx'

/** The connected account a sign-in is for: the active address on the active chain. */
export interface SiwxAccount {
  readonly namespace: ChainNamespace
  readonly address: string
  /** CAIP-2 id of the active network, e.g. 'eip155:1'. */
  readonly chainId: CaipNetworkId
  /** The wallet said this address is a smart account (SPEC §8: a declined sign-in reads differently). */
  readonly smartAccount?: boolean
}

/** What `createMessage` is asked for. */
export interface SiwxMessageInput {
  readonly accountAddress: string
  readonly chainId: CaipNetworkId
}

/** A message to sign: its SPEC §3 fields and the exact text the wallet signs. */
export interface SiwxMessage {
  readonly data: SiwxMessageFields
  readonly message: string
}

/**
 * The sign-in provider an integrator passes as the `siwx` option (SPEC §1, §4 sign-in flow). Every
 * answer is a Promise so it can be written with plain async functions; the kernel wraps each call in a
 * cold Observable and decodes what comes back.
 *
 * Signature verification belongs here, not in the kernel (which has no chain SDK): `addSession` may
 * verify the signature (locally or on a server) and reject to refuse the sign-in.
 */
export interface SiwxProvider {
  /** The message to sign for this account and chain (SPEC §3 message fields + the text). */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
  /** Keep a signed session; reject to refuse it (the kernel then shows 'Signature declined'). */
  addSession(session: SiwxSession): Promise<void>
  /** Forget the sessions of this address on this chain. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replace every session with these ([] signs out everywhere). */
  setSessions(sessions: ReadonlyArray<SiwxSession>): Promise<void>
  /** The sessions of this address on this chain; sessions of other addresses or chains are ignored. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<ReadonlyArray<SiwxSession>>
  /**
   * True when the person must sign in to use the app: cancelling disconnects and the modal cannot be
   * closed until signed in (SPEC §4). Absent means not required.
   */
  getRequired?(): boolean
  /** False for chains this provider does not sign in on (no prompt there). Absent means every chain. */
  supportsChain?(chainId: CaipNetworkId): boolean
}
