import { filter, type Observable } from 'rxjs'
import type { PayOutcome, PayService } from './createPayService'
import type { PayResult } from './types'

type Outcome = <T>(outcome$: Observable<T>, start: () => void) => Promise<T>

/** `pay(request)` over the (lazily loaded) pay service: each call finds its answer by its own ticket. */
export function payCall(
  outcomes$: Observable<PayOutcome>,
  call: (command: (service: PayService) => void) => void,
  outcome: Outcome,
): (request: unknown) => Promise<PayResult> {
  return (request) => {
    const ticket = {}
    return outcome(outcomes$.pipe(filter((answer) => answer.ticket === ticket)), () => call((service) => service.start(ticket, request))).then(
      (answer) => {
        if ('error' in answer) throw answer.error
        return answer.result
      },
    )
  }
}
