export { createAlertsService, reduceAlerts } from './createAlertsService'
export type { Alert, AlertsService, AlertsState } from './createAlertsService'
