import {
  EMPTY,
  catchError,
  defer,
  filter,
  from,
  map,
  merge,
  mergeMap,
  of,
  switchMap,
  throwError,
  timer,
  withLatestFrom,
  type Observable,
  type SchedulerLike,
} from 'rxjs'
import type { ChainNamespace } from '../codec/primitives'
import { AirlockError, numberToHex, thrownMessages } from '../index'
import { createService, emit, handleOf, type Effect, type Emit, type ServiceHandle } from '../core/createService'
import { toWalletError, walletAnswer } from '../ports/adapter'
import { sessionsMessages } from '../errors/sessionsMessages'
import { GrantPermissionsAnswer, SignatureAnswer } from './codecs'
import type { SessionsRows } from './sessionsApi'
import type { GrantSessionRequest, SessionsResult, SessionsState, SmartSession } from './types'

/** The account sessions belong to: the active namespace, its address and network. */
export interface SessionsAccount {
  readonly namespace: ChainNamespace
  readonly address: string | undefined
  readonly chainId: string | number
}

export interface SessionsDeps {
  readonly api: SessionsRows
  /** A request to the namespace's wallet (the connection service routes it to its adapter). */
  readonly walletRequest: (namespace: ChainNamespace, args: { readonly method: string; readonly params?: unknown }) => Observable<unknown>
  readonly scheduler: SchedulerLike
}

export interface SessionsInputs {
  /** The active account; replays its latest value. */
  readonly account$: Observable<SessionsAccount>
}

type SessionsCommand =
  | { readonly type: 'account'; readonly address: string | undefined }
  | { readonly type: 'load' }
  | { readonly type: 'loaded'; readonly address: string; readonly sessions: ReadonlyArray<SmartSession> }
  | { readonly type: 'failed'; readonly address: string; readonly error: string }
  | { readonly type: 'expire'; readonly pci: string }
  | { readonly type: 'grant'; readonly ticket: object; readonly request: GrantSessionRequest }
  | { readonly type: 'revoke'; readonly ticket: object; readonly pci: string }
  | { readonly type: 'revokeEnded'; readonly pci: string }

type Out = SessionsCommand | Emit<SessionsResult>
const out = (...values: ReadonlyArray<Out>): Observable<Out> => from(values)

export interface SessionsService extends ServiceHandle<SessionsState> {
  readonly results$: Observable<SessionsResult>
  /** Reads the list of the connected account's sessions (again). */
  load(): void
  grant(ticket: object, request: GrantSessionRequest): void
  revoke(ticket: object, pci: string): void
}

/** The EIP-712 revoke the account signs for the API to relay; the account's code checks it (devnet sessions). */
export function revokeTypedData(chainId: number, account: string, id: string) {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      RevokeSession: [{ name: 'id', type: 'uint256' }],
    },
    primaryType: 'RevokeSession',
    domain: { name: 'Airlock Sessions', version: '1', chainId, verifyingContract: account },
    message: { id },
  }
}

/** ERC-7715 wallet_grantPermissions params for one spending limit. */
function grantParams(request: GrantSessionRequest, account: { readonly address: string; readonly chainId: string | number }) {
  const allowance = numberToHex(BigInt(request.allowance))
  const policies = [{ type: 'token-allowance', data: { allowance } }]
  const permission =
    request.token === undefined
      ? { type: 'native-token-transfer', data: { ticker: request.ticker ?? 'ETH' }, policies, required: true }
      : { type: 'erc20-token-transfer', data: { address: request.token, ticker: request.ticker ?? '' }, policies, required: true }
  return [
    {
      chainId: numberToHex(BigInt(account.chainId)),
      address: account.address,
      expiry: request.expiry,
      signer: { type: 'account', data: { id: request.signer } },
      permissions: [permission],
    },
  ]
}

function reduce(state: SessionsState, command: SessionsCommand): SessionsState {
  switch (command.type) {
    case 'account':
      if (command.address === state.address) return state
      // Another account: its list is read only if this one's was (the view is showing it).
      return {
        ...state,
        address: command.address,
        sessions: [],
        error: undefined,
        revoking: [],
        status: state.status !== 'idle' && command.address !== undefined ? 'loading' : 'idle',
      }
    case 'load':
      return state.address === undefined ? state : { ...state, status: state.status === 'ready' ? 'ready' : 'loading', error: undefined }
    case 'loaded':
      return command.address === state.address ? { ...state, status: 'ready', sessions: command.sessions, error: undefined } : state
    case 'failed':
      return command.address === state.address ? { ...state, status: 'failed', error: command.error } : state
    case 'expire':
      return {
        ...state,
        sessions: state.sessions.map((session) => (session.pci === command.pci && session.status === 'active' ? { ...session, status: 'expired' } : session)),
      }
    case 'revoke':
      return state.revoking.includes(command.pci) ? state : { ...state, revoking: [...state.revoking, command.pci] }
    case 'revokeEnded':
      return { ...state, revoking: state.revoking.filter((pci) => pci !== command.pci) }
    case 'grant':
      return state
  }
}

/**
 * Smart sessions (feature flag smartSessions; SPEC §6 wallet_grantPermissions, §7 sessions rows) for
 * the active EVM account: the list from the API, a grant through the wallet, and a revoke the account
 * signs and the API relays. An active session turns expired at its expiry without a new read.
 */
