// Pay's service with what it needs of the other services picked here, in the lazy chunk (see
// kernel/payServices.ts), so that the page's entry carries no more of pay than the call that loads it.
import { EMPTY, combineLatest, defer, filter, map, merge, type Observable } from 'rxjs'
import type { Network } from '../codec/network'
import type { ChainNamespace } from '../codec/primitives'
import type { ChainService } from '../chain/createChainService'
import type { ConnectionService } from '../connection/createConnectionService'
import type { HttpClient } from '../http/createHttpClient'
import type { ModalService } from '../modal/createModalService'
import type { RouterService } from '../router/createRouterService'
import type { ViewName } from '../router/views'
import { createCardApi } from './cardProvider'
import { createPayService, type PayService, type PayServiceDeps } from './createPayService'
import { initialPayState } from './initialState'
import type { PayPlace } from './types'

/**
 * The views of the connect flows (SPEC §2): choosing a wallet, connecting it, signing in, and the
 * unsupported network a wallet may connect on. A payment waiting for a wallet survives them.
 */
const CONNECT_VIEWS: ReadonlySet<ViewName> = new Set<ViewName>([
  'Connect',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'SIWXSignMessage',
  'UnsupportedChain',
])

export interface LoadPayArgs extends Pick<PayServiceDeps, 'enabled' | 'networks' | 'scheduler' | 'logger' | 'refreshBalances'> {
  readonly http: HttpClient
  readonly connection: Pick<ConnectionService, 'sendTransaction' | 'request'>
  readonly chain: Pick<ChainService, 'switchResults$' | 'switchNetwork'>
  readonly modal: Pick<ModalService, 'state$' | 'open'>
  readonly router: Pick<RouterService, 'state$'>
  readonly account$: Observable<{ readonly namespace: ChainNamespace; readonly address: string | undefined; readonly network: Network }>
}

export function loadPayService(args: LoadPayArgs): PayService {
  const { http, connection, chain, modal, router, account$, ...deps } = args
  return createPayService(
    {
      ...deps,
      initial: initialPayState,
      card: createCardApi(http),
      sendTransaction: (namespace, request) => connection.sendTransaction(namespace, request),
      walletRequest: (request) => connection.request('eip155', request),
      // Listening first, then asking: the answer for this network ends the wait.
      switchNetwork: (network) =>
        merge(
          chain.switchResults$.pipe(
            filter((r) => r.network.caipNetworkId === network.caipNetworkId),
            map((r) => r.error),
          ),
          defer(() => {
            chain.switchNetwork(network)
            return EMPTY
          }),
        ),
      openView: () => modal.open({ view: 'Pay' }),
    },
    {
      context$: account$.pipe(map((a) => ({ namespace: a.namespace, address: a.address, caipNetworkId: a.network.caipNetworkId }))),
      where$: combineLatest([modal.state$, router.state$]).pipe(
        map(([m, route]): PayPlace => (!m.open ? 'away' : route.view === 'Pay' ? 'pay' : CONNECT_VIEWS.has(route.view) ? 'connect' : 'away')),
      ),
    },
  )
}
