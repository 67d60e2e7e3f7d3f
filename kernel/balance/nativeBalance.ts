import { map, of, type Observable, type SchedulerLike } from 'rxjs'
import { HexQuantity } from '../codec/hex'
import type { CaipAddress, CaipNetworkId } from '../codec/primitives'
import type { Network } from '../codec/network'
import { formatUnits } from '../format/units'
import type { FetchPort } from '../ports/http'
import type { LoggerPort } from '../ports/logger'
import { createRpcClient } from '../rpc/createRpcClient'
import type { CustomRpcUrls } from '../rpc/rpcUrl'
import type { Store } from '../storage/createStore'
import { whenNetworkSupported, type SupportedChains } from '../supportedChains/supportedChains'
import { createNativeBalanceCache, type NativeBalance } from './nativeBalanceCache'

/** The account's native coin balance, for the account and network it was read for. */
export interface NativeAccountBalance extends NativeBalance {
  readonly address: string
  readonly caipNetworkId: CaipNetworkId
}

export interface NativeBalanceReader {
  /**
   * eth_getBalance through the SPEC §7 chain RPC client (its retry policy, the customRpcUrls entry of
   * the network when set), kept 30 s in the balance cache (SPEC §9). Emits undefined when the network
   * cannot be read: not an EVM network, or neither a custom RPC URL nor listed in
   * v1/supported-chains (SPEC §7: such calls are skipped).
   */
  read(address: string, network: Network, refresh: boolean): Observable<NativeAccountBalance | undefined>
}

export interface NativeBalanceReaderDeps {
  readonly fetch: FetchPort
  readonly scheduler: SchedulerLike
  readonly store: Store
  readonly logger?: LoggerPort
  readonly supportedChains: SupportedChains
  /** Blockchain API base and projectId (the RPC endpoint), and the SPEC §1 customRpcUrls option. */
  readonly options: {
    readonly projectId: string
    readonly endpoints: { readonly apiUrl: string }
    readonly customRpcUrls: CustomRpcUrls
  }
}

export function createNativeBalanceReader(deps: NativeBalanceReaderDeps): NativeBalanceReader {
  const { options } = deps
  const rpc = createRpcClient(
    { fetch: deps.fetch, scheduler: deps.scheduler },
    { rpcBase: options.endpoints.apiUrl, projectId: options.projectId, customRpcUrls: options.customRpcUrls },
  )
  const cache = createNativeBalanceCache(deps)
  return {
    read(address, network, refresh) {
      if (network.chainNamespace !== 'eip155') return of(undefined)
      const { caipNetworkId } = network
      const { decimals, symbol } = network.nativeCurrency
      const call = (): Observable<NativeAccountBalance | undefined> =>
        rpc.request(caipNetworkId, { method: 'eth_getBalance', params: [address, 'latest'] }, HexQuantity).pipe(
          map((wei): NativeBalance => ({ balance: formatUnits(BigInt(wei), decimals), symbol })),
          cache.cached(`${caipNetworkId}:${address}` as CaipAddress, refresh),
          map((native) => ({ ...native, address, caipNetworkId })),
        )
      return options.customRpcUrls[caipNetworkId]?.length
        ? call()
        : whenNetworkSupported<NativeAccountBalance | undefined>(deps.supportedChains, caipNetworkId, call, undefined)
    },
  }
}
