import {
  BehaviorSubject,
  EMPTY,
  defer,
  NEVER,
  Subject,
  combineLatest,
  distinctUntilChanged,
  filter,
  firstValueFrom,
  from,
  ignoreElements,
  map,
  merge,
  mergeMap,
  share,
  skip,
  skipWhile,
  take,
  takeUntil,
  tap,
  type Observable,
  type Subscription,
} from 'rxjs'
import type { KernelEnv } from './ports/env'
import { adapterEvents, type Adapter } from './ports/adapter'
import { startAdapters } from './ports/adapterHost'
import { createBrowserEnv, createBrowserPlatform } from './ports/browser'
import { select } from './core/select'
import { createStore } from './storage/createStore'
import { createHttpClient } from './http/createHttpClient'
import { AirlockError, isAirlockError } from './errors/AirlockError'
import { thrownMessages, type AlertCode } from './errors/messages'
import { resolveOptions } from './options/resolveOptions'
import { sdkType, sdkVersion } from './options/sdk'
import type { AirlockOptions } from './options/types'
import { createRouterService } from './router/createRouterService'
import { initialRouterState } from './router/routerState'
import { createModalService } from './modal/createModalService'
import { initialModalState } from './modal/modalState'
import type { ModalContext } from './modal/modalContext'
import { connectionLost } from './modal/connectionLost'
import type { ViewRequest } from './modal/modalState'
import { createSnackbarService } from './snackbar/createSnackbarService'
import { initialSnackbarState } from './snackbar/snackbarState'
import { createThemeService, startingTheme } from './theme/createThemeService'
import { createChainService, startingChains } from './chain/createChainService'
import { shouldShowUnsupportedChain } from './chain/unsupported'
import { createConnectionService, startingConnection } from './connection/createConnectionService'
import type { PairingService } from './pairing/createPairingService'
import { initialPairingState } from './pairing/initialState'
import { createWalletsService, startingWallets } from './wallets/createWalletsService'
import { initialOriginsState } from './origins/initialState'
import { initialTelemetryState } from './telemetry/initialState'
import { toTelemetryEvent } from './telemetry/events'
import type { TelemetryService } from './telemetry/createTelemetryService'
import { initialBalanceState } from './balance/initialState'
import { initialIdentityState } from './identity/initialState'
import { createAlertsService, initialAlertsState } from './alerts/createAlertsService'
import { initialSiwxState } from './siwx/initialState'
import { initialSendState } from './send/initialState'
import { initialSwapState } from './swap/initialState'
import { initialOnrampState } from './onramp/initialState'
import { initialPayState } from './pay/initialState'
import type { PayApi } from './pay/types'
import { initialHistoryState } from './history/initialState'
import { initialNftsState } from './nfts/initialState'
import { initialNamesState } from './names/initialState'
import { initialCallsState } from './calls/types'
import { initialSessionsState } from './sessions/types'
import { lazyApi } from './core/lazyApi'
import { commandsOf, lazyService } from './core/lazyService'
import type { ServiceHandle } from './core/createService'
import { createConnectFlowService } from './connectFlow/createConnectFlowService'
import { connectRequestOf, initialConnectFlowState } from './connectFlow/connectFlowState'
import { createSigningService } from './signing/createSigningService'
import { initialEmailLoginState } from './embedded/initialState'
import { signInProviderOf } from './siwx/signInProvider'
import { createSnapshotComposer, type SnapshotParts } from './snapshot/composeSnapshot'
import { whenSettled } from './core/whenSettled'
import { afterPaint } from './core/afterPaint'
import type { ModalKernel, ModalState } from './types'
import type { KernelParts } from './wiring/parts'

/** SPEC §1 enableEIP6963 off: wallets announced through EIP-6963 are not offered. */
function withoutAnnouncedConnectors(adapter: Adapter): Adapter {
  // A prototype link keeps the adapter's own methods and `this`, whatever kind of object it is.
  return Object.assign(Object.create(adapter) as Adapter, {
    connectors$: adapter.connectors$.pipe(map((list) => list.filter((c) => c.type !== 'ANNOUNCED'))),
  })
}

/**
 * The one wiring file (DESIGN §3): builds every service, connects their streams, and owns the
 * kernel's single subscription. Options are decoded first; 'Cannot set both `siweConfig` and `siwx`
 * options' and malformed options throw here, before anything starts. What the page's first render
 * reads (the first snapshot) is ready when this returns; the services themselves are built after
 * the first paint, or at the first command if it comes sooner.
 */
