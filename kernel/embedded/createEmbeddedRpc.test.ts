import { describe, expect, it } from 'vitest'
import { BehaviorSubject, Subject, combineLatest, ignoreElements, map, merge, tap } from 'rxjs'
import { createTestScheduler } from '../../test/harness/marbles'
import { createModalService } from '../modal/createModalService'
import { initialModalContext, type ModalContext } from '../modal/modalContext'
import { createRouterService } from '../router/createRouterService'
import { createEmbeddedRpc } from './createEmbeddedRpc'
import type { RpcLandingFacts } from './rpcLanding'
import { encodeFrameError, encodeFrameSuccess } from './protocol'
import { bootFrame, createFrameHarness, postedOf } from './testing'
import type { TestScheduler } from 'rxjs/testing'

function setup(ts: TestScheduler, facts: RpcLandingFacts = { open: true, transactionStackEmpty: true }) {
  const harness = createFrameHarness(ts)
  const modalClosed = new Subject<{ transactionStackEmpty: boolean }>()
  const view = new BehaviorSubject<RpcLandingFacts>(facts)
  const rpc = createEmbeddedRpc(
    { client: harness.client, scheduler: ts, logger: harness.logger },
    { modalClosed$: modalClosed, view$: view },
  )
  harness.client.run$.subscribe()
  bootFrame(harness.port)
  return { ...harness, rpc, modalClosed, view }
}

const short = (error: unknown) => (error as { shortMessage?: string }).shortMessage

describe('embedded wallet RPC: not allowed methods (SPEC §4, §6, §8)', () => {
  it("§6 not allowed: an unknown method fails with 'Requested RPC call is not allowed'; nothing reaches the frame; an error is logged", () => {
    const ts = createTestScheduler()
    const { rpc, port, logger } = setup(ts)
    ts.flush()
    const errors: unknown[] = []
    rpc.request({ method: 'eth_sign', params: ['0x1', '0xdead'] }).subscribe({ error: (e: unknown) => errors.push(short(e)) })
    expect(errors).toEqual(['Requested RPC call is not allowed'])
    expect(port.posted).toHaveLength(0)
    expect(logger.entries).toContainEqual({ level: 'error', message: 'Requested RPC call is not allowed', detail: { method: 'eth_sign' } })
  })

  it("§8 RPC method not allowed: the modal opens at once and 'Action not allowed' shows 300 ms later", () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { rpc } = setup(ts)
      ts.schedule(() => rpc.request({ method: 'eth_sign' }).subscribe({ error: () => undefined }), 1000)
      expectObservable(rpc.openModal$).toBe('1000ms o', { o: undefined })
      expectObservable(rpc.uiError$).toBe('1300ms e', { e: 'Action not allowed' })
    })
  })

  it('§8 RPC method not allowed: each refused request gets its UI message 300 ms after it', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { rpc } = setup(ts)
      ts.schedule(() => rpc.request({ method: 'eth_sign' }).subscribe({ error: () => undefined }), 10)
      ts.schedule(() => rpc.request({ method: 'eth_getWork' }).subscribe({ error: () => undefined }), 110)
      expectObservable(rpc.uiError$).toBe('310ms e 99ms e', { e: 'Action not allowed' })
    })
  })

  it('§4 embedded RPC: a not-allowed method rejects pending requests: unsafe ones are aborted, safe ones keep running', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { rpc, port } = setup(ts)
      const pendingUnsafe = rpc.request({ method: 'eth_sendTransaction', params: [{ to: '0x1' }] })
      const pendingSafe = rpc.request({ method: 'eth_getBalance', params: ['0x1', 'latest'] })
      ts.schedule(() => rpc.request({ method: 'eth_sign' }).subscribe({ error: () => undefined }), 1000)
      ts.schedule(() => {
        const [balance] = postedOf(port, 'RPC_REQUEST').filter((m) => (m.payload as { method: string }).method === 'eth_getBalance')
        port.emit(encodeFrameSuccess('RPC_REQUEST', balance!.id!, '0x64'))
      }, 2000)
      expectObservable(pendingUnsafe).toBe('1000ms #', undefined, expect.objectContaining({ shortMessage: 'Request was aborted' }))
      expectObservable(pendingSafe).toBe('2000ms (b|)', { b: '0x64' })
    })
  })
})

