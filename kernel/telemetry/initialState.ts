// Telemetry before its code is loaded: nothing known yet, nothing queued, no alert.
import type { TelemetryState } from './createTelemetryService'

export const initialTelemetryState: TelemetryState = { status: 'pending', queued: [], alerts: [] }
