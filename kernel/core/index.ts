export { createService, handleOf } from './createService'
export type { Effect, Service, ServiceHandle, ServiceSpec } from './createService'
export { select } from './select'