describe('embedded wallet RPC: rejecting pending requests (SPEC §4 closing, §6)', () => {
  it('§4 closing with an empty transaction stack rejects pending requests: unsafe aborted with "Request was aborted", safe kept', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { rpc, modalClosed, port } = setup(ts)
      ts.schedule(() => modalClosed.next({ transactionStackEmpty: true }), 1500)
      ts.schedule(() => {
        const chain = postedOf(port, 'RPC_REQUEST').find((m) => (m.payload as { method: string }).method === 'eth_chainId')
        port.emit(encodeFrameSuccess('RPC_REQUEST', chain!.id!, '0x1'))
      }, 2500)
      expectObservable(rpc.request({ method: 'personal_sign', params: ['0x68656c6c6f', '0x1'] })).toBe(
        '1500ms #',
        undefined,
        expect.objectContaining({ shortMessage: 'Request was aborted' }),
      )
      expectObservable(rpc.request({ method: 'eth_chainId' })).toBe('2500ms (c|)', { c: '0x1' })
    })
  })

  it('§4 closing with transactions still on the stack does not reject pending requests', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { rpc, modalClosed, port } = setup(ts)
      ts.schedule(() => modalClosed.next({ transactionStackEmpty: false }), 1500)
      ts.schedule(() => port.emit(encodeFrameSuccess('RPC_REQUEST', postedOf(port, 'RPC_REQUEST')[0]!.id!, '0xsig')), 3000)
      expectObservable(rpc.request({ method: 'personal_sign', params: ['0x68', '0x1'] })).toBe('3000ms (s|)', { s: '0xsig' })
    })
  })

  it('§6 rejectPending aborts unsafe requests only', () => {
    const ts = createTestScheduler()
    const { rpc } = setup(ts)
    ts.flush()
    const outcomes: string[] = []
    rpc.request({ method: 'wallet_sendCalls', params: [] }).subscribe({ error: (e: unknown) => outcomes.push(`unsafe: ${short(e)}`) })
    rpc.request({ method: 'eth_call', params: [] }).subscribe({ error: (e: unknown) => outcomes.push(`safe: ${short(e)}`) })
    rpc.rejectPending()
    expect(outcomes).toEqual(['unsafe: Request was aborted'])
  })
})

