export { createService } from './createService'
export type { Effect, Service, ServiceSpec } from './createService'
export { select } from './select'
