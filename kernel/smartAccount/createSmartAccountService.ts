import {
  catchError,
  combineLatest,
  defer,
  distinctUntilChanged,
  EMPTY,
  exhaustMap,
  filter,
  ignoreElements,
  map,
  mergeMap,
  of,
  switchMap,
  take,
  tap,
  type Observable,
} from 'rxjs'
import type { AccountRecord, NamespaceAccountType } from '../codec/account'
import { decodeOrThrow } from '../codec/decode'
import { createService, handleOf, type Effect, type ServiceHandle } from '../core/createService'
import { messageOf } from '../errors/AirlockError'
import type { Adapter, SmartAccountSwitch } from '../ports/adapter'
import type { ChainService } from '../chain/createChainService'
import type { ConnectionState } from '../connection/types'
import type { Store } from '../storage/createStore'
import { EnabledNetworksAnswer, InitSmartAccountAnswer, SwitchedUser } from './codecs'
import { initialSmartAccountState, type SmartAccountCommand, type SmartAccountState } from './types'

type Kind = 'eoa' | 'smartAccount'
type Command =
  | SmartAccountCommand
  /** Read the smart account again without the loading state (after the wallet sent something). */
  | { readonly type: 'refresh' }
  | { readonly type: 'done' }
  | { readonly type: 'failed'; readonly error: string }

function reduce(state: SmartAccountState, command: Command): SmartAccountState {
  switch (command.type) {
    case 'load':
      return state.status === 'switching' ? state : { status: 'loading' }
    case 'switch':
      return { status: 'switching', target: command.to }
    case 'refresh':
      return state
    case 'done':
      return state.status === 'idle' && state.error === undefined ? state : { status: 'idle' }
    case 'failed':
      return { status: 'idle', error: command.error }
  }
}

export interface SmartAccountDeps {
  readonly adapters: ReadonlyArray<Adapter>
  readonly chain: Pick<ChainService, 'state$' | 'setNetworkProp' | 'setAllAccounts' | 'setAccountProp' | 'setPreferredAccountType'>
  readonly connection: { readonly state$: Observable<ConnectionState>; switchAccount(params: { connectorId: string; address: string; namespace: 'eip155' }): void }
  readonly store: Pick<Store, 'write'>
}

export interface SmartAccountService extends ServiceHandle<SmartAccountState> {
  readonly dispatch: (command: SmartAccountCommand) => void
}

interface EmbeddedAccount {
  readonly chainId: number
  readonly address: string
  readonly accounts: ReadonlyArray<AccountRecord>
  readonly preferred: NamespaceAccountType | undefined
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * SPEC §1 account type switch of the embedded wallet, with SPEC §3 smartAccountEnabledNetworks (kept in
 * storage) and smartAccountDeployed. Once the wallet is connected, and again on each network, it reads
 * the networks the wallet offers its smart account on and the smart account's address there (known
 * before it is deployed), and lists it beside the EOA. SPEC §4: the preferred account type (from the
 * wallet, else stored, else the default, smartAccount on eip155) decides which the wallet acts as.
 */
