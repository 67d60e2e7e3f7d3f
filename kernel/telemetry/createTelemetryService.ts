import {
  EMPTY,
  catchError,
  connect,
  distinctUntilChanged,
  filter,
  from,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  switchMap,
  withLatestFrom,
  type Observable,
  type SchedulerLike,
} from 'rxjs'
import { createService, handleOf, type Effect } from '../core/createService'
import type { HttpClient } from '../http/createHttpClient'
import { HttpError } from '../http/HttpError'
import type { IdsPort } from '../ports/ids'
import type { LoggerPort } from '../ports/logger'
import type { PlatformPort } from '../ports/platform'
import type { AlertCode } from '../errors/messages'
import { rateLimit } from '../operators/rateLimit'
// Through the kernel's index, as the other lazy services: see the comment there.
import { AnalyticsConfigResponse, TelemetrySendResponse } from '../index'
import { TELEMETRY_ERROR_CAP, TELEMETRY_ERROR_WINDOW_MS, TELEMETRY_QUEUE_LIMIT } from './constants'
import type { TelemetryEvent, TelemetryRecord } from './events'
import { initialTelemetryState } from './initialState'
import type { KernelParts } from '../wiring/parts'

/**
 * pending: options or analytics config not known yet, events wait in `queued`;
 * enabled: events are sent as they come; disabled: events are dropped.
 */
export type TelemetryStatus = 'pending' | 'enabled' | 'disabled'

export interface TelemetryState {
  readonly status: TelemetryStatus
  /** Events tracked while pending; sent once enabled, dropped once disabled (DESIGN §10). */
  readonly queued: ReadonlyArray<TelemetryRecord>
  /** Alerts raised, each once, in the order raised (SPEC §8: analytics 403 → INVALID_APP_CONFIGURATION). */
  readonly alerts: ReadonlyArray<AlertCode>
}

export type TelemetryCommand =
  | { readonly type: 'analyticsOption'; readonly enabled: boolean }
  | { readonly type: 'configAnswered'; readonly enabled: boolean }
  | { readonly type: 'refused' }
  | { readonly type: 'track'; readonly record: TelemetryRecord }
  | { readonly type: 'queueSent' }

export interface TelemetryDeps {
  /** Client of the blockchain API; its identity adds projectId, st, sv (SPEC §7). */
  readonly http: HttpClient
  readonly scheduler: SchedulerLike
  readonly ids: IdsPort
  readonly platform: PlatformPort
  readonly logger: LoggerPort
}

export interface TelemetryInputs {
  /** `features.analytics` once the options are read; nothing is sent before it emits true and the config answers. */
  readonly analytics$: Observable<boolean>
  /** Every event to report (the kernel merges the services' event outputs into it). */
  readonly events$: Observable<TelemetryEvent>
}

export { initialTelemetryState }

const invalidAppConfiguration: AlertCode = 'INVALID_APP_CONFIGURATION'

export function reduceTelemetry(state: TelemetryState, command: TelemetryCommand): TelemetryState {
  switch (command.type) {
    case 'analyticsOption':
      if (!command.enabled) return disable(state)
      return state.status === 'pending' ? state : { ...state, status: 'pending' }
    case 'configAnswered':
      if (state.status !== 'pending') return state
      return command.enabled ? { ...state, status: 'enabled' } : disable(state)
    case 'refused': {
      const disabled = disable(state)
      return disabled.alerts.includes(invalidAppConfiguration)
        ? disabled
        : { ...disabled, alerts: [...disabled.alerts, invalidAppConfiguration] }
    }
    case 'track':
      if (state.status !== 'pending' || state.queued.length >= TELEMETRY_QUEUE_LIMIT) return state
      return { ...state, queued: [...state.queued, command.record] }
    case 'queueSent':
      return state.queued.length === 0 ? state : { ...state, queued: [] }
  }
}

function disable(state: TelemetryState): TelemetryState {
  return state.status === 'disabled' && state.queued.length === 0 ? state : { ...state, status: 'disabled', queued: [] }
}

const isForbidden = (error: unknown): boolean => error instanceof HttpError && error.status === 403

function hostnameOf(origin: string): string {
  try {
    return new URL(origin).hostname
  } catch {
    return origin
  }
}

