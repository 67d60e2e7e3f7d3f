// The services the modal's first opening brings, in one module: one dynamic import boundary keeps
// splitting bundlers (esbuild) from cutting the code they share with the entry into more chunks.
export { telemetryServiceOf } from './telemetry/createTelemetryService'
export { createOriginsService } from './origins/createOriginsService'
