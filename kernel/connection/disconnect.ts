import { catchError, concatMap, defer, filter, forkJoin, from, map, mergeMap, of, take, timeout } from 'rxjs'
import type { Observable } from 'rxjs'
import type { ChainNamespace } from '../codec/primitives'
import type { Effect } from '../core/createService'
import { AirlockError, messageOf } from '../errors/AirlockError'
import { shownMessages, thrownMessages } from '../errors/messages'
import { toWalletError, walletDone } from '../ports/adapter'
import { connectorTypeOf, emit, isCommand, namespacesSharing } from './context'
import type { ConnectionContext } from './context'
import type { ConnectionCommand } from './state'
import type { ConnectionState } from './types'

/** SPEC §4/§9: waiting for the embedded wallet's frame sign-out is at most 3 s. */
export const signOutWaitMs = 3000

type Outcome = { readonly namespace: ChainNamespace; readonly error?: AirlockError }

function disconnectOne(ctx: ConnectionContext, state: ConnectionState, namespace: ChainNamespace): Observable<Outcome> {
  const connectorId = state.connectorIds[namespace]
  const adapter = ctx.adapterFor(namespace, connectorId)
  if (!adapter || !connectorId) return of({ namespace })
  const call = defer(() => adapter.disconnect({ connectorId })).pipe(walletDone())
  const bounded =
    connectorTypeOf(state, namespace, connectorId) === 'AUTH'
      ? // A frame that never answers must not keep the person connected: go on after 3 s.
        call.pipe(timeout({ first: signOutWaitMs, with: () => of(undefined), scheduler: ctx.scheduler }))
      : call
  return bounded.pipe(
    map((): Outcome => ({ namespace })),
    catchError((error: unknown) => of({ namespace, error: toWalletError(error) })),
  )
}

function failureOf(failures: ReadonlyArray<Outcome>): AirlockError | undefined {
  const [first, ...others] = failures
  if (!first?.error) return undefined
  return new AirlockError(thrownMessages.failedToDisconnectChain(first.namespace, messageOf(first.error)), {
    category: 'wallet',
    cause: first.error,
    ...(first.error.code === undefined ? {} : { code: first.error.code }),
    ...(others.length
      ? {
          details: others
            .map((o) => thrownMessages.failedToDisconnectChain(o.namespace, messageOf(o.error)))
            .join('\n'),
        }
      : {}),
  })
}

/**
 * SPEC §4 disconnect: for a namespace (for WalletConnect or embedded connectors, all namespaces
 * sharing it), or every connected namespace when none is given. Calls the adapter disconnect, resets
 * account and network data, resets the WalletConnect connection and the send form, removes stored
 * connector ids and social provider, then tracks DISCONNECT_SUCCESS or DISCONNECT_ERROR. Disconnects
 * queue: each sees the state the previous one left.
 */
export function disconnectEffect(ctx: ConnectionContext): Effect<ConnectionState, ConnectionCommand> {
  return (command$, state$) =>
    command$.pipe(
      filter(isCommand('disconnect')),
      concatMap((command) =>
        // The state when this disconnect's turn comes, not when it was asked for.
        state$.pipe(
          take(1),
          mergeMap((state) => runDisconnect(ctx, state, command.namespace)),
        ),
      ),
    )
}

function runDisconnect(
  ctx: ConnectionContext,
  state: ConnectionState,
  namespace: ChainNamespace | undefined,
): Observable<ConnectionCommand> {
  const targets = namespace
    ? namespacesSharing(state, namespace)
    : (Object.keys(state.connectorIds) as ChainNamespace[]).filter((ns) => state.connectorIds[ns])
  const calls = targets.map((ns) => disconnectOne(ctx, state, ns))
  return (calls.length ? forkJoin(calls) : of<Outcome[]>([])).pipe(
    mergeMap((outcomes) => {
      const done = outcomes.filter((o) => !o.error).map((o) => o.namespace)
      const error = failureOf(outcomes.filter((o) => o.error))
      for (const ns of done) {
        ctx.chain.resetAccount(ns)
        ctx.chain.resetNetwork(ns)
      }
      ctx.store.remove('connectedSocialProvider')
      // Connects under way were abandoned by this disconnect (see connectEffect): they end here too.
      const abandoned = namespace
        ? []
        : (Object.keys(state.status) as ChainNamespace[]).filter((ns) => state.status[ns] === 'connecting')
      const commands: ConnectionCommand[] = [
        { type: 'disconnected', namespaces: [...new Set([...done, ...abandoned])] },
        { type: 'resetConnection', internal: true },
        emit({ type: 'sendFormReset' }),
        error
          ? emit({ type: 'track', event: { type: 'track', event: 'DISCONNECT_ERROR', error, properties: { message: error.shortMessage } } })
          : emit({ type: 'track', event: { type: 'track', event: 'DISCONNECT_SUCCESS' } }),
        ...(error ? [emit({ type: 'snackbarError', message: shownMessages.failedToDisconnect })] : []),
        emit({ type: 'result', result: { op: 'disconnect', namespaces: targets, ...(error ? { error } : {}) } }),
      ]
      return from(commands)
    }),
  )
}