/**
 * Telemetry (SPEC §7 POST /e, §9 error cap, DESIGN §10 opt-out). Sending never fails the kernel:
 * a failed send is logged and forgotten.
 */
export function createTelemetryService(deps: TelemetryDeps, inputs: TelemetryInputs) {
  const { http, scheduler, ids, platform, logger } = deps

  const recordOf = (event: TelemetryEvent, at = scheduler.now()): TelemetryRecord => ({
    eventId: ids.uuid(),
    url: platform.href(),
    domain: hostnameOf(platform.origin),
    timestamp: at,
    props: event,
  })

  const fetchConfig: Effect<TelemetryState, TelemetryCommand> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<TelemetryCommand, { type: 'analyticsOption' }> => c.type === 'analyticsOption'),
      switchMap((command) =>
        !command.enabled
          ? EMPTY
          : http.get('/getAnalyticsConfig', AnalyticsConfigResponse).pipe(
              map((answer): TelemetryCommand => ({ type: 'configAnswered', enabled: answer.isAnalyticsEnabled })),
              catchError((error: unknown) => {
                if (isForbidden(error)) return of<TelemetryCommand>({ type: 'refused' })
                // No answer means no consent to send: stay quiet rather than guess.
                logger.warn('telemetry: analytics config unavailable, telemetry off', error)
                return of<TelemetryCommand>({ type: 'configAnswered', enabled: false })
              }),
            ),
      ),
    )

  const send = (record: TelemetryRecord): Observable<TelemetryCommand> =>
    http.post('/e', TelemetrySendResponse, record).pipe(
      ignoreElements(),
      catchError((error: unknown) => {
        if (isForbidden(error)) return of<TelemetryCommand>({ type: 'refused' })
        logger.warn('telemetry: event not sent', error)
        return EMPTY
      }),
    )

  const sendEvents: Effect<TelemetryState, TelemetryCommand> = (command$, state$) =>
    command$.pipe(
      withLatestFrom(state$),
      mergeMap(([command, state]): Observable<TelemetryRecord> => {
        if (state.status !== 'enabled') return EMPTY
        if (command.type === 'track') return of(command.record)
        if (command.type === 'configAnswered') return from(state.queued)
        return EMPTY
      }),
      connect((record$) =>
        merge(
          record$.pipe(filter((record) => record.props.type !== 'error')),
          record$.pipe(
            filter((record) => record.props.type === 'error'),
            rateLimit(TELEMETRY_ERROR_CAP, TELEMETRY_ERROR_WINDOW_MS, scheduler),
          ),
        ),
      ),
      // Events are independent: one slow or failing send holds up no other.
      mergeMap(send),
    )

  const clearQueue: Effect<TelemetryState, TelemetryCommand> = (command$) =>
    command$.pipe(
      filter((c) => c.type === 'configAnswered' && c.enabled),
      map((): TelemetryCommand => ({ type: 'queueSent' })),
    )

  const service = createService<TelemetryState, TelemetryCommand>({
    initial: initialTelemetryState,
    reduce: reduceTelemetry,
    effects: [fetchConfig, sendEvents, clearQueue],
    inputs: [
      inputs.analytics$.pipe(
        distinctUntilChanged(),
        map((enabled): TelemetryCommand => ({ type: 'analyticsOption', enabled })),
      ),
      inputs.events$.pipe(map((event): TelemetryCommand => ({ type: 'track', record: recordOf(event) }))),
    ],
  })

  return {
    ...handleOf(service),
    /** Report one event directly (same path as `events$`); `at` is when it happened, if not now. */
    track: (event: TelemetryEvent, at?: number): void => service.dispatch({ type: 'track', record: recordOf(event, at) }),
  }
}

export type TelemetryService = ReturnType<typeof createTelemetryService>

/** The service wired from the entry's parts (see KernelParts); events come to it as commands. */
export function telemetryServiceOf({ api, env, options }: KernelParts): TelemetryService {
  const { scheduler, ids, platform, logger } = env
  return createTelemetryService({ http: api, scheduler, ids, platform, logger }, { analytics$: from([options.features.analytics]), events$: EMPTY })
}
