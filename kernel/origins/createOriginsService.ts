import { catchError, exhaustMap, filter, map, of, type Observable } from 'rxjs'
import { createService, handleOf, type Effect } from '../core/createService'
import type { HttpClient } from '../http/createHttpClient'
import { HttpError, isUnreachable } from '../http/HttpError'
import type { LoggerPort } from '../ports/logger'
import type { PlatformPort } from '../ports/platform'
import type { AlertCode } from '../errors/messages'
import { AllowedOriginsResponse } from '../codec/originsApi'
import { isDevelopmentOrigin, isOriginAllowed } from './originMatch'
import { alertForServerMessage } from './serverAlerts'
import { initialOriginsState, type OriginsState, type OriginsStatus } from './initialState'

export type OriginsCommand =
  | { readonly type: 'check' }
  | {
      readonly type: 'checked'
      readonly status: Exclude<OriginsStatus, 'idle' | 'checking'>
      readonly allowedOrigins: ReadonlyArray<string> | null
      readonly alert?: AlertCode
    }

type Checked = Extract<OriginsCommand, { type: 'checked' }>

export interface OriginsDeps {
  /** Client of the API serving /projects/v1/origins; its identity adds projectId, st, sv. */
  readonly http: HttpClient
  readonly platform: PlatformPort
  readonly logger: LoggerPort
}

export interface OriginsInputs {
  /** When to check; by default once, when the kernel starts. */
  readonly check$?: Observable<unknown>
}

export function reduceOrigins(state: OriginsState, command: OriginsCommand): OriginsState {
  switch (command.type) {
    case 'check':
      return state.status === 'checking' ? state : { ...state, status: 'checking' }
    case 'checked': {
      const alert = command.alert
      return {
        status: command.status,
        allowedOrigins: command.allowedOrigins,
        // SPEC §8: each alert shown once.
        alerts: alert === undefined || state.alerts.includes(alert) ? state.alerts : [...state.alerts, alert],
      }
    }
  }
}

/** SPEC §5: the page origin must be on the list; an empty or missing list is no list. */
export function verdictForList(origin: string, list: ReadonlyArray<string> | null | undefined): Checked {
  if (!list || list.length === 0) {
    return { type: 'checked', status: 'noList', allowedOrigins: null, alert: 'PROJECT_ID_NOT_CONFIGURED' }
  }
  return isOriginAllowed(origin, list)
    ? { type: 'checked', status: 'allowed', allowedOrigins: list }
    : { type: 'checked', status: 'notAllowed', allowedOrigins: list, alert: 'INVALID_APP_CONFIGURATION' }
}

/** SPEC §5 and §8: what a failed origins request means. */
export function verdictForFailure(error: unknown): Checked {
  const mapped = error instanceof HttpError ? alertForServerMessage(error.body) : undefined
  if (mapped !== undefined) {
    const status = mapped === 'INVALID_APP_CONFIGURATION' ? 'notAllowed' : 'noList'
    return { type: 'checked', status, allowedOrigins: null, alert: mapped }
  }
  if (error instanceof HttpError && (error.status === 429 || error.status >= 500)) {
    return { type: 'checked', status: 'unavailable', allowedOrigins: null }
  }
  // No answer at all (offline, refused, timed out) says nothing about the project: say what happened.
  if (isUnreachable(error)) return { type: 'checked', status: 'unavailable', allowedOrigins: null, alert: 'ORIGINS_UNREACHABLE' }
  // 4xx (404, 403...), unreadable answer: there is no list to check against.
  return { type: 'checked', status: 'noList', allowedOrigins: null, alert: 'PROJECT_ID_NOT_CONFIGURED' }
}

/** The allowed-origins check (SPEC §5 "Allowed origins", §6, §8 server message mapping, DESIGN §10). */
export function createOriginsService(deps: OriginsDeps, inputs: OriginsInputs = {}) {
  const { http, platform, logger } = deps

  const verdict$ = (): Observable<OriginsCommand> => {
    if (isDevelopmentOrigin(platform.origin)) {
      return of<OriginsCommand>({ type: 'checked', status: 'allowed', allowedOrigins: null })
    }
    return http.get('/projects/v1/origins', AllowedOriginsResponse).pipe(
      map((answer): OriginsCommand => verdictForList(platform.origin, answer.allowedOrigins)),
      catchError((error: unknown) => {
        logger.warn('origins: allowed origins not fetched', error)
        return of<OriginsCommand>(verdictForFailure(error))
      }),
    )
  }

  const checkOrigin: Effect<OriginsState, OriginsCommand> = (command$) =>
    command$.pipe(
      filter((c) => c.type === 'check'),
      // One check at a time: a trigger while asking adds nothing.
      exhaustMap(verdict$),
    )

  const service = createService<OriginsState, OriginsCommand>({
    initial: initialOriginsState,
    reduce: reduceOrigins,
    effects: [checkOrigin],
    inputs: [(inputs.check$ ?? of(undefined)).pipe(map((): OriginsCommand => ({ type: 'check' })))],
  })

  return {
    ...handleOf(service),
    check: (): void => service.dispatch({ type: 'check' }),
  }
}

export type OriginsService = ReturnType<typeof createOriginsService>
