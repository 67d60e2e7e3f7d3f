import * as t from 'io-ts'
import { catchError, map, throwError, type Observable } from 'rxjs'
import { AirlockError } from '../index'
import { sessionsMessages } from '../errors/sessionsMessages'
import type { HttpClient } from '../http/createHttpClient'
import { SessionsResponse } from './codecs'
import type { SmartSession } from './types'

/** The SPEC §7 sessions rows. */
export interface SessionsRows {
  /** GET /v1/sessions/{address}; 'Error fetching sessions'. */
  list(address: string): Observable<ReadonlyArray<SmartSession>>
  /** POST /v1/sessions/{address}/revoke {pci, signature}; 'Error revoking session'. */
  revoke(address: string, pci: string, signature: string): Observable<void>
}

export function createSessionsApi(http: HttpClient): SessionsRows {
  const failure = (message: string) => (error: unknown) => throwError(() => new AirlockError(message, { category: 'http', cause: error }))
  return {
    list: (address) =>
      http.get(`/v1/sessions/${encodeURIComponent(address)}`, SessionsResponse).pipe(
        map((answer) =>
          answer.sessions.map((row): SmartSession => ({ ...row, limit: BigInt(row.limit), spent: BigInt(row.spent) })),
        ),
        catchError(failure(sessionsMessages.errorFetchingSessions)),
      ),
    revoke: (address, pci, signature) =>
      http.post(`/v1/sessions/${encodeURIComponent(address)}/revoke`, t.unknown, { pci, signature }).pipe(
        map(() => undefined),
        catchError(failure(sessionsMessages.errorRevokingSession)),
      ),
  }
}
