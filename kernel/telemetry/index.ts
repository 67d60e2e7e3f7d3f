export { createTelemetryService, initialTelemetryState, reduceTelemetry } from './createTelemetryService'
export type {
  TelemetryCommand,
  TelemetryDeps,
  TelemetryInputs,
  TelemetryService,
  TelemetryState,
  TelemetryStatus,
} from './createTelemetryService'
export { errorEventOf } from './events'
export type { EventProperty, TelemetryErrorEvent, TelemetryEvent, TelemetryRecord, TelemetryTrackEvent } from './events'
export { TELEMETRY_ERROR_CAP, TELEMETRY_ERROR_WINDOW_MS, TELEMETRY_QUEUE_LIMIT } from './constants'
