import { Observable, ReplaySubject, Subject, defer, from, map, of, switchMap, tap, throwError } from 'rxjs'
import { classifyRpcMethod } from '../../kernel/rpc/rpcMethods'
import { thrownMessages } from '../../kernel/errors/messages'
import type { Adapter, ConnectorWithProvider } from '../../kernel/ports/adapter'
import type { AdapterFactory, AdapterHost } from '../../kernel/ports/adapterHost'
import type { FrameClient } from './frameClient'
import { ConnectEmailAnswer, FarcasterUriAnswer, FrameUser, IsConnectedAnswer, RedirectStartAnswer, ResendAnswer, SocialRedirectAnswer } from './protocol'
import { closePopup, popupClosed, popupResult } from './socialPopup'
import * as t from 'io-ts'
import { SocialProvider } from '../../kernel/codec/primitives'
import * as lazyThrown from '../../kernel/errors/lazyThrownMessages'

export const EMBEDDED_CONNECTOR_ID = 'embedded'

export interface EmbeddedAdapterOptions {
  /** The secure frame's URL; the host's `endpoints.frameUrl` when absent. */
  readonly frameUrl?: string
}

const RpcAnswer = t.type({ result: t.unknown })

function decoded<A>(codec: t.Decoder<unknown, A>, value: unknown, what: string): A {
  const result = codec.decode(value)
  if (result._tag === 'Left') throw new Error(`The embedded wallet sent a malformed ${what}`)
  return result.right
}

/**
 * The embedded wallet (SPEC §1): an EVM connector whose keys live in the secure frame. The frame
 * client loads (and the iframe is added) only when the wallet is used: email login, or restoring a
 * stored embedded connection.
 */
export function embeddedAdapter(options: EmbeddedAdapterOptions = {}): AdapterFactory {
  return { id: 'embedded', namespaces: ['eip155'], create: (host) => createEmbeddedAdapter(host, options) }
}

