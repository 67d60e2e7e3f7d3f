import { catchError, defer, EMPTY, filter, ignoreElements, mergeMap, switchMap, tap, throwError } from 'rxjs'
import type { Observable } from 'rxjs'
import type { Network } from '../codec/network'
import { AirlockError } from '../errors/AirlockError'
import { thrownMessages, walletErrorCodes } from '../errors/messages'
import { toWalletError, walletDone } from '../ports/adapter'
import type { Adapter } from '../ports/adapter'
import type { Effect } from '../core/createService'
import { isCommand, type ConnectionContext } from './context'
import type { ConnectionCommand } from './state'
import type { ConnectionState } from './types'

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
 * The chain service's walletSwitch requests, carried out by the wallet serving the namespace; the
 * answer goes back to the chain service. A newer request abandons the prompt of the last.
 */
export function walletSwitchEffect(ctx: ConnectionContext): Effect<ConnectionState, ConnectionCommand> {
  return (command$) =>
    command$.pipe(
      filter(isCommand('walletSwitch')),
      switchMap(({ network }) => {
        const adapter = ctx.adapterFor(network.chainNamespace)
        if (!adapter) {
          ctx.chain.settleWalletSwitch(network, new AirlockError(thrownMessages.adapterNotFound, { category: 'internal' }))
          return EMPTY
        }
        return switchInWallet(adapter, network).pipe(
          ignoreElements(),
          tap({ complete: () => ctx.chain.settleWalletSwitch(network) }),
          catchError((error: unknown) => {
            ctx.chain.settleWalletSwitch(network, toWalletError(error))
            return EMPTY
          }),
        )
      }),
    )
}
