import { catchError, defer, map, mergeMap, of, throwError, withLatestFrom, type Observable, type SchedulerLike } from 'rxjs'
import type { ChainNamespace } from '../codec/primitives'
import { AirlockError, decode, numberToHex, schemaMessages, thrownMessages } from '../index'
import { CallBatch } from '../codec/calls'
import { createService, emit, handleOf, type Effect, type ServiceHandle } from '../core/createService'
import { toWalletError, walletAnswer } from '../ports/adapter'
import { AtomicCapability, CapabilitiesAnswer, CallsStatusAnswer, SendCallsAnswer } from './codecs'
import type { CallsState } from './types'
import type { CallsResult, CallsStatus, ChainCapabilities, SendCallsRequest, SentCalls, WalletCapabilities } from './types'
import { waitForStatus } from './waitForStatus'
import type { KernelParts } from '../wiring/parts'

/** The account batches are sent from: the active namespace, its address and network. */
export interface CallsAccount {
  readonly namespace: ChainNamespace
  readonly address: string | undefined
  readonly chainId: string | number
}

export interface CallsDeps {
  /** A request to the namespace's wallet (the connection service routes it to its adapter). */
  readonly walletRequest: (namespace: ChainNamespace, args: { readonly method: string; readonly params?: unknown }) => Observable<unknown>
  readonly scheduler: SchedulerLike
}

export interface CallsInputs {
  /** The active account; replays its latest value. */
  readonly account$: Observable<CallsAccount>
}

type CallsCommand =
  | { readonly type: 'capabilities'; readonly ticket: object; readonly chainIds: ReadonlyArray<number> | undefined }
  | { readonly type: 'send'; readonly ticket: object; readonly request: SendCallsRequest }
  | { readonly type: 'status'; readonly ticket: object; readonly id: string; readonly waitMs: number | undefined }

export interface CallsService extends ServiceHandle<CallsState> {
  readonly results$: Observable<CallsResult>
  getCapabilities(ticket: object, chainIds?: ReadonlyArray<number>): void
  sendCalls(ticket: object, request: SendCallsRequest): void
  /** The batch's status now, or (with `waitMs`) once it is no longer pending, at most `waitMs` later. */
  getCallsStatus(ticket: object, id: string, waitMs?: number): void
}


const statusOf = (code: number): CallsStatus['status'] => (code < 200 ? 'pending' : code < 300 ? 'confirmed' : 'failed')

function capabilitiesOf(answer: Readonly<Record<string, Readonly<Record<string, unknown>>>>): WalletCapabilities {
  const out: Record<number, ChainCapabilities> = {}
  for (const [chain, capabilities] of Object.entries(answer)) {
    const chainId = Number(chain)
    if (!Number.isSafeInteger(chainId) || chainId < 0) continue
    // A malformed atomic entry is left out rather than trusted.
    const { atomic, ...rest } = capabilities
    const checked = decode(AtomicCapability, atomic)
    out[chainId] = checked.ok ? { ...rest, atomic: checked.value } : rest
  }
  return out
}

function normaliseStatus(answer: CallsStatusAnswer, id: string): CallsStatus {
  const code = answer.status === 'PENDING' ? 100 : answer.status === 'CONFIRMED' ? 200 : answer.status
  return {
    id: answer.id ?? id,
    status: statusOf(code),
    statusCode: code,
    atomic: answer.atomic ?? false,
    chainId: answer.chainId === undefined ? undefined : Number.parseInt(answer.chainId, 16),
    receipts: (answer.receipts ?? []).map((receipt) => ({
      transactionHash: receipt.transactionHash,
      status: receipt.status === undefined ? undefined : BigInt(receipt.status) === 1n ? 'success' : 'reverted',
      blockNumber: receipt.blockNumber === undefined ? undefined : BigInt(receipt.blockNumber),
    })),
  }
}

/** The request the wallet gets: EIP-5792 version 2.0.0, values as hex quantities. */
function sendParams(request: SendCallsRequest, account: { readonly address: string; readonly chainId: string | number }) {
  const batch = decode(CallBatch, request.calls, 'wallet_sendCalls calls')
  if (!batch.ok) throw batch.error
  if (batch.value.length === 0) {
    throw new AirlockError(schemaMessages.required, { category: 'validation', details: 'wallet_sendCalls calls: at least one call' })
  }
  return {
    version: '2.0.0',
    chainId: numberToHex(BigInt(account.chainId)),
    from: account.address,
    atomicRequired: request.atomicRequired ?? false,
    calls: batch.value.map((call) => ({
      to: call.to,
      ...(call.data === undefined ? {} : { data: call.data }),
      ...(call.value === undefined ? {} : { value: numberToHex(BigInt(call.value)) }),
    })),
    ...(request.id === undefined ? {} : { id: request.id }),
    ...(request.capabilities === undefined ? {} : { capabilities: request.capabilities }),
  }
}

