import { catchError, defer, EMPTY, filter, groupBy, map, mergeMap, of, switchMap, takeUntil, withLatestFrom } from 'rxjs'
import type { Observable } from 'rxjs'
import type { ChainNamespace } from '../codec/primitives'
import type { Effect } from '../core/createService'
import { AirlockError } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'
import { ConnectionResult, normaliseChainId, toWalletError, walletAnswer, type Adapter } from '../ports/adapter'
import { decode } from '../codec/decode'
import { CaipAddress } from '../codec/primitives'
import { isValidAddress } from '../codec/addresses'
import type { ChainId } from '../ports/adapter'
import { emit, isCommand } from './context'
import type { ConnectionContext } from './context'
import { heldNamespaces, type ConnectionCommand } from './state'
import type { ConnectionState, ConnectRequest } from './types'

/**
 * SPEC §5: every account a connection answers must be a valid address of its namespace and make a
 * CAIP-10 address with its chain; a wallet
 * answer that does not is refused as a whole ('Invalid CAIP Address'), never half applied.
 */
function checkedAddresses(namespace: ChainNamespace, result: ConnectionResult): ConnectionResult {
  const held: Array<[ChainNamespace, { readonly address: string; readonly chainId: ChainId }]> = [
    [namespace, result],
    ...(Object.entries(result.namespaces ?? {}) as Array<[ChainNamespace, { address: string; chainId: ChainId }]>),
  ]
  for (const [ns, { address, chainId }] of held) {
    const caip = decode(CaipAddress, `${ns}:${normaliseChainId(chainId)}:${address}`)
    if (!caip.ok || !isValidAddress(ns, address)) throw new AirlockError(thrownMessages.invalidCaipAddress, { category: 'wallet', details: `${ns} ${String(chainId)} ${address}` })
  }
  return result
}

/** Ask the adapter for a connection (connect) or for the one it already has (sync). */
export function askAdapter(
  ctx: ConnectionContext,
  namespace: ChainNamespace,
  connectorId: string,
  kind: 'connect' | 'syncConnection',
  request?: ConnectRequest,
  /** The adapter that serves the connector, when the caller already knows it. */
  serving?: Adapter,
): Observable<ConnectionCommand> {
  const failed = (error: AirlockError): ConnectionCommand => ({
    type: 'connectFailed',
    namespace,
    connectorId,
    error,
    ...(request ? { request } : {}),
  })
  const adapter = serving ?? ctx.adapterFor(namespace, connectorId)
  if (!adapter) return of(failed(new AirlockError(thrownMessages.adapterNotFound, { category: 'internal' })))
  const chainId: ChainId | undefined = request?.chainId ?? ctx.chain.chainIdOf(namespace)
  const params = { connectorId, namespace, ...(chainId === undefined ? {} : { chainId }) }
  return defer(() => (kind === 'connect' ? adapter.connect(params) : adapter.syncConnection(params))).pipe(
    walletAnswer(ConnectionResult, `${namespace} ${kind}`),
    map((result) => checkedAddresses(namespace, result)),
    map((result): ConnectionCommand => ({ type: 'connected', namespace, connectorId, result, ...(request ? { request } : {}) })),
    catchError((error: unknown) => of(failed(toWalletError(error)))),
  )
}

const cancels =
  (namespace: ChainNamespace) =>
  (c: ConnectionCommand): boolean =>
    (c.type === 'resetConnection' && !c.internal) ||
    (c.type === 'cancelConnect' && c.namespace === namespace) ||
    (c.type === 'disconnect' && (c.namespace === undefined || c.namespace === namespace))

/**
 * Connect through the namespace's adapter. Per namespace the latest request wins; namespaces connect
 * independently; a user reset or a disconnect of the namespace abandons the attempt.
 */
