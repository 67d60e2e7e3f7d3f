// Pay, as one lazily loaded module: the service, its card-provider client and the call that answers
// `modal.pay`, fetched at the first payment.
import type { HttpClient } from '../http/createHttpClient'
import { createCardApi } from './cardProvider'
import { createPayService, type PayService, type PayServiceDeps, type PayServiceInputs } from './createPayService'

export { payCall } from './payApi'

export interface LoadPayArgs extends Omit<PayServiceDeps, 'card'>, PayServiceInputs {
  readonly http: HttpClient
}

export function loadPayService(args: LoadPayArgs): PayService {
  const { http, context$, shown$, ...deps } = args
  return createPayService({ ...deps, card: createCardApi(http) }, { context$, shown$ })
}