/**
 * EIP-5792 batched calls (SPEC §6 wallet_sendCalls, wallet_getCapabilities) for the active EVM
 * account, through its wallet: capabilities, sending a batch, and its status (polled until final).
 */
export function createCallsService(deps: CallsDeps, inputs: CallsInputs): CallsService {
  /** The active EVM account, or the error a request without one ends with. */
  const evmAccount = ({ namespace, address, chainId }: CallsAccount): Observable<{ readonly address: string; readonly chainId: string | number }> =>
    defer(() => {
      if (namespace !== 'eip155') return throwError(() => new AirlockError(thrownMessages.unsupportedChain, { category: 'wallet' }))
      if (!address) return throwError(() => new AirlockError(thrownMessages.noActiveCaipAddress, { category: 'wallet' }))
      return of({ address, chainId })
    })
  const request = (method: string, params: unknown) => deps.walletRequest('eip155', { method, params })
  const readStatus = (id: string) =>
    request('wallet_getCallsStatus', [id]).pipe(walletAnswer(CallsStatusAnswer, 'wallet_getCallsStatus'), map((answer) => normaliseStatus(answer, id)))

  const answer = (command: CallsCommand, account: CallsAccount): Observable<CallsResult> => {
    const { ticket } = command
    switch (command.type) {
      case 'capabilities':
        return evmAccount(account).pipe(
          mergeMap(({ address }) =>
            request('wallet_getCapabilities', command.chainIds ? [address, command.chainIds.map((id) => numberToHex(id))] : [address]),
          ),
          walletAnswer(CapabilitiesAnswer, 'wallet_getCapabilities'),
          map((raw): CallsResult => ({ ticket, kind: 'capabilities', capabilities: capabilitiesOf(raw) })),
        )
      case 'send':
        return evmAccount(account).pipe(
          mergeMap((from) => request('wallet_sendCalls', [sendParams(command.request, from)])),
          walletAnswer(SendCallsAnswer, 'wallet_sendCalls'),
          map((raw): SentCalls => (typeof raw === 'string' ? { id: raw } : raw.capabilities ? { id: raw.id, capabilities: raw.capabilities } : { id: raw.id })),
          map((sent): CallsResult => ({ ticket, kind: 'sent', sent })),
        )
      case 'status':
        return evmAccount(account).pipe(
          mergeMap(() =>
            command.waitMs === undefined ? readStatus(command.id) : waitForStatus(() => readStatus(command.id), deps.scheduler, command.waitMs),
          ),
          map((status): CallsResult => ({ ticket, kind: 'status', status })),
        )
    }
  }

  const requests: Effect<CallsState, CallsCommand, CallsResult> = (command$) =>
    command$.pipe(
      withLatestFrom(inputs.account$),
      mergeMap(([command, account]) =>
        answer(command, account).pipe(
          map((result) => emit(result)),
          catchError((error: unknown) => of(emit<CallsResult>({ ticket: command.ticket, kind: 'failed', error: toWalletError(error) }))),
        ),
      ),
    )

  const service = createService<CallsState, CallsCommand, CallsResult>({
    // The kernel's own copy of this state lives in calls/types; importing it here would make esbuild
    // split that module into a chunk of its own that the entry loads.
    initial: { calls: 'idle' } satisfies CallsState,
    reduce: (state) => state,
    effects: [requests],
  })

  return {
    ...handleOf(service),
    results$: service.output$,
    getCapabilities: (ticket, chainIds) => service.dispatch({ type: 'capabilities', ticket, chainIds }),
    sendCalls: (ticket, request) => service.dispatch({ type: 'send', ticket, request }),
    getCallsStatus: (ticket, id, waitMs) => service.dispatch({ type: 'status', ticket, id, waitMs }),
  }
}

/** The service wired from the entry's parts (see KernelParts): the active EVM account and its wallet. */
export function callsServiceOf({ connection, chain, env }: KernelParts): CallsService {
  return createCallsService(
    { walletRequest: (namespace, args) => connection.request(namespace, args), scheduler: env.scheduler },
    {
      account$: chain.state$.pipe(
        map((state) => ({
          namespace: state.activeNamespace,
          address: state.chains[state.activeNamespace]?.accountState.address,
          chainId: state.activeCaipNetwork.id,
        })),
      ),
    },
  )
}
