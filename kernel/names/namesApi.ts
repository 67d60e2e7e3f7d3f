import { NameSuggestionsResponse, ProfileAccountResponse, ReverseNamesResponse, AirlockError } from '../index'
import * as t from 'io-ts'
import { catchError, map, of, throwError, type Observable } from 'rxjs'
import type { NameSuggestion } from '../codec/names'
import type { HttpClient } from '../http/createHttpClient'
import { PROFILE_API_VERSION } from '../identity/nameResolution'
import { DEFAULT_NAME_ZONE } from './constants'
import * as nameErrors from '../errors/nameErrors'

/** SPEC §7 POST /v1/profile/account body. */
export interface NameRegistration {
  readonly coin_type: number
  readonly address: string
  /** The exact text the wallet signed. */
  readonly message: string
  readonly signature: string
}

const RegistrationAnswer = t.unknown

const statusOf = (error: unknown): unknown => (error as { readonly status?: unknown } | null)?.status

/** The SPEC §7 profile rows the name registration uses; each failure is its SPEC §8 message. */
export interface NamesApi {
  /** Whether the full name is held: GET /v1/profile/account/{name} (a 404 means free); 'Error resolving name'. */
  isTaken(name: string): Observable<boolean>
  /** GET /v1/profile/suggestions/{name}?zone; 'Error fetching name suggestions'. */
  suggestions(label: string): Observable<ReadonlyArray<NameSuggestion>>
  /** GET /v1/profile/reverse/{address}?sender&apiVersion; 'Error fetching names for address'. */
  namesOf(address: string): Observable<ReadonlyArray<string>>
  /** POST /v1/profile/account; 'Error registering name {name}'. */
  register(name: string, registration: NameRegistration): Observable<void>
}

export function createNamesApi(http: HttpClient): NamesApi {
  const failure = (message: string) => (error: unknown) => throwError(() => new AirlockError(message, { category: 'http', cause: error }))
  return {
    isTaken: (name) =>
      http.get(`/v1/profile/account/${encodeURIComponent(name)}`, ProfileAccountResponse, { apiVersion: PROFILE_API_VERSION }).pipe(
        map(() => true),
        catchError((error: unknown) => (statusOf(error) === 404 ? of(false) : failure(nameErrors.errorResolvingName)(error))),
      ),
    suggestions: (label) =>
      http.get(`/v1/profile/suggestions/${encodeURIComponent(label)}`, NameSuggestionsResponse, { zone: DEFAULT_NAME_ZONE }).pipe(
        map((answer) => answer.suggestions),
        catchError(failure(nameErrors.errorFetchingNameSuggestions)),
      ),
    namesOf: (address) =>
      http
        .get(`/v1/profile/reverse/${encodeURIComponent(address)}`, ReverseNamesResponse, { sender: address, apiVersion: PROFILE_API_VERSION })
        .pipe(
          map((answer) => answer.map((entry) => entry.name)),
          catchError(failure(nameErrors.errorFetchingNamesForAddress)),
        ),
    register: (name, registration) =>
      http.post('/v1/profile/account', RegistrationAnswer, registration).pipe(
        map(() => undefined),
        catchError(failure(nameErrors.errorRegisteringName(name))),
      ),
  }
}
