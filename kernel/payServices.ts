// Pay, as one lazily loaded module: the service, its card-provider client, its wiring and the call
// that answers `modal.pay`, fetched at the first payment.
export { payCall } from './pay/payApi'
export { payServiceOf } from './wiring/payWiring'
