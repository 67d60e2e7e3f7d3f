import { combineLatest, distinctUntilChanged, filter, map, merge, pairwise, type Observable } from 'rxjs'
import { createBalanceService, type BalanceTarget } from '../balance/createBalanceService'
import { createBalanceApi } from '../balance/balanceApi'
import { createNativeBalanceReader } from '../balance/nativeBalance'
import { createIdentityService } from '../identity/createIdentityService'
import { createNftsService } from '../nfts/createNftsService'
import { createSiwxService } from '../siwx/createSiwxService'
import { createSendService } from '../send/createSendService'
import { createHistoryService } from '../history/createHistoryService'
import { createEmailLoginService } from '../embedded/createEmailLoginService'
import { createSocialLoginService } from '../embedded/createSocialLoginService'
import { createFarcasterLoginService } from '../embedded/createFarcasterLoginService'
import { embeddedLogin } from '../embedded/embeddedLogin'
import { createSmartAccountService } from '../smartAccount/createSmartAccountService'
import { activeSiwxAccount } from '../siwx/activeAccount'
import type { KernelParts } from './parts'
import { activeAccount } from './activeAccount'
import { apisOf } from './apis'

// The services that serve a connected account, each wired from the entry's parts (see KernelParts).

const sameTarget = (a: BalanceTarget, b: BalanceTarget): boolean =>
  a.address === b.address && a.caipNetworkId === b.caipNetworkId && a.namespace === b.namespace

/** The active account on the active network, as balances and identity look it up. */
const activeTarget = ({ chain }: KernelParts): Observable<BalanceTarget> =>
  chain.state$.pipe(
    map((state): BalanceTarget => {
      const account = state.chains[state.activeNamespace]?.accountState
      return {
        address: account?.address,
        caipNetworkId: state.activeCaipNetwork.caipNetworkId,
        namespace: state.activeNamespace,
        network: state.activeNetworkUnsupported ? undefined : state.activeCaipNetwork,
      }
    }),
    distinctUntilChanged(sameTarget),
  )



/** Clear first: fetching alone would hand the old balances straight back to the send form. */
const freshBalances = ({ balance }: KernelParts) => () => {
  balance.call((b) => {
    b.clearTokenBalances()
    b.fetchTokenBalances({ forceUpdate: true })
  })
}

export const balanceServiceOf = (parts: KernelParts) => {
  const { env, api, store, options } = parts
  const { supportedChains } = apisOf(parts)
  const { scheduler, logger } = env
  return createBalanceService(
    {
      scheduler,
      api: createBalanceApi({ http: api, store, scheduler, logger }),
      supportedChains,
      logger,
      // SPEC §3 account balance from the §7 chain RPC client, at the customRpcUrls entry when set.
      native: createNativeBalanceReader({ fetch: env.fetch, scheduler, store, logger, supportedChains, options }),
    },
    { target$: activeTarget(parts) },
  )
}

export const sendServiceOf = (parts: KernelParts) => {
  const { connection, chain, router, balance } = parts
  const { identityApi } = apisOf(parts)
  const { scheduler, logger } = parts.env
  return createSendService(
    {
      sendTransaction: (namespace, request) => connection.sendTransaction(namespace, request),
      walletRequest: (namespace, args) => connection.request(namespace, args),
      router,
      logger,
      scheduler,
      resolveName: (name, caipNetworkId) => identityApi.resolveName(name, caipNetworkId),
      refreshBalance: freshBalances(parts),
    },
    {
      context$: activeAccount(parts),
      balances$: balance.state$.pipe(map((b) => ({ tokenBalances: b.tokenBalances, lastRetry: b.lastRetry }))),
      reset$: merge(chain.sendFormReset$, connection.sendFormReset$),
    },
  )
}

/** History and NFTs read the same account's activity (SPEC §7 has no NFT call). */
const historyInputs = (parts: KernelParts) => ({
  target$: activeAccount(parts).pipe(
    map((a) => ({ address: a.address, caipNetworkId: a.network.caipNetworkId, namespace: a.namespace, isSmartAccount: a.isSmartAccount })),
  ),
  clear$: parts.connection.transactionsClear$,
})

export const historyServiceOf = (parts: KernelParts) =>
  createHistoryService({ api: apisOf(parts).historyApi, logger: parts.env.logger }, historyInputs(parts))

export const nftsServiceOf = (parts: KernelParts) => createNftsService({ api: apisOf(parts).historyApi, logger: parts.env.logger }, historyInputs(parts))

export const identityServiceOf = (parts: KernelParts) =>
  createIdentityService({ api: apisOf(parts).identityApi }, { target$: activeTarget(parts), renamed$: parts.renamed$ })

export const siwxServiceOf = ({ connection, chain, signInProvider, env }: KernelParts) =>
  createSiwxService(
    {
      provider: signInProvider,
      logger: env.logger,
      signMessage: ({ message, address, account }) => connection.signMessage(account.namespace, message, address),
      disconnect: (namespace) => connection.disconnect(namespace),
    },
    {
      account$: combineLatest([chain.state$, connection.status$]).pipe(
        map(([c, status]) =>
          activeSiwxAccount({
            activeNamespace: c.activeNamespace,
            activeCaipAddress: c.activeCaipAddress,
            activeCaipNetwork: c.activeCaipNetwork,
            status,
            accounts: c.chains[c.activeNamespace]?.accountState.allAccounts,
          }),
        ),
      ),
    },
  )

/** The person left ConnectingFarcaster (back, another view, or the modal closed): its login stops waiting. */
const leftFarcaster = ({ router, modalClosed$ }: KernelParts): Observable<unknown> =>
  merge(
    router.state$.pipe(
      map((state) => state.view),
      distinctUntilChanged(),
      pairwise(),
      filter(([before, now]) => before === 'ConnectingFarcaster' && now !== 'ConnectingFarcaster'),
    ),
    modalClosed$,
  )

/** The embedded wallet's logins (email, social and Farcaster), one service for the entry's one lazy slot. */
export const emailLoginServiceOf = (parts: KernelParts) => {
  const { adapters, env, modalClosed$, alerts, chain, connection, store } = parts
  return embeddedLogin(
    createEmailLoginService(adapters, {
      scheduler: env.scheduler,
      logger: env.logger,
      modalClosed$: modalClosed$.pipe(filter((closed) => closed.transactionStackEmpty)),
      raiseAlert: (code, text) => alerts.raise(code, text),
      page: env.platform,
    }),
    createSocialLoginService(adapters, env.scheduler, env.platform),
    createFarcasterLoginService(adapters, { left$: leftFarcaster(parts) }),
    createSmartAccountService({ adapters, chain, connection, store }),
    (code, text) => alerts.raise(code, text),
  )
}
