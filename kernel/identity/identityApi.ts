import { catchError, from, map, of, switchMap, type Observable, type SchedulerLike } from 'rxjs'
import type { HttpClient } from '../http/createHttpClient'
import type { Store } from '../storage/createStore'
import type { LoggerPort } from '../ports/logger'
import type { CaipNetworkId, ChainNamespace } from '../codec/primitives'
import { parseCaipNetworkId } from '../codec/primitives'
import { createTtlCache, ttlCache } from '../operators/ttlCache'
import { whenNetworkSupported, type SupportedChains } from '../supportedChains/supportedChains'
import { IdentityResponse } from '../codec/api'
import { Identity, toIdentity } from './identity'
import { IDENTITY_CACHE_MS, IDENTITY_NAMESPACES } from './constants'
import type { ResolvedName } from './names'

export interface IdentityApiDeps {
  readonly http: HttpClient
  readonly store: Store
  readonly scheduler: SchedulerLike
  readonly supportedChains: SupportedChains
  readonly logger?: LoggerPort
}

export interface IdentityQuery {
  readonly address: string
  /** The active network: identities exist only on eip155 networks the API supports. */
  readonly caipNetworkId: CaipNetworkId
  /** The connected address asking (SPEC §7 query `sender`); defaults to `address`. */
  readonly sender?: string
}

export interface IdentityApi {
  /**
   * SPEC §7 GET /v1/identity/{address}?sender=…, cached 5 min per address (SPEC §9). Off eip155 or on
   * an unsupported network it answers {} without a call. Never errors: a failure is logged and
   * answers {} (the profile simply shows the address).
   */
  getIdentity(query: IdentityQuery): Observable<Identity>
  /**
   * SPEC §7 GET /v1/profile/account/{name}: the name's address on this network; undefined for an
   * unknown name (or a network the API does not support); 'Error resolving name' when it fails.
   */
  resolveName(name: string, caipNetworkId: CaipNetworkId): Observable<ResolvedName | undefined>
  /** A name just registered for the address replaces the cached identity's name. */
  rememberName(address: string, name: string): void
}

export function createIdentityApi(deps: IdentityApiDeps): IdentityApi {
  const cache = createTtlCache(deps, { table: 'identityCache', lifetimeMs: IDENTITY_CACHE_MS, codec: Identity })
  return {
    getIdentity({ address, caipNetworkId, sender }) {
      const namespace = parseCaipNetworkId(caipNetworkId).namespace as ChainNamespace
      if (!IDENTITY_NAMESPACES.includes(namespace)) return of({})
      // EVM addresses are case-insensitive; one cache entry per account whatever the checksum casing.
      const key = address.toLowerCase()
      const call = () =>
        deps.http
          .get(`/v1/identity/${encodeURIComponent(address)}`, IdentityResponse, { sender: sender ?? address })
          .pipe(map(toIdentity), ttlCache(cache, key))
      return whenNetworkSupported<Identity>(deps.supportedChains, caipNetworkId, call, {}).pipe(
        catchError((error: unknown) => {
          deps.logger?.warn('identity: lookup failed', error)
          return of({})
        }),
      )
    },
    rememberName(address, name) {
      const key = address.toLowerCase()
      cache.write(key, { ...cache.read(key), name })
    },
    // Only the send form looks names up: its code comes with the first lookup, not with the page.
    resolveName: (name, caipNetworkId) =>
      whenNetworkSupported<ResolvedName | undefined>(
        deps.supportedChains,
        caipNetworkId,
        () => from(import('../accountServices')).pipe(switchMap(({ resolveName }) => resolveName(deps.http, name, caipNetworkId))),
        undefined,
      ),
  }
}
