import { decodeOrThrow, nullable, AirlockError } from '../index'
import * as t from 'io-ts'
import type { SchedulerLike } from 'rxjs'
import type { CaipNetworkId } from '../codec/primitives'
import type { SiwxMessageFields, SiwxSession } from '../codec/siwx'
import type { PlatformPort } from '../ports/platform'
import { formatSiwxMessage } from './formatMessage'
import { messageDefaults } from './messageDefaults'
import type { SiwxProvider } from './provider'
import { sessionIsFor, sameAddress } from './sessions'
import * as lazyThrown from '../errors/lazyThrownMessages'

/** Optional message fields a siweConfig may set; domain and uri default to the page's. */
export interface SiweMessageParams {
  readonly domain?: string
  readonly uri?: string
  readonly statement?: string
  readonly resources?: ReadonlyArray<string>
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
}

/** The signed-in EVM account a siweConfig reports. */
export interface SiweSessionInfo {
  readonly address: string
  /** EIP-155 chain number. */
  readonly chainId: number
}

/**
 * The `siweConfig` option (SPEC §1): Sign-In with Ethereum, the EVM form of siwx. A minimal shape with
 * a server in mind: the server hands out nonces, verifies signatures and keeps the session.
 */
export interface SiweConfig {
  /** A fresh nonce from the server (at least 8 alphanumeric characters, EIP-4361). */
  getNonce(address: string): Promise<string>
  getMessageParams?(): Promise<SiweMessageParams>
  /** The text to sign; the kernel's EIP-4361 formatter when absent. */
  createMessage?(fields: SiwxMessageFields): string
  /** Check the signature (server side); false refuses the sign-in. */
  verifyMessage(args: { readonly message: string; readonly signature: string }): Promise<boolean>
  /** The signed-in account, or null. */
  getSession(): Promise<SiweSessionInfo | null | undefined>
  signOut(): Promise<unknown>
  /** SPEC §4 required sign-in. Default false. */
  readonly required?: boolean
}

export interface SiweDeps {
  /** Issued At. */
  readonly scheduler: SchedulerLike
  /** Default domain and uri. */
  readonly platform: PlatformPort
}

const Params = /* @__PURE__ */ t.partial(
  {
    domain: t.string,
    uri: t.string,
    statement: t.string,
    resources: /* @__PURE__ */ t.array(t.string),
    expirationTime: t.string,
    notBefore: t.string,
    requestId: t.string,
  },
  'SiweMessageParams',
)
const SessionInfo = /* @__PURE__ */ t.union([/* @__PURE__ */ nullable(/* @__PURE__ */ t.type({ address: t.string, chainId: t.number })), t.undefined], 'SiweSession')

const isEvm = (chainId: CaipNetworkId) => chainId.startsWith('eip155:')

/**
 * siweConfig as a SiwxProvider. SIWE is EVM only: other chains are not signed in on (supportsChain).
 * getSession tells only address and chain, so a session made elsewhere is reported with the fields it
 * has and an empty message and signature; one signed in this page is reported as signed.
 */
export function fromSiweConfig(config: SiweConfig, deps: SiweDeps): SiwxProvider {
  // The one session signed through this provider, to report it whole; the server stays the authority.
  let latest: SiwxSession | undefined
  const verify = async (session: SiwxSession): Promise<void> => {
    const verified: unknown = await config.verifyMessage({ message: session.message, signature: session.signature })
    if (verified !== true) throw new AirlockError(lazyThrown.siwxSignatureNotVerified, { category: 'wallet' })
  }

  return {
    createMessage: async ({ accountAddress, chainId }) => {
      const nonce = decodeOrThrow(t.string, await config.getNonce(accountAddress), 'siweConfig.getNonce')
      const params = config.getMessageParams
        ? decodeOrThrow(Params, await config.getMessageParams(), 'siweConfig.getMessageParams')
        : {}
      const data: SiwxMessageFields = {
        ...messageDefaults(deps.platform),
        ...params,
        chainId,
        accountAddress,
        nonce,
        version: '1',
        issuedAt: new Date(deps.scheduler.now()).toISOString(),
      }
      const message = config.createMessage
        ? decodeOrThrow(t.string, config.createMessage(data), 'siweConfig.createMessage')
        : formatSiwxMessage(data)
      return { data, message }
    },
    addSession: async (session) => {
      await verify(session)
      latest = session
    },
    revokeSession: async () => {
      latest = undefined
      await config.signOut()
    },
    // A SIWE server holds one session: the first given replaces it, none signs out.
    setSessions: async (sessions) => {
      const [first] = sessions
      latest = undefined
      if (first === undefined) {
        await config.signOut()
        return
      }
      await verify(first)
      latest = first
    },
    getSessions: async (chainId, address) => {
      if (!isEvm(chainId)) return []
      const info = decodeOrThrow(SessionInfo, await config.getSession(), 'siweConfig.getSession')
      if (!info || `eip155:${info.chainId}` !== chainId || !sameAddress(chainId, info.address, address)) return []
      if (latest && sessionIsFor(latest, chainId, address)) return [latest]
      const { domain, uri } = messageDefaults(deps.platform)
      return [{ data: { chainId, accountAddress: info.address, nonce: '', domain, uri, version: '1' }, message: '', signature: '' }]
    },
    getRequired: () => config.required === true,
    supportsChain: isEvm,
  }
}
