import { filter, from, mergeMap, of, take, throwError, timeout, timer, type Observable, type SchedulerLike } from 'rxjs'
import { AirlockError } from '../../kernel/errors/AirlockError'

export interface ConfirmTiming {
  /** How often the status is read until it is confirmed (ms). */
  readonly pollMs?: number
  /** How long the transaction may take to confirm before the send is reported failed (ms). */
  readonly timeoutMs?: number
}

/**
 * A sent transaction's signature once the cluster confirmed it, read on `scheduler` (the kernel's
 * clock); fails with the chain's error, or when it takes too long. The chain SDK loads on first use.
 */
export function confirmedSignature(rpcUrl: string, signature: string, scheduler: SchedulerLike, timing: ConfirmTiming = {}): Observable<string> {
  return timer(0, timing.pollMs ?? 400, scheduler).pipe(
    mergeMap(() => from(import('./chain').then((chain) => chain.signatureState(rpcUrl, signature))), 1),
    filter((state) => state.done),
    take(1),
    timeout({ first: timing.timeoutMs ?? 60_000, scheduler }),
    mergeMap((state) =>
      'error' in state && state.error ? throwError(() => new AirlockError(`Transaction failed: ${state.error}`, { category: 'wallet' })) : of(signature),
    ),
  )
}
