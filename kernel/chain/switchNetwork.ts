import { filter, from, merge, of, switchMap, take, withLatestFrom } from 'rxjs'
import type { Observable } from 'rxjs'
import type { Effect } from '../core/createService'
import { AirlockError } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'
import { isConfigured } from './networks'
import type { ChainCommand, ChainOutput } from './state'
import type { ChainState } from './types'

const emit = (output: ChainOutput): ChainCommand => ({ type: 'emit', output })

/**
 * SPEC §4 switching network. Latest request wins: a new switch abandons the wallet prompt of the last.
 * - not one of the configured networks → alert SWITCH_NETWORK_NOT_FOUND (SPEC §8);
 * - another namespace → the active namespace changes and the send form resets;
 * - same namespace with an address → the connected wallet is asked (walletSwitch, answered by
 *   walletSwitchSettled), and the state follows its answer;
 * - same namespace without an address → nothing to ask a wallet; the network is set.
 */
export const switchNetworkEffect: Effect<ChainState, ChainCommand> = (command$, state$) =>
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

      // Listening before asking: a wallet may answer before the request's command has returned.
      const answer$ = command$.pipe(
        filter(
          (c): c is Extract<ChainCommand, { type: 'walletSwitchSettled' }> =>
            c.type === 'walletSwitchSettled' && c.network.caipNetworkId === target.caipNetworkId,
        ),
        take(1),
        switchMap(({ error }) => (error ? of(emit({ type: 'switchResult', network: target, error })) : from([set, done]))),
      )
      return merge(answer$, of(emit({ type: 'walletSwitch', network: target })))
    }),
  )