function createEmbeddedAdapter(host: AdapterHost, options: EmbeddedAdapterOptions): Adapter {
  const frameUrl = options.frameUrl ?? host.endpoints.frameUrl
  const events$ = new Subject<never>()
  // Silent until the frame first asks for approval: the kernel loads its embedded-wallet code then.
  const approval$ = new ReplaySubject<boolean>(1)
  let client: Promise<FrameClient> | undefined
  const frame = (): Promise<FrameClient> => {
    client ??= import('./frameClient')
      .then(({ openFrame }) => openFrame(frameUrl, host.projectId))
      .then((opened) => {
        opened.onVisibility((shown) => approval$.next(shown))
        void opened.request('syncDappData', {
          name: host.metadata.name,
          url: host.metadata.url,
          projectId: host.projectId,
          sdkVersion: 'airlock',
        })
        return opened
      })
    client.catch(() => (client = undefined))
    return client
  }
  const ask = (type: Parameters<FrameClient['request']>[0], payload: never, timeout = true): Observable<unknown> =>
    defer(() => from(frame().then((c) => c.request(type, payload, { timeout }))))
  const refused$ = new Subject<string>()
  // Transactions and user operations the wallet sent: the kernel reads the smart account again after each.
  const sent$ = new Subject<void>()
  const SENDING = ['eth_sendTransaction', 'wallet_sendCalls', 'eth_sendUserOperation']
  // Unsafe requests in flight, so a SPEC §6 rejection can end them (safe ones keep running).
  const pendingUnsafe = new Set<(error: Error) => void>()
  const rpc = (method: string, params: unknown): Observable<unknown> => {
    const kind = classifyRpcMethod(method)
    // SPEC §6: a method outside the lists never reaches the frame; the kernel hears of it.
    if (kind === 'notAllowed')
      return defer(() => {
        refused$.next(method)
        throw Object.assign(new Error(lazyThrown.rpcNotAllowed), { code: 4200 })
      })
    const call = ask('rpcRequest', { method, params } as never, false).pipe(
      map((answer) => decoded(RpcAnswer, answer, 'RPC answer').result),
      tap((answer) => {
        if (SENDING.includes(method)) sent$.next()
        // A batch is answered before it is mined: once its status is final, the account is read again.
        const status = (answer as { status?: unknown } | null)?.status
        if (method === 'wallet_getCallsStatus' && typeof status === 'number' && status >= 200) sent$.next()
      }),
    )
    if (kind === 'safe') return call
    return new Observable<unknown>((subscriber) => {
      const abort = (error: Error) => subscriber.error(error)
      pendingUnsafe.add(abort)
      const inner = call.subscribe(subscriber)
      return () => {
        pendingUnsafe.delete(abort)
        inner.unsubscribe()
      }
    })
  }

  const connector: ConnectorWithProvider = { id: EMBEDDED_CONNECTOR_ID, type: 'AUTH', name: 'Email', chain: 'eip155' }
  /** SPEC §4 preferred account type as the kernel resolved it, sent with each request for the user. */
  let defaultAccountType: 'eoa' | 'smartAccount' | undefined
  const user = (chainId?: number) =>
    ask('getUser', { ...(chainId === undefined ? {} : { chainId }), ...(defaultAccountType ? { defaultAccountType } : {}) } as never).pipe(
      map((answer) => {
        const u = decoded(FrameUser, answer, 'user')
        return {
          address: u.address,
          chainId: u.chainId,
          ...(u.accounts ? { accounts: u.accounts.map((a) => ({ namespace: 'eip155' as const, address: a.address, type: a.type })) } : {}),
          ...(u.preferredAccountType ? { preferredAccountType: u.preferredAccountType } : {}),
        }
      }),
    )
  const chainIdOf = (id: string | number | undefined) => (typeof id === 'number' ? id : id === undefined ? undefined : Number(id))

  const provider = {
    request: ({ method, params }: { method: string; params?: unknown }) => new Promise((resolve, reject) => rpc(method, params).subscribe({ next: resolve, error: reject })),
  }

  return {
    namespaces: ['eip155'],
    connectors$: of([connector]),
    events$: events$.asObservable(),
    approval$: approval$.asObservable(),
    rpcRefused$: refused$.asObservable(),
    rejectPendingRequests: () => {
      if (pendingUnsafe.size === 0) return
      const aborts = [...pendingUnsafe]
      pendingUnsafe.clear()
      for (const abort of aborts) abort(new Error(thrownMessages.requestAborted))
      // The frame drops its approval card, so nothing approved later can sign for an aborted request.
      void client?.then((c) => c.request('rejectRpcRequests', {}), () => undefined).catch(() => undefined)
    },
    emailLogin: {
      connectorId: EMBEDDED_CONNECTOR_ID,
      start: (email) => ask('connectEmail', { email } as never).pipe(map((answer) => decoded(ConnectEmailAnswer, answer, 'email answer'))),
      // No timeout: the person may take minutes to open the mail; the frame answers once approved.
      connectDevice: () => ask('connectDevice', {} as never, false).pipe(map((answer) => decoded(ConnectEmailAnswer, answer, 'device answer'))),
      verify: (otp) => ask('connectOtp', { otp } as never),
      resendDevice: () => ask('resendDeviceLink', {} as never).pipe(map((answer) => decoded(ResendAnswer, answer, 'resend answer'))),
    },
    redirectLogin: {
      connectorId: EMBEDDED_CONNECTOR_ID,
      start: ({ method, email = '', returnTo }) =>
        method !== 'email' && !SocialProvider.is(method)
          ? throwError(() => new Error(`The embedded wallet has no redirect sign-in by ${method}`))
          : ask('startRedirectLogin', (method === 'email' ? { method, email, returnTo } : { method, returnTo }) as never).pipe(
              map((answer) => {
                const { uri } = decoded(RedirectStartAnswer, answer, 'sign-in address')
                // The page leaves for the sign-in page: a Telegram mini-app has no windows to open.
                window.location.assign(uri)
                return uri
              }),
            ),
      connect: (uri) => ask('finishRedirectLogin', { uri } as never),
    },
    socialLogin: {
      connectorId: EMBEDDED_CONNECTOR_ID,
      redirectUri: (provider) =>
        ask('getSocialRedirectUri', { provider } as never).pipe(map((answer) => decoded(SocialRedirectAnswer, answer, 'social redirect').uri)),
      result: (popup, uri) => popupResult(popup, uri, new URL(frameUrl).origin),
      closed: popupClosed,
      close: closePopup,
      connect: (resultUri) => ask('connectSocial', { uri: resultUri } as never),
    },
    farcasterLogin: {
      connectorId: EMBEDDED_CONNECTOR_ID,
      uri: () => ask('getFarcasterUri', {} as never).pipe(map((answer) => decoded(FarcasterUriAnswer, answer, 'Farcaster channel').url)),
      // No timeout: the person may take minutes to scan and approve; the channel's own expiry ends the wait.
      connect: () => ask('connectFarcaster', {} as never, false),
      // Only to a frame that is there: one that never loaded waits on nothing.
      cancel: () => void client?.then((c) => c.request('cancelFarcaster', {}), () => undefined).catch(() => undefined),
    },
    smartAccount: {
      connectorId: EMBEDDED_CONNECTOR_ID,
      enabledNetworks: () => ask('getSmartAccountEnabledNetworks', {} as never),
      init: () => ask('initSmartAccount', {} as never),
      setPreferred: (type) => ask('setPreferredAccount', { type } as never),
      setDefault: (type) => {
        defaultAccountType = type
      },
      sent$: sent$.asObservable(),
    },
    connect: ({ chainId }) => user(chainIdOf(chainId)),
    syncConnection: ({ chainId }) =>
      ask('isConnected', {} as never).pipe(
        switchMap((answer) => {
          if (!decoded(IsConnectedAnswer, answer, 'session answer').isConnected) throw new Error('Session Expired')
          return user(chainIdOf(chainId))
        }),
      ),
    disconnect: () => ask('signOut', {} as never).pipe(map((): void => undefined)),
    switchNetwork: (network) => ask('switchNetwork', { chainId: Number(network.id) } as never).pipe(map((): void => undefined)),
    signMessage: ({ message, address }) =>
      rpc('personal_sign', [message, address]).pipe(map((signature) => ({ signature: decoded(t.string, signature, 'signature') }))),
    sendTransaction: (request) =>
      rpc('eth_sendTransaction', [
        {
          from: request.from,
          to: request.to,
          ...(request.value ? { value: `0x${BigInt(request.value).toString(16)}` } : {}),
          ...(request.data ? { data: request.data } : {}),
        },
      ]).pipe(map((hash) => ({ hash: decoded(t.string, hash, 'transaction hash') }))),
    request: ({ method, params }) => rpc(method, params),
    walletProvider: (connectorId) => (connectorId === EMBEDDED_CONNECTOR_ID ? provider : undefined),
    destroy: () => {
      events$.complete()
      approval$.complete()
      refused$.complete()
      sent$.complete()
      void client?.then((c) => c.destroy(), () => undefined)
    },
  }
}
