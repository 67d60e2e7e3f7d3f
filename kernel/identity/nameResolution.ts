import { catchError, map, of, throwError, type Observable } from 'rxjs'
import { ProfileAccountResponse } from '../codec/api'
import { EvmAddress } from '../codec/addresses'
import { evmChainIdToCoinType } from '../codec/coinType'
import type { CaipNetworkId } from '../codec/primitives'
import { parseCaipNetworkId } from '../codec/primitives'
import { AirlockError } from '../errors/AirlockError'
import * as nameErrors from '../errors/nameErrors'
import type { HttpClient } from '../http/createHttpClient'
import { IDENTITY_NAMESPACES } from './constants'

import type { ResolvedName } from './names'

/** The profile API version the answer's shape follows (SPEC §7 query apiVersion). */
export const PROFILE_API_VERSION = 2


/** The avatar among the profile's attributes, if it lists one. */
const avatarOf = (answer: ProfileAccountResponse): string | undefined => answer.attributes?.find((a) => a.avatar)?.avatar

/**
 * SPEC §7 GET /v1/profile/account/{name}: the address the name holds for this network's ENSIP-11
 * coin type, else its EVM default (60, Ethereum's own). `undefined` when there is no such name or no address for this chain
 * (a 404, or no matching entry); 'Error resolving name' when the answer cannot be had or read.
 * Names exist on eip155 only (SPEC §9): elsewhere every name is unknown.
 */
export function resolveName(http: HttpClient, name: string, caipNetworkId: CaipNetworkId): Observable<ResolvedName | undefined> {
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId)
  if (!IDENTITY_NAMESPACES.includes(namespace as (typeof IDENTITY_NAMESPACES)[number])) return of(undefined)
  let coinType: number
  try {
    coinType = evmChainIdToCoinType(Number(reference))
  } catch (error) {
    return throwError(() => error)
  }
  return http.get(`/v1/profile/account/${encodeURIComponent(name)}`, ProfileAccountResponse, { apiVersion: PROFILE_API_VERSION }).pipe(
    map((answer): ResolvedName | undefined => {
      const entry = answer.addresses[String(coinType)] ?? answer.addresses['60']
      if (!entry) return undefined
      // The API is outside: an entry that is no EVM address is an answer that cannot be read.
      if (!EvmAddress.is(entry.address)) throw new Error('not an EVM address')
      return { name: answer.name ?? name, address: entry.address, avatar: avatarOf(answer) }
    }),
    catchError((error: unknown) => {
      if ((error as { readonly status?: unknown }).status === 404) return of(undefined)
      return throwError(() => new AirlockError(nameErrors.errorResolvingName, { category: 'http', cause: error }))
    }),
  )
}