export function createSmartAccountService(deps: SmartAccountDeps): SmartAccountService {
  const wallet: SmartAccountSwitch | undefined = deps.adapters.find((a) => a.smartAccount)?.smartAccount

  const account$: Observable<EmbeddedAccount | undefined> = combineLatest([deps.connection.state$, deps.chain.state$]).pipe(
    map(([connection, chain]) => {
      const entry = chain.chains.eip155
      const connected = wallet && connection.connectorIds.eip155 === wallet.connectorId && connection.status.eip155 === 'connected'
      const address = entry?.accountState.address
      if (!connected || !entry || !address) return undefined
      return {
        chainId: Number(entry.networkState.caipNetwork?.id),
        address,
        accounts: entry.accountState.allAccounts,
        preferred: entry.accountState.preferredAccountTypes.eip155,
      }
    }),
  )
  const latestAccount = () => account$.pipe(take(1))

  const fail = (error: unknown) => of<Command>({ type: 'failed', error: messageOf(error) })

  /** The enabled networks, then the smart account on the current one; a load may end in the SPEC §4 default's switch. */
  const load: Effect<SmartAccountState, Command> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<Command, { type: 'load' | 'refresh' }> => c.type === 'load' || c.type === 'refresh'),
      switchMap((command) => {
        if (!wallet) return of<Command>({ type: 'done' })
        return defer(() => wallet.enabledNetworks()).pipe(
          map((answer) => decodeOrThrow(EnabledNetworksAnswer, answer).smartAccountEnabledNetworks),
          mergeMap((networks) => {
            deps.chain.setNetworkProp('eip155', 'smartAccountEnabledNetworks', networks)
            deps.store.write('smartAccountEnabledNetworks', networks)
            return latestAccount().pipe(
              mergeMap((account): Observable<Command> => {
                if (!account) return of({ type: 'done' })
                if (!networks.includes(account.chainId)) {
                  // SPEC §3: where the wallet offers no smart account it acts as its EOA; the connection follows it.
                  const eoa = account.accounts.find((a) => a.type === 'eoa')
                  if (!eoa || same(eoa.address, account.address)) return of({ type: 'done' })
                  deps.chain.setAllAccounts('eip155', [eoa])
                  deps.connection.switchAccount({ connectorId: wallet.connectorId, address: eoa.address, namespace: 'eip155' })
                  return of({ type: 'done' })
                }
                return defer(() => wallet.init()).pipe(
                  map((answer) => decodeOrThrow(InitSmartAccountAnswer, answer)),
                  mergeMap((smart): Observable<Command> => {
                    const eoa = account.accounts.find((a) => a.type === 'eoa')
                    deps.chain.setAllAccounts('eip155', [
                      ...(eoa ? [eoa] : []),
                      { namespace: 'eip155', address: smart.address, type: 'smartAccount' },
                    ])
                    deps.chain.setAccountProp('eip155', 'smartAccountDeployed', smart.isDeployed)
                    const wanted: Kind = account.preferred === 'eoa' ? 'eoa' : 'smartAccount'
                    const acting: Kind = same(account.address, smart.address) ? 'smartAccount' : 'eoa'
                    return command.type === 'load' && wanted !== acting ? of({ type: 'switch', to: wanted }) : of({ type: 'done' })
                  }),
                )
              }),
            )
          }),
          catchError(fail),
        )
      }),
    )

  const switchType: Effect<SmartAccountState, Command> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<Command, { type: 'switch' }> => c.type === 'switch'),
      exhaustMap(({ to }): Observable<Command> => {
        if (!wallet) return of({ type: 'done' })
        return defer(() => wallet.setPreferred(to)).pipe(
          map((answer) => decodeOrThrow(SwitchedUser, answer)),
          mergeMap((user): Observable<Command> => {
            deps.chain.setAllAccounts(
              'eip155',
              user.accounts.map((a) => ({ namespace: 'eip155', address: a.address, type: a.type })),
            )
            if (user.smartAccountDeployed !== undefined) deps.chain.setAccountProp('eip155', 'smartAccountDeployed', user.smartAccountDeployed)
            deps.chain.setPreferredAccountType('eip155', to)
            deps.connection.switchAccount({ connectorId: wallet.connectorId, address: user.address, namespace: 'eip155' })
            return of({ type: 'done' })
          }),
          catchError(fail),
        )
      }),
    )

  // The embedded connection appearing, or moving to another network: read it all again.
  const connected$ = account$.pipe(
    map((account) => (account ? account.chainId : undefined)),
    distinctUntilChanged(),
    filter((chainId): chainId is number => chainId !== undefined),
    map((): Command => ({ type: 'load' })),
  )
  // SPEC §4: the wallet hears the resolved preference (stored, else the default) before it connects.
  const preference$ = deps.chain.state$.pipe(
    map((chain) => chain.chains.eip155?.accountState.preferredAccountTypes.eip155),
    distinctUntilChanged(),
    tap((preferred) => {
      if (preferred === 'eoa' || preferred === 'smartAccount') wallet?.setDefault?.(preferred)
    }),
    ignoreElements(),
  )
  // SPEC §3 smartAccountDeployed turns true with the first operation the wallet sends.
  const sent$ = wallet?.sent$ ? wallet.sent$.pipe(map((): Command => ({ type: 'refresh' }))) : EMPTY

  const service = createService<SmartAccountState, Command>({
    initial: initialSmartAccountState,
    reduce,
    effects: [load, switchType],
    inputs: [connected$, sent$, preference$],
  })
  return { ...handleOf(service), dispatch: (command) => service.dispatch(command) }
}
