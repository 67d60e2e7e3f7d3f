import type { Observable } from 'rxjs'
import type { KernelEnv } from '../ports/env'
import type { Adapter } from '../ports/adapter'
import type { Store } from '../storage/createStore'
import type { HttpClient } from '../http/createHttpClient'
import type { ResolvedOptions } from '../options/types'
import type { RouterService } from '../router/createRouterService'
import type { createChainService } from '../chain/createChainService'
import type { createConnectionService } from '../connection/createConnectionService'
import type { SigningService } from '../signing/createSigningService'
import type { LazyService } from '../core/lazyService'
import type { BalanceState, createBalanceService } from '../balance/createBalanceService'
import type { SiwxProvider } from '../siwx/provider'
import type { ModalClosed } from '../modal/modalState'
import type { AlertsService } from '../alerts/createAlertsService'
import type { ModalService } from '../modal/createModalService'

/**
 * What the entry's kernel hands to the code it loads lazily: each lazy module wires its own service
 * from these (the streams it reads, the commands it gives), so that wiring travels with the service's
 * code instead of sitting in the entry (the weight budget).
 */
export interface KernelParts {
  readonly env: KernelEnv
  readonly options: ResolvedOptions
  readonly store: Store
  /** The SPEC §7 API client. */
  readonly api: HttpClient
  readonly adapters: ReadonlyArray<Adapter>
  readonly router: RouterService
  readonly chain: ReturnType<typeof createChainService>
  readonly connection: ReturnType<typeof createConnectionService>
  readonly signing: SigningService
  readonly balance: LazyService<ReturnType<typeof createBalanceService>, BalanceState>
  /** SPEC §8 alerts a lazy service raises (the embedded wallet's frame failures and social-failure alert). */
  readonly alerts: AlertsService
  /** Every close of the modal (SPEC §4: closing with an empty transaction stack rejects the embedded wallet's pending requests). */
  readonly modalClosed$: Observable<ModalClosed>
  /** The modal's state and its opening (pay opens its own view). */
  readonly modal: Pick<ModalService, 'state$' | 'open'>
  /** Names registered in the modal (the names service's outputs), for the identity service. */
  readonly renamed$: Observable<{ readonly address: string; readonly name: string }>
  readonly signInProvider: SiwxProvider | undefined
}