export function createSessionsService(deps: SessionsDeps, inputs: SessionsInputs): SessionsService {
  const { api, scheduler } = deps
  const request = (method: string, params: unknown) => deps.walletRequest('eip155', { method, params })

  const evmAccount = ({ namespace, address, chainId }: SessionsAccount) =>
    defer(() => {
      if (namespace !== 'eip155') return throwError(() => new AirlockError(thrownMessages.unsupportedChain, { category: 'wallet' }))
      if (!address) return throwError(() => new AirlockError(thrownMessages.noActiveCaipAddress, { category: 'wallet' }))
      return of({ address, chainId })
    })

  /** The latest read wins: a newer account, load, grant or revoke cancels a read under way. */
  const loading: Effect<SessionsState, SessionsCommand> = (command$, state$) =>
    command$.pipe(
      filter((c) => c.type === 'load' || c.type === 'account'),
      withLatestFrom(state$),
      switchMap(([, state]): Observable<SessionsCommand> => {
        const address = state.address
        // Idle: nobody shows the list, so nothing is read.
        if (state.status === 'idle' || address === undefined) return EMPTY
        return api.list(address).pipe(
          map((sessions): SessionsCommand => ({ type: 'loaded', address, sessions })),
          catchError((error: unknown) => of<SessionsCommand>({ type: 'failed', address, error: toWalletError(error).message })),
        )
      }),
    )

  /** Each active session turns expired at its expiry (the scheduler's clock); a new list restarts the timers. */
  const expiry: Effect<SessionsState, SessionsCommand> = (command$) =>
    command$.pipe(
      filter((c) => c.type === 'loaded' || c.type === 'account'),
      switchMap((c) =>
        c.type !== 'loaded'
          ? EMPTY
          : merge(
              ...c.sessions
                .filter((session) => session.status === 'active')
                .map((session) =>
                  timer(Math.max(0, session.expiry * 1000 - scheduler.now()), scheduler).pipe(
                    map((): SessionsCommand => ({ type: 'expire', pci: session.pci })),
                  ),
                ),
            ),
      ),
    )

  const grants: Effect<SessionsState, SessionsCommand, SessionsResult> = (command$) =>
    command$.pipe(
      filter((c): c is Extract<SessionsCommand, { type: 'grant' }> => c.type === 'grant'),
      withLatestFrom(inputs.account$),
      mergeMap(([command, account]) =>
        evmAccount(account).pipe(
          mergeMap((from) => defer(() => request('wallet_grantPermissions', grantParams(command.request, from)))),
          walletAnswer(GrantPermissionsAnswer, 'wallet_grantPermissions'),
          mergeMap((answer) =>
            out(
              emit<SessionsResult>({ ticket: command.ticket, kind: 'granted', granted: { permissionsContext: answer.permissionsContext, expiry: answer.expiry } }),
              { type: 'load' },
            ),
          ),
          catchError((error: unknown) => out(emit<SessionsResult>({ ticket: command.ticket, kind: 'failed', error: toWalletError(error) }))),
        ),
      ),
    )

  const revokes: Effect<SessionsState, SessionsCommand, SessionsResult> = (command$, state$) =>
    command$.pipe(
      filter((c): c is Extract<SessionsCommand, { type: 'revoke' }> => c.type === 'revoke'),
      withLatestFrom(state$, inputs.account$),
      mergeMap(([command, state, account]) => {
        const session = state.sessions.find((s) => s.pci === command.pci)
        const failed = (error: unknown) =>
          out({ type: 'revokeEnded', pci: command.pci }, emit<SessionsResult>({ ticket: command.ticket, kind: 'failed', error: toWalletError(error) }))
        if (!session || state.address === undefined) return failed(new AirlockError(sessionsMessages.sessionNotFound, { category: 'validation' }))
        const address = state.address
        const chainId = Number(session.chainId.split(':')[1])
        return evmAccount(account).pipe(
          mergeMap(() => request('eth_signTypedData_v4', [address, JSON.stringify(revokeTypedData(chainId, address, session.id))])),
          walletAnswer(SignatureAnswer, 'eth_signTypedData_v4'),
          mergeMap((signature) => api.revoke(address, command.pci, signature)),
          mergeMap(() =>
            out(
              { type: 'revokeEnded', pci: command.pci },
              emit<SessionsResult>({ ticket: command.ticket, kind: 'revoked', pci: command.pci }),
              { type: 'load' },
            ),
          ),
          catchError(failed),
        )
      }),
    )

  const service = createService<SessionsState, SessionsCommand, SessionsResult>({
    // The kernel's own copy of this state lives in sessions/types; importing it here would make esbuild
    // split that module into a chunk of its own that the entry loads.
    initial: { status: 'idle', address: undefined, sessions: [], error: undefined, revoking: [] } satisfies SessionsState,
    reduce,
    effects: [loading, expiry, grants, revokes],
    inputs: [inputs.account$.pipe(map((account): SessionsCommand => ({ type: 'account', address: account.namespace === 'eip155' ? account.address : undefined })))],
  })

  return {
    ...handleOf(service),
    results$: service.output$,
    load: () => service.dispatch({ type: 'load' }),
    grant: (ticket, grant) => service.dispatch({ type: 'grant', ticket, request: grant }),
    revoke: (ticket, pci) => service.dispatch({ type: 'revoke', ticket, pci }),
  }
}