export function createModal(options: AirlockOptions, envOverrides: Partial<KernelEnv> = {}): ModalKernel {
  // Options need the platform (Telegram socials); the rest of the env needs the options (debug logging).
  const platform = envOverrides.platform ?? createBrowserPlatform()
  const { options: resolved, alerts: optionAlerts, refused } = resolveOptions(options, platform)
  const env = createBrowserEnv({ ...envOverrides, platform }, resolved.debug)
  const { scheduler, logger } = env
  // A refused option that has a fallback (an unknown locale: English) is an error the integrator sees, not a crash.
  for (const error of refused) logger.error('options.locale: not a known locale, the modal shows English', error)
  const store = createStore(env.storage, logger)
  const started = startAdapters(resolved.adapters, {
    scheduler,
    logger,
    storage: env.storage,
    projectId: resolved.projectId,
    endpoints: resolved.endpoints,
    metadata: resolved.metadata,
    networks: resolved.networks,
  })
  const adapters = started.adapters.map((adapter) => (resolved.enableEIP6963 ? adapter : withoutAnnouncedConnectors(adapter)))
  const identityQuery = () => ({ projectId: resolved.projectId, st: sdkType, sv: sdkVersion })
  const api = createHttpClient(env.fetch, { baseUrl: resolved.endpoints.apiUrl, identity: identityQuery, scheduler })
  const catalogue = createHttpClient(env.fetch, { baseUrl: resolved.endpoints.catalogueUrl, identity: identityQuery, scheduler })
  const destroyed$ = new Subject<void>()
  // Sign-in follows a connection: with a provider its code comes with the first connection (until then
  // its status is 'idle', which keeps a connected modal open); without one, only a command fetches it.
  const signInProvider = signInProviderOf(resolved, { store, ids: env.ids, scheduler, platform, logger })

  // --- the first snapshot ---------------------------------------------------------------------------
  // The first render (the button, the closed modal) reads only this: the options and what storage
  // holds. The services are built from these very states after the first paint, or at the first
  // command, so the page shows its button without waiting for them.
  const chainOptions = { networks: resolved.networks, defaultNetwork: resolved.defaultNetwork, defaultAccountTypes: resolved.defaultAccountTypes }
  const connectionStart = startingConnection({ adapters, store })
  const first: SnapshotParts = {
    modal: initialModalState(resolved.enableEmbedded, platform.isMobile),
    router: initialRouterState,
    snackbar: initialSnackbarState,
    theme: startingTheme({ logger }, { themeMode: resolved.themeMode, themeVariables: resolved.themeVariables }),
    chain: startingChains({ options: chainOptions, adapters, store }),
    connection: connectionStart.state,
    pairing: initialPairingState,
    wallets: startingWallets({ http: catalogue, options: { customWallets: resolved.customWallets } }),
    balance: initialBalanceState,
    identity: initialIdentityState,
    alerts: initialAlertsState,
    siwx: initialSiwxState(signInProvider !== undefined),
    send: initialSendState,
    swap: initialSwapState,
    onramp: initialOnrampState,
    pay: initialPayState,
    history: initialHistoryState,
    nfts: initialNftsState,
    connectFlow: initialConnectFlowState,
    names: initialNamesState,
    sessions: initialSessionsState,
    emailLogin: initialEmailLoginState,
  }
  const compose = createSnapshotComposer(resolved)
  const state = new BehaviorSubject<ModalState>(compose(first))

  /** Builds every service, each from its part of the first snapshot, and wires them together. */
  const build = () => {
    // --- the services -------------------------------------------------------------------------------
    const router = createRouterService()
    const theme = createThemeService({ logger }, {}, first.theme)
    const chain = createChainService({ options: chainOptions, adapters, store, logger }, first.chain)
    const connection = createConnectionService(
      { adapters, chain, store, scheduler, logger },
      {
        switched$: chain.switchResults$.pipe(mergeMap((result) => (result.error ? [] : [result.network]))),
        walletSwitches$: chain.walletSwitches$,
      },
      connectionStart,
    )
    const installed$ = connection.state$.pipe(
      map((state) => Object.values(state.connectors).flat()),
      distinctUntilChanged((a, b) => a.length === b.length && a.every((c, i) => c === b[i])),
    )
    const hasInjected$ = installed$.pipe(
      map((list) => list.some((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED')),
      distinctUntilChanged(),
    )
    // The modal's first move (its opening), once the frame showing it has painted: the code fetched
    // for what comes next does not hold up the frame the user clicked for.
    const firstMovePainted$ = afterPaint(platform, router.state$.pipe(skip(1), take(1)))
    // The WalletConnect pairing (SPEC §4): its code comes after the modal's first move on a page that
    // offers WalletConnect, before a QR is asked for, or with its first command. A URI that comes
    // first waits for it, with the time it came.
    const pairing = lazyService({
      name: 'pairing',
      initial: initialPairingState,
      need$: combineLatest([firstMovePainted$, installed$]).pipe(filter(([, list]) => list.some((c) => c.type === 'WALLET_CONNECT'))),
      logger,
      load: () => import('./pairing/createPairingService').then(({ createPairingService }) => createPairingService({ scheduler })),
      commands$: merge(...adapters.map((adapter) => adapterEvents(adapter, logger))).pipe(
        mergeMap((event) => {
          if (event.type !== 'displayUri') return []
          const at = scheduler.now()
          return [(service: PairingService) => service.setUri(event.uri, at)]
        }),
      ),
    })
    const wallets = createWalletsService(
      {
        http: catalogue,
        scheduler,
        platform,
        logger,
        options: {
          chains: resolved.networks.map((n) => n.caipNetworkId),
          featuredWalletIds: resolved.featuredWalletIds,
          includeWalletIds: resolved.includeWalletIds,
          excludeWalletIds: resolved.excludeWalletIds,
          customWallets: resolved.customWallets,
          prefetchOnStart: resolved.features.allWallets,
        },
      },
      { connectors$: installed$, injectedInstalled$: hasInjected$ },
      first.wallets,
    )

    const connectionBegun$ = connection.status$.pipe(filter((status) => Object.values(status).some((s) => s !== 'disconnected')))
    // Balances serve an account: their code comes once a connection begins (or at the first fetch).
    const balance = lazyService({
      name: 'balance',
      initial: initialBalanceState,
      need$: connectionBegun$,
      logger,
      load: () => import('./accountServices').then(({ balanceServiceOf }) => balanceServiceOf(wiring)),
    })
    // Send and history serve an account: their code is fetched once a connection begins (or at their
    // first command), not with the page.
    const send = lazyService({
      name: 'send',
      initial: initialSendState,
      need$: connectionBegun$,
      logger,
      load: () => import('./accountServices').then(({ sendServiceOf }) => sendServiceOf(wiring)),
    })
    // Swaps load with the Swap view (or their first command), never with the page.
    const swap = lazyService({
      name: 'swap',
      initial: initialSwapState,
      need$: router.state$.pipe(filter((route) => route.view === 'Swap')),
      logger,
      load: () => import('./tradeServices').then(({ swapServiceOf }) => swapServiceOf(wiring)),
    })
    // Buying loads with its first view (or command), never with the page.
    const onramp = lazyService({
      name: 'onramp',
      initial: initialOnrampState,
      // The view's first command (reading the options) fetches it.
      need$: NEVER,
      logger,
      load: () => import('./tradeServices').then(({ onrampServiceOf }) => onrampServiceOf(wiring)),
    })
    // Pay (off by default): its code comes with the first `pay()` call.
    const pay = lazyService({
      name: 'pay',
      initial: initialPayState,
      need$: NEVER,
      logger,
      load: () => import('./payServices').then(({ payServiceOf }) => payServiceOf(wiring)),
    })
    const history = lazyService({
      name: 'history',
      initial: initialHistoryState,
      need$: connectionBegun$,
      logger,
      load: () => import('./accountServices').then(({ historyServiceOf }) => historyServiceOf(wiring)),
    })
    // SPEC §7 has no NFT call: the NFTs tab reads the same history, for the same account and resets.
    const nfts = lazyService({
      name: 'NFTs',
      initial: initialNftsState,
      need$: connectionBegun$,
      logger,
      load: () => import('./accountServices').then(({ nftsServiceOf }) => nftsServiceOf(wiring)),
    })

    const signing = createSigningService(
      { sign: (namespace, message, address) => connection.signMessage(namespace, message, address) },
      {
        account$: chain.state$.pipe(
          map((c) => ({ namespace: c.activeNamespace, address: c.chains[c.activeNamespace]?.accountState.address })),
        ),
      },
    )

    // Name registration (SPEC §2 RegisterAccountName): its code comes with its view's first command.
    const names = lazyService({
      name: 'names',
      initial: initialNamesState,
      need$: NEVER,
      logger,
      load: () => import('./names/createNamesService').then(({ namesServiceOf }) => namesServiceOf(wiring)),
    })
    const namesOutputs$ = names.output((s) => s.outputs$)

    // EIP-5792 batched calls: the code comes with the first request.
    const calls = lazyService({
      name: 'calls',
      initial: initialCallsState,
      need$: NEVER,
      logger,
      load: () => import('./calls/createCallsService').then(({ callsServiceOf }) => callsServiceOf(wiring)),
    })
    // Smart sessions (feature flag smartSessions): the code and its wiring come with the first command.
    const sessions = lazyService({
      name: 'sessions',
      initial: initialSessionsState,
      need$: NEVER,
      logger,
      load: () => import('./wiring/sessionsWiring').then(({ sessionsServiceOf }) => sessionsServiceOf(wiring)),
    })
    const identity = lazyService({
      name: 'identity',
      initial: initialIdentityState,
      need$: connectionBegun$,
      logger,
      load: () => import('./accountServices').then(({ identityServiceOf }) => identityServiceOf(wiring)),
    })

    const siwx = lazyService({
      name: 'sign-in',
      initial: first.siwx,
      need$: signInProvider ? connectionBegun$ : NEVER,
      logger,
      load: () => import('./accountServices').then(({ siwxServiceOf }) => siwxServiceOf(wiring)),
    })

    const events$ = merge(
      connection.events$,
      wallets.events$,
      send.output((s) => s.events$),
      history.output((s) => s.events$),
      siwx.output((s) => s.events$),
    ).pipe(
      map(toTelemetryEvent),
      share(),
    )
    // The origin check (SPEC §5) raises alerts that only the open modal shows: its code and its call
    // come with the modal's first opening (at once in embedded mode, always open), not with the page.
    const origins = lazyService({
      name: 'origins',
      initial: initialOriginsState,
      need$: afterPaint(platform, defer(() => modal.state$).pipe(filter((s) => s.open), take(1))),
      logger,
      load: () => import('./openedServices').then(({ createOriginsService }) => createOriginsService({ http: catalogue, platform, logger })),
    })
    // Telemetry's code (and its config call) comes after the modal's first move or with the first
    // event, not with the page, and only when analytics is on (off, nothing is ever sent). Events
    // raised before it arrives wait for it, each with the time it happened.
    const analytics = resolved.features.analytics
    const telemetry = lazyService({
      name: 'telemetry',
      initial: initialTelemetryState,
      need$: analytics ? firstMovePainted$ : NEVER,
      logger,
      load: () => import('./openedServices').then(({ telemetryServiceOf }) => telemetryServiceOf(wiring)),
      commands$: analytics
        ? events$.pipe(
            map((event) => {
              const at = scheduler.now()
              return (service: TelemetryService) => service.track(event, at)
            }),
          )
        : EMPTY,
    })
    const alerts = createAlertsService({
      raise$: merge(
        from(optionAlerts),
        chain.alerts$,
        origins.state$.pipe(mergeMap((s): ReadonlyArray<AlertCode> => s.alerts)),
        telemetry.state$.pipe(mergeMap((s): ReadonlyArray<AlertCode> => s.alerts)),
      ),
    })

    const context$ = combineLatest([chain.state$, connection.state$, select(siwx.state$, (s) => s.signInPending)]).pipe(
      map(
        ([chainState, connectionState, signInPending]): ModalContext => ({
          activeNamespace: chainState.activeNamespace,
          connectedNamespaces: Object.entries(connectionState.status).flatMap(([ns, status]) =>
            status === 'connected' ? [ns as ModalContext['activeNamespace'] & string] : [],
          ),
          hasAdapters: adapters.length > 0,
          signInPending,
        }),
      ),
    )
    // The embedded wallet's views and email login: the code comes with the email form's first command,
    // with the frame's first approval request (approval$ replays it to the service once loaded), or at
    // start-up when the page is back from a redirect sign-in with result_uri (SPEC §2).
    const emailLogin = lazyService({
      name: 'email',
      initial: initialEmailLoginState,
      need$: merge(...adapters.flatMap((a) => [a.approval$ ?? [], a.rpcRefused$ ?? []]), platform.href().includes('result_uri=') ? [1] : []),
      logger,
      load: () => import('./accountServices').then(({ emailLoginServiceOf }) => emailLoginServiceOf(wiring)),
    })
    const snackbar = createSnackbarService(
      { scheduler },
      {
        requests$: merge(
          merge(
            connection.snackbarErrors$,
            balance.output((b) => b.unavailable$),
            send.output((s) => s.snackbarErrors$),
            swap.output((s) => s.snackbarErrors$),
            history.output((s) => s.snackbarErrors$),
            emailLogin.output((s) => s.snackbarErrors$),
          ).pipe(
            map((message) => ({ type: 'error' as const, message })),
          ),
          siwx.output((s) => s.snackbar$),
        ),
      },
    )
    // SPEC §2: UnsupportedChain while the wallet sits on a network that is not offered (switching on,
    // unsupported chains not allowed); it gives way once the wallet is back on an offered one.
    const unsupported$ = chain.state$.pipe(
      map((state) => shouldShowUnsupportedChain(state, resolved)),
      distinctUntilChanged(),
    )
    const unsupportedChain$ = unsupported$.pipe(
      skipWhile((unsupported) => !unsupported),
      map((unsupported): ViewRequest => ({ type: unsupported ? 'show' : 'dismiss', view: 'UnsupportedChain' })),
    )
    const connectFlow = createConnectFlowService(
      {
        connect: (request) => connection.connect(request),
        rememberWallet: (wallet) => connection.setRecentWallet(wallet),
        beginPairing: (request) => pairing.call((p) => p.begin(request)),
        resetPairing: () => pairing.undo((p) => p.reset()),
        cancelConnect: (request) => connection.cancelConnect(request.namespace, request.connectorId),
      },
      {
        wanted$: combineLatest([router.state$, chain.state$, connection.state$]).pipe(
          map(([route, c, conn]) =>
            connectRequestOf({ route: { view: route.view, ...(route.data ? { data: route.data } : {}) }, activeNamespace: c.activeNamespace, connectors: conn.connectors }),
          ),
        ),
        connection$: connection.state$,
        pairing$: pairing.state$,
        results$: connection.results$,
        refresh$: pairing.output((p) => p.refresh$),
        walletConnectReset$: connection.walletConnectReset$,
        siwxStatus$: siwx.state$.pipe(map((s) => s.status)),
        activeNamespace$: chain.state$.pipe(map((s) => s.activeNamespace)),
        unsupportedChain$: unsupported$,
      },
    )
    const modal = createModalService(
      { scheduler, logger, isMobile: platform.isMobile, embedded: resolved.enableEmbedded, router },
      {
        context$,
        closeRequests$: merge(router.closeRequested$, siwx.output((s) => s.close$), connectFlow.close$).pipe(map(() => ({ force: false }))),
        viewRequests$: merge(
          siwx.output((s) => s.openView$).pipe(map((): ViewRequest => ({ type: 'show', view: 'SIWXSignMessage' }))),
          siwx.output((s) => s.dismissView$).pipe(map((): ViewRequest => ({ type: 'dismiss', view: 'SIWXSignMessage' }))),
          siwx.output((s) => s.resetView$).pipe(map((): ViewRequest => ({ type: 'reset', view: 'Connect' }))),
          unsupportedChain$,
          connectFlow.unsupportedChain$.pipe(map((): ViewRequest => ({ type: 'reset', view: 'UnsupportedChain' }))),
          connectionLost(connection.status$),
          emailLogin.output((s) => s.viewRequests$),
        ),
      },
      first.modal,
    )

    // What the lazily loaded services are wired from: each lazy module builds its own service from these.
    const wiring: KernelParts = {
      env,
      options: resolved,
      store,
      api,
      adapters,
      router,
      chain,
      connection,
      signing,
      balance,
      alerts,
      modalClosed$: modal.closed$,
      modal,
      renamed$: namesOutputs$.pipe(mergeMap((out) => (out.kind === 'registered' ? [{ address: out.address, name: out.name }] : []))),
      signInProvider,
    }

    // --- the snapshot ---------------------------------------------------------------------------------
    // One record names every state that goes into the snapshot, with the same keys as the first one.
    const parts = {
      modal, router, snackbar, theme, chain, connection, pairing, wallets, balance, identity, alerts, siwx, send, swap, onramp, pay, history, nfts, connectFlow, names, sessions, emailLogin,
    } satisfies { readonly [K in keyof SnapshotParts]: ServiceHandle<SnapshotParts[K]> }
    const streams = Object.fromEntries(Object.entries(parts).map(([key, service]) => [key, service.state$])) as {
      readonly [K in keyof SnapshotParts]: Observable<SnapshotParts[K]>
    }
    // One snapshot per command: the cascade a command starts settles before the snapshot is taken.
    const snapshot$ = combineLatest(streams).pipe(
      whenSettled(),
      map(compose),
      distinctUntilChanged(),
      tap((next) => state.next(next)),
      ignoreElements(),
    )

    const loops = [
      router, snackbar, theme, chain, connection, pairing, wallets, balance, identity, origins, telemetry, alerts, siwx, send, swap, onramp, pay, history, nfts, connectFlow, signing, names, calls, sessions, emailLogin, modal,
    ]
    return { ...parts, signing, namesOutputs$, calls, wiring, events$, run$: merge(...loops.map((s) => s.run$), snapshot$) }
  }
  let built: ReturnType<typeof build> | undefined
  const services = (): ReturnType<typeof build> => (built ??= build())

  // --- the kernel's one subscription ----------------------------------------------------------------
  // On a server the first snapshot is all a render reads: nothing starts (no request, timer, listener).
  // In a page the loop starts once the page has painted (the first snapshot, read from storage, is
  // what the first render shows), or with the first command, whichever comes first.
  let runner: Subscription | undefined
  let pending = !platform.server
  const start = (): void => {
    if (!pending) return
    pending = false
    runner = services().run$.subscribe({
      error: (error: unknown) => logger.error('kernel: a service loop failed', error),
    })
  }
  ;(platform.afterPaint ?? ((run: () => void) => run()))(start)
  // What every command goes through: a command given before the first paint starts the loop at once,
  // so none is dropped (its code's loaders included, once they arrive).
  const live = (): ReturnType<typeof build> => (start(), services())

  /** Start a command and wait for its outcome; a destroyed kernel rejects instead of hanging. */
  const outcome = <T>(outcome$: Observable<T>, start: () => void): Promise<T> => {
    const result = firstValueFrom(outcome$.pipe(takeUntil(destroyed$))).catch((error: unknown) => {
      throw isAirlockError(error) ? error : new AirlockError(thrownMessages.requestAborted, { category: 'internal', cause: error })
    })
    start()
    return result
  }
  const settle = (event: { readonly error?: AirlockError | undefined }): void => {
    if (event.error) throw event.error
  }

  const state$ = state.asObservable()
  const commands: Omit<ModalKernel, 'state$' | 'getState' | 'select' | 'events$' | 'now' | 'destroy'> = {
    open: (args) => live().modal.open(args),
    close: (args) => live().modal.close(args),
    back: () => live().router.back(),
    connect: ({ connectorId, namespace, chainId, wallet }) =>
      outcome(
        live().connection.results$.pipe(
          filter((r) => r.op === 'connect' && r.connectorId === connectorId && (namespace === undefined || r.namespace === namespace)),
        ),
        () =>
          live().connectFlow.connect({
            connectorId,
            ...(namespace === undefined ? {} : { namespace }),
            ...(chainId === undefined ? {} : { chainId }),
            ...(wallet === undefined ? {} : { wallet }),
          }),
      ).then(settle),
    disconnect: (namespace) =>
      outcome(live().connection.results$.pipe(filter((r) => r.op === 'disconnect')), () => live().connection.disconnect(namespace)).then(settle),
    switchNetwork: (network) =>
      outcome(
        live().chain.switchResults$.pipe(filter((r) => r.network.caipNetworkId === network.caipNetworkId)),
        () => live().chain.switchNetwork(network),
      ).then(settle),
    addNetwork: (namespace, network) => live().chain.addNetwork(namespace, network),
    removeNetwork: (namespace, networkId) => live().chain.removeNetwork(namespace, networkId),
    switchAccount: (args) => live().connection.switchAccount(args),
    setDeepLink: (link) => live().connection.setLinking(link),
    prepareConnector: (connectorId, namespace) => live().connection.prepare(connectorId, namespace),
    walletProvider: (namespace) => live().connection.walletProvider(namespace),
    signMessage: (message) =>
      outcome(live().signing.sign(message), () => undefined).then((result) => {
        if ('error' in result) throw result.error
        return { signature: result.signature }
      }),
    email: (command) => live().emailLogin.call((s) => s.dispatch(command)),
    setThemeMode: (mode) => live().theme.setThemeMode(mode),
    setThemeVariables: (variables) => live().theme.setThemeVariables(variables),
    dismissAlert: (code) => live().alerts.dismiss(code),
    wallets: {
      search: (query) => live().wallets.search(query),
      nextPage: () => live().wallets.nextPage(),
      prefetch: () => live().wallets.prefetch(),
    },
    retryConnect: () => live().connectFlow.retry(),
    acceptLegal: (accepted) => live().modal.acceptLegal(accepted),
    fetchBalances: (args) => live().balance.call((b) => b.fetchTokenBalances(args ?? {})),
    setAccountTab: (tab) => live().chain.setCurrentTab(tab),
    send: {
      ...commandsOf(() => live().send, ['setToken', 'setAmount', 'setMax', 'setReceiver', 'reset', 'dismissSent']),
      send: () =>
        outcome(live().send.output((s) => s.results$), () => live().send.call((s) => s.send())).then((result) => {
          if ('error' in result) throw result.error
          return { hash: result.hash }
        }),
    },
    swap: commandsOf(() => live().swap, ['loadTokens', 'setFrom', 'setTo', 'flip', 'setAmount', 'setMax', 'approve', 'swap', 'dismissResult', 'reset']),
    onramp: commandsOf(() => live().onramp, ['loadOptions', 'setForm', 'buy', 'dismissPurchase']),
    history: commandsOf(() => live().history, ['fetch', 'fetchMore']),
    nfts: commandsOf(() => live().nfts, ['fetch']),
    names: {
      ...commandsOf(() => live().names, ['type', 'fetchOwnNames', 'reset']),
      register: (label) =>
        outcome(live().namesOutputs$, () => live().names.call((s) => s.register(label))).then((out) => {
          if (out.kind === 'failed') throw out.error
          return { name: out.name }
        }),
    },
    siwx: {
      requestSignature: () =>
        outcome(live().siwx.output((s) => s.results$), () => live().siwx.call((s) => s.requestSignature())).then((result) => {
          if (!result.ok) throw result.error
          return result.session
        }),
      cancel: () => live().siwx.call((s) => s.cancel()),
    },
    calls: lazyApi(() => import('./calls/api').then(({ callsApi }) => callsApi(live().calls.output((s) => s.results$), live().calls.call, outcome)), [
      'getCapabilities',
      'sendCalls',
      'getCallsStatus',
      'waitForCallsStatus',
    ]),
    sessions: lazyApi(() => import('./wiring/sessionsWiring').then(({ sessionsApi }) => sessionsApi(live().wiring, live().sessions, outcome)), ['load', 'grant', 'revoke']),
    pay: Object.assign(
      lazyPayCall(() => import('./payServices').then(({ payCall }) => payCall(live().pay.output((s) => s.outcomes$), live().pay.call, outcome))),
      commandsOf(() => live().pay, ['confirm', 'switchNetwork', 'payWithCard', 'cancel']),
    ),
  }
  return {
    state$,
    getState: () => state.getValue(),
    select: (selector, equals) => select(state$, selector, equals),
    // Listening for events builds the services (their loop still starts after the first paint).
    events$: defer(() => services().events$),
    ...commands,
    now: () => scheduler.now(),
    destroy: () => {
      pending = false
      destroyed$.next()
      destroyed$.complete()
      runner?.unsubscribe()
      started.destroy()
      state.complete()
    },
  }
}

/** `pay()` whose code, like the service's, arrives with the first payment. */
function lazyPayCall(load: () => Promise<(request: unknown) => ReturnType<PayApi>>): (request: Parameters<PayApi>[0]) => ReturnType<PayApi> {
  let call: Promise<(request: unknown) => ReturnType<PayApi>> | undefined
  return (request) => (call ??= load()).then((pay) => pay(request))
}