describe('embedded wallet RPC: unsafe requests (SPEC §2 ApproveTransaction, §4)', () => {
  it('§4 an unsafe request opens ApproveTransaction; a safe one does not', () => {
    const ts = createTestScheduler()
    const { rpc } = setup(ts)
    ts.flush()
    const approvals: unknown[] = []
    rpc.showApprove$.subscribe((v) => approvals.push(v))
    rpc.request({ method: 'eth_getBalance', params: ['0x1'] }).subscribe({ error: () => undefined })
    expect(approvals).toHaveLength(0)
    rpc.request({ method: 'eth_signTypedData_v4', params: ['0x1', '{}'] }).subscribe({ error: () => undefined })
    expect(approvals).toHaveLength(1)
  })

  it('§4 success of a non-safe request closes (empty stack) and refreshes the balance; a safe success does neither', () => {
    const ts = createTestScheduler()
    const { rpc, port } = setup(ts, { open: true, transactionStackEmpty: true })
    ts.flush()
    const landings: unknown[] = []
    const refreshes: unknown[] = []
    rpc.landing$.subscribe((l) => landings.push(l))
    rpc.balanceRefresh$.subscribe(() => refreshes.push(1))
    port.autoAnswer((m) => [encodeFrameSuccess('RPC_REQUEST', (m as { id: string }).id, '0xresult')])
    rpc.request({ method: 'eth_call', params: [] }).subscribe()
    expect([landings, refreshes]).toEqual([[], []])
    const values: unknown[] = []
    rpc.request({ method: 'eth_sendTransaction', params: [{}] }).subscribe((v) => values.push(v))
    expect(values).toEqual(['0xresult'])
    expect(landings).toEqual([{ kind: 'close' }])
    expect(refreshes).toHaveLength(1)
  })

  it('§4 an RPC error pops the transaction stack when a flow pushed one, and does not refresh the balance', () => {
    const ts = createTestScheduler()
    const { rpc, port } = setup(ts, { open: true, transactionStackEmpty: false })
    ts.flush()
    const landings: unknown[] = []
    const refreshes: unknown[] = []
    rpc.landing$.subscribe((l) => landings.push(l))
    rpc.balanceRefresh$.subscribe(() => refreshes.push(1))
    port.autoAnswer((m) => [encodeFrameError('RPC_REQUEST', (m as { id: string }).id, { message: 'User rejected the request.', code: 4001 })])
    const errors: unknown[] = []
    rpc.request({ method: 'personal_sign', params: [] }).subscribe({ error: (e: unknown) => errors.push(short(e)) })
    expect(errors).toEqual(['User rejected the request.'])
    expect(landings).toEqual([{ kind: 'popTransaction', outcome: 'error' }])
    expect(refreshes).toHaveLength(0)
  })

  it('§4 an aborted request (rejected pending) does not move the modal', () => {
    const ts = createTestScheduler()
    const { rpc } = setup(ts)
    ts.flush()
    const landings: unknown[] = []
    rpc.landing$.subscribe((l) => landings.push(l))
    rpc.request({ method: 'personal_sign', params: [] }).subscribe({ error: () => undefined })
    rpc.rejectPending()
    expect(landings).toEqual([])
  })

  it('§6 a malformed call (method not a string) is refused with the schema message', () => {
    const ts = createTestScheduler()
    const { rpc } = setup(ts)
    ts.flush()
    const errors: unknown[] = []
    rpc.request({ method: 5 } as unknown as { method: string }).subscribe({ error: (e: unknown) => errors.push(short(e)) })
    expect(errors).toEqual(['Expected string received number'])
  })
})

describe('embedded wallet RPC wired to the modal and router services (how createModal connects it)', () => {
  it('§2 ApproveTransaction: an unsafe request opens it; closing is blocked while shown; success closes the modal', () => {
    const ts = createTestScheduler()
    const harness = createFrameHarness(ts)
    const router = createRouterService()
    const modal = createModalService(
      { scheduler: ts, logger: harness.logger, isMobile: false, embedded: false, router },
      { context$: new BehaviorSubject<ModalContext>(initialModalContext), closeRequests$: router.closeRequested$ },
    )
    const rpc = createEmbeddedRpc(
      { client: harness.client, scheduler: ts, logger: harness.logger },
      {
        modalClosed$: modal.closed$,
        view$: combineLatest([modal.state$, router.state$]).pipe(
          map(([m, r]) => ({ open: m.open, transactionStackEmpty: r.transactionStack.length === 0 })),
        ),
      },
    )
    const wiring$ = merge(
      rpc.openModal$.pipe(tap(() => modal.open())),
      rpc.showApprove$.pipe(tap(() => modal.open({ view: 'ApproveTransaction' }))),
      rpc.landing$.pipe(
        tap((landing) => (landing.kind === 'close' ? modal.close({ force: true }) : router.popTransaction(landing.outcome))),
      ),
    ).pipe(ignoreElements())
    const sub = merge(router.run$, modal.run$, harness.client.run$, wiring$).subscribe()
    bootFrame(harness.port)
    ts.flush()

    const values: unknown[] = []
    rpc.request({ method: 'eth_sendTransaction', params: [{ to: '0x1' }] }).subscribe({ next: (v) => values.push(v), error: (e: unknown) => values.push(e) })
    expect(modal.getState().open).toBe(true)
    expect(router.getState().view).toBe('ApproveTransaction')
    modal.close()
    expect(modal.getState().open).toBe(true)

    const [posted] = postedOf(harness.port, 'RPC_REQUEST')
    harness.port.emit(encodeFrameSuccess('RPC_REQUEST', posted!.id!, '0xhash'))
    expect(values).toEqual(['0xhash'])
    expect(modal.getState().open).toBe(false)
    sub.unsubscribe()
  })
})