export function connectEffect(ctx: ConnectionContext): Effect<ConnectionState, ConnectionCommand> {
  return (command$) =>
    command$.pipe(
      filter(isCommand('connect')),
      groupBy((c) => c.request.namespace),
      mergeMap((perNamespace$) =>
        perNamespace$.pipe(
          switchMap(({ request }) =>
            askAdapter(ctx, request.namespace, request.connectorId, 'connect', request).pipe(
              takeUntil(command$.pipe(filter(cancels(request.namespace)))),
            ),
          ),
        ),
      ),
    )
}

/**
 * SPEC §4 successful connect: the account goes to the chain service; the deep link and recent wallet
 * are stored; the method is tracked as mobile (a deep link was used) or qrcode.
 */
export function connectedEffect(ctx: ConnectionContext): Effect<ConnectionState, ConnectionCommand> {
  return (command$, state$) =>
    command$.pipe(
      filter(isCommand('connected')),
      withLatestFrom(state$),
      mergeMap(([{ namespace, connectorId, result, request }, state]): Observable<ConnectionCommand> => {
        ctx.chain.setAccount(namespace, {
          address: result.address,
          chainId: result.chainId,
          ...(result.accounts ? { accounts: result.accounts } : {}),
          ...(result.preferredAccountType ? { preferredAccountType: result.preferredAccountType } : {}),
          approvedCaipNetworkIds: result.approvedCaipNetworkIds ?? null,
          activate: request !== undefined,
        })
        for (const ns of heldNamespaces(result)) {
          const held = result.namespaces?.[ns]
          if (!held) continue
          ctx.chain.setAccount(ns, {
            address: held.address,
            chainId: held.chainId,
            ...(held.accounts ? { accounts: held.accounts } : {}),
            ...(held.preferredAccountType ? { preferredAccountType: held.preferredAccountType } : {}),
            approvedCaipNetworkIds: held.approvedCaipNetworkIds ?? null,
          })
        }
        if (!request) return EMPTY
        const linking = request.linking ?? state.linking
        const wallet = request.wallet ?? state.recentWallet
        if (linking) ctx.store.write('deepLink', linking)
        if (wallet) ctx.store.write('recentWallets', [...state.recentWallets])
        const connector = state.connectors[namespace]?.find((c) => c.id === connectorId)
        return of(
          emit({
            type: 'track',
            event: {
              type: 'track',
              event: 'CONNECT_SUCCESS',
              address: result.address,
              properties: {
                method: linking ? 'mobile' : 'qrcode',
                name: wallet?.name ?? connector?.name ?? 'Unknown',
                namespace,
              },
            },
          }),
          emit({ type: 'result', result: { op: 'connect', namespace, connectorId } }),
        )
      }),
    )
}

/** A failed connect is reported; a failed startup sync only leaves the namespace disconnected. */
export function connectFailedEffect(ctx: ConnectionContext): Effect<ConnectionState, ConnectionCommand> {
  return (command$) =>
    command$.pipe(
      filter(isCommand('connectFailed')),
      mergeMap(({ namespace, connectorId, error, request }): Observable<ConnectionCommand> => {
        if (!request) {
          ctx.logger.info(`connection: could not restore ${namespace}`, error.message)
          return EMPTY
        }
        return of(
          emit({
            type: 'track',
            event: { type: 'track', event: 'CONNECT_ERROR', error, properties: { message: error.shortMessage, namespace } },
          }),
          emit({ type: 'result', result: { op: 'connect', namespace, connectorId, error } }),
        )
      }),
    )
}

/**
 * A connect the person walked away from settles at once as aborted, so whoever waits on it (the
 * public connect's promise) is answered; the wallet's late answer is no longer heard.
 */
export function connectCancelledEffect(): Effect<ConnectionState, ConnectionCommand> {
  return (command$) =>
    command$.pipe(
      filter(isCommand('cancelConnect')),
      map(({ namespace, connectorId }) =>
        emit({
          type: 'result',
          result: { op: 'connect', namespace, connectorId, error: new AirlockError(thrownMessages.requestAborted, { category: 'wallet' }) },
        }),
      ),
    )
}
