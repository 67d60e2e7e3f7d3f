import { messageOf } from '../errors/AirlockError'

/** Values an event may carry; they travel as JSON. */
export type EventProperty = string | number | boolean | null | ReadonlyArray<string | number>

/** A usage event: SPEC §8 track events and the events other services name (connect, send...). */
export interface TelemetryTrackEvent {
  readonly type: 'track'
  readonly event: string
  readonly address?: string
  readonly properties?: Readonly<Record<string, EventProperty>>
}

/** An error report: SPEC §7 /e props for errors (type, event, errorType, errorMessage, stackTrace). */
export interface TelemetryErrorEvent {
  readonly type: 'error'
  readonly event: string
  readonly errorType: string
  readonly errorMessage: string
  readonly stackTrace?: string
  readonly address?: string
  readonly properties?: Readonly<Record<string, EventProperty>>
}

export type TelemetryEvent = TelemetryTrackEvent | TelemetryErrorEvent

/** The body of one POST /e (SPEC §7). */
export interface TelemetryRecord {
  readonly eventId: string
  readonly url: string
  readonly domain: string
  /** scheduler.now() when the event was tracked, not when it was sent. */
  readonly timestamp: number
  readonly props: TelemetryEvent
}

/** An error report for any thrown value; `event` names where it happened. */
export function errorEventOf(error: unknown, event = 'ERROR'): TelemetryErrorEvent {
  const errorType = error instanceof Error ? error.name : typeof error
  const stackTrace = error instanceof Error ? error.stack : undefined
  return {
    type: 'error',
    event,
    errorType,
    errorMessage: messageOf(error),
    ...(stackTrace ? { stackTrace } : {}),
  }
}

/** What a service reports: a usage event, or a failure when it carries the `error` it failed with. */
export interface ServiceEvent {
  readonly type: 'track'
  readonly event: string
  /** The account the event is about (SPEC §7 /e props: address). */
  readonly address?: string | undefined
  /** The failure; its presence makes the event an error report (SPEC §7), capped at 5 per 60 s (§9). */
  readonly error?: unknown
  readonly properties?: Readonly<Record<string, unknown>>
}

function jsonProperties(raw: Readonly<Record<string, unknown>>): Record<string, EventProperty> {
  const properties: Record<string, EventProperty> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) properties[key] = value as EventProperty
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
      properties[key] = value as ReadonlyArray<string | number>
  }
  return properties
}

/** A service's event as telemetry sends it: JSON values only; a failure as an error event. */
export function toTelemetryEvent(event: ServiceEvent): TelemetryEvent {
  const extra = {
    ...(event.address ? { address: event.address } : {}),
    ...(event.properties ? { properties: jsonProperties(event.properties) } : {}),
  }
  if (event.error !== undefined) return { ...errorEventOf(event.error, event.event), ...extra }
  return { type: 'track', event: event.event, ...extra }
}
