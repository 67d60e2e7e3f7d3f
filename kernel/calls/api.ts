import { filter, type Observable } from 'rxjs'
// Through the kernel's index, as the other lazy services: see the comment there.
import { AirlockError } from '../index'
import type { CallsService } from './createCallsService'
import type { CallsResult, CallsStatus, SendCallsRequest, SentCalls, WalletCapabilities } from './types'
import { CALLS_WAIT_MS } from './waitForStatus'

/** SPEC §6 EIP-5792 batched calls on the kernel (DESIGN §4): each resolves with the wallet's answer, decoded. */
export interface CallsApi {
  /** What the connected wallet can do per chain (the active chain's and others'), e.g. `atomic`. */
  readonly getCapabilities: (chainIds?: ReadonlyArray<number>) => Promise<WalletCapabilities>
  /** Sends a batch from the active EVM account on the active network; resolves with its id. */
  readonly sendCalls: (request: SendCallsRequest) => Promise<SentCalls>
  /** The batch's status now. */
  readonly getCallsStatus: (id: string) => Promise<CallsStatus>
  /** The batch's status once it is no longer pending (polled every 4 s), or the pending one after `timeoutMs`. */
  readonly waitForCallsStatus: (id: string, options?: { readonly timeoutMs?: number }) => Promise<CallsStatus>
}

type Outcome = <T>(outcome$: Observable<T>, start: () => void) => Promise<T>

/** The public calls API over the (lazily loaded) calls service: each request finds its answer by its own ticket. */
export function callsApi(
  results$: Observable<CallsResult>,
  call: (command: (service: CallsService) => void) => void,
  outcome: Outcome,
): CallsApi {
  const ask = (start: (service: CallsService, ticket: object) => void): Promise<CallsResult> => {
    const ticket = {}
    return outcome(results$.pipe(filter((result) => result.ticket === ticket)), () => call((service) => start(service, ticket))).then(
      (result) => {
        if (result.kind === 'failed') throw result.error
        return result
      },
    )
  }
  const statusOf = (result: CallsResult): CallsStatus => {
    if (result.kind !== 'status') throw new AirlockError(`calls: expected a status, got ${result.kind}`)
    return result.status
  }
  return {
    getCapabilities: (chainIds) =>
      ask((service, ticket) => service.getCapabilities(ticket, chainIds)).then((result) => {
        if (result.kind !== 'capabilities') throw new TypeError(`calls: expected capabilities, got ${result.kind}`)
        return result.capabilities
      }),
    sendCalls: (request) =>
      ask((service, ticket) => service.sendCalls(ticket, request)).then((result) => {
        if (result.kind !== 'sent') throw new TypeError(`calls: expected a sent batch, got ${result.kind}`)
        return result.sent
      }),
    getCallsStatus: (id) => ask((service, ticket) => service.getCallsStatus(ticket, id)).then(statusOf),
    waitForCallsStatus: (id, options) =>
      ask((service, ticket) => service.getCallsStatus(ticket, id, options?.timeoutMs ?? CALLS_WAIT_MS)).then(statusOf),
  }
}
