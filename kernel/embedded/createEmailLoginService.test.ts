import { describe, expect, it } from 'vitest'
import { EMPTY, NEVER, Subject, of } from 'rxjs'
import { createEmailLoginService } from './createEmailLoginService'
import type { Adapter } from '../ports/adapter'
import { createRecordingLogger } from '../ports/logger'
import { shownMessages, thrownMessages } from '../errors/messages'
import { createTestScheduler } from '../../test/harness/marbles'

/** An embedded-wallet adapter as the service sees it: refusals it reports and the rejections it is asked for. */
function frameAdapter() {
  const refused = new Subject<string>()
  let rejections = 0
  const adapter: Adapter = {
    namespaces: ['eip155'],
    connectors$: of([]),
    events$: EMPTY,
    connect: () => NEVER,
    syncConnection: () => NEVER,
    disconnect: () => of(undefined),
    switchNetwork: () => of(undefined),
    destroy: () => undefined,
    rpcRefused$: refused,
    rejectPendingRequests: () => {
      rejections += 1
    },
  }
  return { adapter, refused, rejections: () => rejections }
}

describe('embedded wallet RPC (SPEC §4, §6)', () => {
  it("§4/§6 a method not allowed opens the modal, logs 'Requested RPC call is not allowed', rejects pending requests at once and shows 'Action not allowed' after 300 ms", () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { adapter, refused, rejections } = frameAdapter()
      const logger = createRecordingLogger()
      const service = createEmailLoginService([adapter], { scheduler: ts, logger, modalClosed$: NEVER })
      ts.schedule(() => service.run$.subscribe(), 0)
      ts.schedule(() => refused.next('eth_sign'), 100)
      ts.schedule(() => {
        expect(rejections()).toBe(1)
        expect(logger.entries).toEqual([{ level: 'error', message: thrownMessages.rpcNotAllowed, detail: { method: 'eth_sign' } }])
      }, 101)
      expectObservable(service.viewRequests$).toBe('100ms a 299ms a', { a: { type: 'open' } })
      expectObservable(service.snackbarErrors$).toBe('400ms a', { a: shownMessages.actionNotAllowed })
      expect(shownMessages.actionNotAllowed).toBe('Action not allowed')
      expect(thrownMessages.rpcNotAllowed).toBe('Requested RPC call is not allowed')
    })
  })

  it('§4 closing the modal rejects pending embedded-wallet requests', () => {
    const ts = createTestScheduler()
    ts.run(({ hot }) => {
      const { adapter, rejections } = frameAdapter()
      const closed$ = hot('-- 50ms c', { c: undefined })
      const service = createEmailLoginService([adapter], { scheduler: ts, logger: createRecordingLogger(), modalClosed$: closed$ })
      ts.schedule(() => service.run$.subscribe(), 0)
      ts.schedule(() => expect(rejections()).toBe(0), 51)
      ts.schedule(() => expect(rejections()).toBe(1), 53)
    })
  })
})
