import type { Observable, SchedulerLike } from 'rxjs'
import type { HistoryApi } from '../history/historyApi'
import type { HttpClient } from '../http/createHttpClient'
import type { LoggerPort } from '../ports/logger'
import type { RouterService } from '../router/createRouterService'
import { ONRAMP_PROVIDERS } from './constants'
import { createOnrampApi } from './onrampApi'
import { createOnrampService, type OnrampService } from './createOnrampService'
import type { OnrampContext, OnrampState } from './types'

export interface LoadOnrampArgs {
  readonly initial: OnrampState
  readonly http: HttpClient
  readonly history: HistoryApi
  readonly scheduler: SchedulerLike
  readonly logger: LoggerPort
  readonly router: Pick<RouterService, 'push'>
  readonly refreshBalances: () => void
  readonly context$: Observable<OnrampContext>
}

/** The onramp chunk's one entry: the API client and the service, built when buying is first used. */
export function loadOnrampService(args: LoadOnrampArgs): OnrampService {
  const { http, context$, ...rest } = args
  return createOnrampService({ ...rest, api: createOnrampApi(http), providers: ONRAMP_PROVIDERS }, { context$ })
}
