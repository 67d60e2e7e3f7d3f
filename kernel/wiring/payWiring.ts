import { loadPayService } from '../pay/loadPayService'
import { activeAccount } from './activeAccount'
import type { KernelParts } from './parts'
import { refreshBalances } from './refreshBalances'

/** Pay, wired from the entry's parts (see KernelParts). */
export const payServiceOf = (parts: KernelParts) =>
  loadPayService({
    enabled: parts.options.features.pay,
    networks: parts.options.networks,
    http: parts.api,
    scheduler: parts.env.scheduler,
    logger: parts.env.logger,
    connection: parts.connection,
    chain: parts.chain,
    modal: parts.modal,
    router: parts.router,
    refreshBalances: refreshBalances(parts),
    account$: activeAccount(parts),
  })
