import { catchError, concat, defer, filter, ignoreElements, from, mergeMap, of, switchMap, throwError, withLatestFrom } from 'rxjs'
import type { Observable } from 'rxjs'
import type { ChainNamespace } from '../codec/primitives'
import type { Network } from '../codec/network'
import type { Effect } from '../core/createService'
import { AirlockError } from '../errors/AirlockError'
import { thrownMessages, walletErrorCodes } from '../errors/messages'
import { toWalletError, walletDone } from '../ports/adapter'
import type { Adapter } from '../ports/adapter'
import { isConfigured } from './networks'
import type { ChainCommand, ChainOutput } from './state'
import type { ChainState } from './types'

const emit = (output: ChainOutput): ChainCommand => ({ type: 'emit', output })

function chainNotSupported(cause: unknown): AirlockError {
  return new AirlockError(thrownMessages.chainNotSupported, {
    category: 'wallet',
    code: walletErrorCodes.unrecognizedChain,
    cause,
  })
}

/**
 * Ask the wallet to switch. SPEC §4: an unknown chain (4902) triggers an add-chain request when the
 * wallet can add chains; if that fails, or it cannot, the error is 'Chain is not supported'. After a
 * successful add the switch is asked again, since not every wallet moves to the chain it has just added.
 */
export function switchInWallet(adapter: Adapter, network: Network): Observable<void> {
  const ask = () => defer(() => adapter.switchNetwork(network)).pipe(walletDone())
  return ask().pipe(
    catchError((error: unknown) => {
      const walletError = toWalletError(error)
      if (walletError.code !== walletErrorCodes.unrecognizedChain) return throwError(() => walletError)
      const add = adapter.addNetwork?.bind(adapter)
      if (!add) return throwError(() => chainNotSupported(walletError))
      return defer(() => add(network)).pipe(
        walletDone(),
        catchError((addError: unknown) => throwError(() => chainNotSupported(toWalletError(addError)))),
        mergeMap(ask),
      )
    }),
  )
}

/**
 * SPEC §4 switching network. Latest request wins: a new switch abandons the wallet prompt of the last.
 * - not one of the configured networks → alert SWITCH_NETWORK_NOT_FOUND (SPEC §8);
 * - another namespace → the active namespace changes and the send form resets;
 * - same namespace with an address → the adapter switches the wallet, the state follows its answer;
 * - same namespace without an address → nothing to ask a wallet; the network is set.
 */
export function switchNetworkEffect(adapterFor: (ns: ChainNamespace) => Adapter | undefined): Effect<ChainState, ChainCommand> {
  return (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<ChainCommand, { type: 'switchNetwork' }> => c.type === 'switchNetwork'),
      withLatestFrom(state$),
      switchMap(([{ network }, state]): Observable<ChainCommand> => {
        if (!isConfigured(state.networks, network)) {
          return of(
            emit({ type: 'alert', code: 'SWITCH_NETWORK_NOT_FOUND' }),
            emit({
              type: 'switchResult',
              network,
              error: new AirlockError(thrownMessages.networkNotFound, { category: 'validation' }),
            }),
          )
        }
        const ns = network.chainNamespace
        // Resolve to the configured object, so state holds the configuration's own network.
        const target = state.networks.find((n) => n.caipNetworkId === network.caipNetworkId) ?? network
        const set: ChainCommand = { type: 'setActiveNetwork', network: target }
        const done = emit({ type: 'switchResult', network: target })
        if (ns !== state.activeNamespace) return from([set, emit({ type: 'sendFormReset' }), done])
        if (!state.chains[ns]?.accountState.address) return from([set, done])

        const adapter = adapterFor(ns)
        if (!adapter) {
          const error = new AirlockError(thrownMessages.adapterNotFound, { category: 'internal' })
          return of(emit({ type: 'switchResult', network: target, error }))
        }
        return concat(switchInWallet(adapter, target).pipe(ignoreElements()), from([set, done])).pipe(
          catchError((error: unknown) =>
            of(emit({ type: 'switchResult', network: target, error: toWalletError(error) })),
          ),
        )
      }),
    )
}
