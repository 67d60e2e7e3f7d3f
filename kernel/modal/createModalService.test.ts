import { describe, expect, it } from 'vitest'
import { BehaviorSubject, Subject, combineLatest, distinctUntilChanged, map, merge, type Observable, type SchedulerLike } from 'rxjs'
import { createModalService } from './createModalService'
import { initialModalContext, type ModalContext } from './modalContext'
import type { ModalClosed, ViewRequest } from './modalState'
import { SHAKE_MS } from './constants'
import { createRouterService } from '../router/createRouterService'
import type { ViewName } from '../router/views'
import { createRecordingLogger } from '../ports/logger'
import { createTestScheduler } from '../../test/harness/marbles'

interface SetupOptions {
  readonly embedded?: boolean
  readonly isMobile?: boolean
  readonly context?: Partial<ModalContext>
  readonly scheduler?: SchedulerLike
}

function setup(options: SetupOptions = {}, viewRequests$?: Observable<ViewRequest>) {
  const scheduler = options.scheduler ?? createTestScheduler()
  const router = createRouterService()
  const context = new BehaviorSubject<ModalContext>({ ...initialModalContext, ...options.context })
  const logger = createRecordingLogger()
  const modal = createModalService(
    {
      scheduler,
      logger,
      isMobile: options.isMobile ?? false,
      embedded: options.embedded ?? false,
      router,
    },
    { context$: context, closeRequests$: router.closeRequested$, ...(viewRequests$ ? { viewRequests$ } : {}) },
  )
  const closed: ModalClosed[] = []
  const sub = merge(router.run$, modal.run$).subscribe()
  sub.add(modal.closed$.subscribe((event) => closed.push(event)))
  const history = (): ViewName[] => router.getState().history.map((entry) => entry.view)
  return { router, modal, context, logger, closed, sub, history, scheduler }
}

describe('modal service: SPEC §2 opening rules', () => {
  it('§2 opening: nothing connected opens Connect', () => {
    const { modal, router } = setup()
    modal.open()
    expect(modal.getState().open).toBe(true)
    expect(router.getState().view).toBe('Connect')
  })

  it('§2 opening: a wallet connected for the active namespace opens Account', () => {
    const { modal, router } = setup({ context: { activeNamespace: 'eip155', connectedNamespaces: ['eip155'] } })
    modal.open()
    expect(router.getState().view).toBe('Account')
  })

  it('§2 opening: the namespace asked for decides, not the active one', () => {
    const { modal, router } = setup({ context: { activeNamespace: 'eip155', connectedNamespaces: ['eip155'] } })
    modal.open({ namespace: 'solana' })
    expect(router.getState().view).toBe('Connect')
    modal.close()
    modal.open({ namespace: 'eip155' })
    expect(router.getState().view).toBe('Account')
  })

  it('§2 opening: no adapters and no address opens AllWallets on mobile', () => {
    const { modal, router } = setup({ isMobile: true, context: { hasAdapters: false } })
    modal.open()
    expect(router.getState().view).toBe('AllWallets')
  })

  it('§2 opening: no adapters and no address opens ConnectingWalletConnectBasic on desktop', () => {
    const { modal, router } = setup({ isMobile: false, context: { hasAdapters: false } })
    modal.open()
    expect(router.getState().view).toBe('ConnectingWalletConnectBasic')
  })

  it('§2 opening: no adapters but an address opens Account', () => {
    const { modal, router } = setup({
      context: { hasAdapters: false, activeNamespace: 'eip155', connectedNamespaces: ['eip155'] },
    })
    modal.open()
    expect(router.getState().view).toBe('Account')
  })

  it('§2 opening: a caller may force a view with data, whatever is connected', () => {
    const { modal, router } = setup({ context: { activeNamespace: 'eip155', connectedNamespaces: ['eip155'] } })
    modal.open({ view: 'ConnectingExternal', data: { connectorId: 'injected' } })
    expect(router.getState()).toMatchObject({
      view: 'ConnectingExternal',
      data: { connectorId: 'injected' },
      history: [{ view: 'ConnectingExternal', data: { connectorId: 'injected' } }],
    })
  })

  it('§2 opening: facts are read when open is called, latest wins', () => {
    const { modal, router, context } = setup()
    context.next({ ...initialModalContext, activeNamespace: 'solana', connectedNamespaces: ['solana'] })
    modal.open()
    expect(router.getState().view).toBe('Account')
  })

  it('§2 opening: each open starts fresh, with one history entry', () => {
    const { modal, router, history } = setup()
    modal.open()
    router.push('AllWallets')
    router.push('ConnectingExternal')
    modal.close()
    modal.open()
    expect(history()).toEqual(['Connect'])
  })

  it('DESIGN §10 opening: open({ view }) on an open modal pushes the view, and back returns', () => {
    const { modal, router, history } = setup()
    modal.open()
    modal.open({ view: 'ApproveTransaction' })
    expect(history()).toEqual(['Connect', 'ApproveTransaction'])
    router.back()
    expect(router.getState().view).toBe('Connect')
    expect(modal.getState().open).toBe(true)
  })

  it('§2 opening: the router shows the opening view by the time open turns true', () => {
    const { modal, router } = setup({ context: { activeNamespace: 'eip155', connectedNamespaces: ['eip155'] } })
    const seen: Array<[boolean, ViewName]> = []
    const sub = combineLatest([modal.state$.pipe(map((s) => s.open)), router.state$.pipe(map((s) => s.view))])
      .pipe(distinctUntilChanged((a, b) => a[0] === b[0] && a[1] === b[1]))
      .subscribe((pair) => seen.push(pair))
    modal.open()
    sub.unsubscribe()
    expect(seen).not.toContainEqual([true, 'Connect'])
    expect(seen[seen.length - 1]).toEqual([true, 'Account'])
  })

  it('§5 validation: open refuses an unknown view, logs it and changes nothing', () => {
    const { modal, router, logger } = setup()
    const before = router.getState()
    // A plain-JavaScript caller can pass anything.
    const result = modal.open({ view: 'Settings' as ViewName })
    expect(result.ok).toBe(false)
    expect(modal.getState().open).toBe(false)
    expect(router.getState()).toBe(before)
    expect(logger.entries.map((e) => e.level)).toEqual(['warn'])
  })
})

describe('modal service: SPEC §4 closing rules', () => {
  it('§4 closing: close closes the modal, clears loading and resets the router', () => {
    const { modal, router, closed, history } = setup()
    modal.open()
    router.push('AllWallets')
    modal.setLoading(true)
    modal.close()
    expect(modal.getState()).toEqual({ open: false, loading: false, shake: false, mobile: false, legalAccepted: false })
    expect(history()).toEqual(['Connect'])
    expect(closed).toEqual([{ transactionStackEmpty: true, embedded: false }])
  })

  it('§4 closing: closing a closed modal does nothing', () => {
    const { modal, closed } = setup()
    modal.close()
    expect(closed).toEqual([])
    expect(modal.getState().shake).toBe(false)
  })

  it('§4 closing: blocked while ApproveTransaction is shown unless forced', () => {
    const { modal, router, closed } = setup()
    modal.open({ view: 'ApproveTransaction' })
    modal.close()
    expect(modal.getState()).toMatchObject({ open: true, shake: true })
    expect(router.getState().view).toBe('ApproveTransaction')
    expect(closed).toEqual([])
  })

  it('§4 closing: a forced close closes ApproveTransaction', () => {
    const { modal, closed } = setup()
    modal.open({ view: 'ApproveTransaction' })
    modal.close({ force: true })
    expect(modal.getState().open).toBe(false)
    expect(closed).toHaveLength(1)
  })

  it('§4 sign-in: the modal cannot be closed while sign-in is required and no session exists, even forced', () => {
    const { modal, context, router } = setup({
      context: { activeNamespace: 'eip155', connectedNamespaces: ['eip155'], signInPending: true },
    })
    modal.open({ view: 'SIWXSignMessage' })
    modal.close()
    modal.close({ force: true })
    router.back()
    expect(modal.getState()).toMatchObject({ open: true, shake: true })
    context.next({ ...context.getValue(), signInPending: false })
    modal.close()
    expect(modal.getState().open).toBe(false)
  })

  it('§4 closing: in embedded mode close goes to Account when connected and the modal stays', () => {
    const { modal, router, history, closed } = setup({
      embedded: true,
      context: { activeNamespace: 'eip155', connectedNamespaces: ['eip155'] },
    })
    expect(modal.getState().open).toBe(true)
    router.push('Send')
    router.push('Networks')
    modal.close()
    expect(modal.getState().open).toBe(true)
    expect(history()).toEqual(['Account'])
    expect(closed).toEqual([{ transactionStackEmpty: true, embedded: true }])
  })

  it('§4 closing: in embedded mode close goes to Connect when not connected', () => {
    const { modal, router, history } = setup({ embedded: true })
    router.push('AllWallets')
    modal.close()
    expect(modal.getState().open).toBe(true)
    expect(history()).toEqual(['Connect'])
  })

  it('§4 closing: closing with an empty transaction stack is announced so pending embedded requests are rejected', () => {
    const { modal, router, closed } = setup()
    modal.open()
    modal.close()
    modal.open({ view: 'Account' })
    router.pushTransaction({ onSuccess: 'view', view: 'Account' })
    modal.close()
    expect(closed).toEqual([
      { transactionStackEmpty: true, embedded: false },
      { transactionStackEmpty: false, embedded: false },
    ])
    // The close started afresh: no stale transaction survives it.
    expect(router.getState().transactionStack).toEqual([])
  })

  it('§2 back: going back with only one entry closes the modal', () => {
    const { modal, router, closed, history } = setup({ context: { hasAdapters: false } })
    modal.open()
    router.back()
    expect(modal.getState().open).toBe(false)
    expect(closed).toHaveLength(1)
    expect(history()).toEqual(['Connect'])
  })

  it('§2 back: going back with an UnsupportedChain view in history closes the modal', () => {
    const { modal, router } = setup()
    modal.open({ view: 'UnsupportedChain' })
    router.push('Networks')
    router.back()
    expect(modal.getState().open).toBe(false)
  })

  it('§2 back: going back on ApproveTransaction with nothing below is a refused close', () => {
    const { modal, router } = setup()
    modal.open({ view: 'ApproveTransaction' })
    router.back()
    expect(modal.getState()).toMatchObject({ open: true, shake: true })
  })

  it('§4 send: a settled transaction landing on no view closes the modal past ApproveTransaction', () => {
    const { modal, router, closed } = setup({ context: { activeNamespace: 'eip155', connectedNamespaces: ['eip155'] } })
    modal.open()
    router.push('Send')
    router.pushTransaction({ onSuccess: 'close' })
    modal.open({ view: 'ApproveTransaction' })
    router.popTransaction('success')
    expect(modal.getState().open).toBe(false)
    // The settled transaction left the stack before the close.
    expect(closed).toEqual([{ transactionStackEmpty: true, embedded: false }])
  })

  it('§4 modal state: setLoading sets and clears loading', () => {
    const { modal } = setup()
    modal.setLoading(true)
    expect(modal.getState().loading).toBe(true)
    modal.setLoading(false)
    expect(modal.getState().loading).toBe(false)
  })
})

describe('modal service: SPEC §4 shake timing (marbles)', () => {
  it('§4 modal state: a refused close shakes the modal for 500 ms', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { modal } = setup({ scheduler: ts })
      const steps = { o: () => modal.open({ view: 'ApproveTransaction' }), c: () => modal.close() }
      cold('-oc', steps).subscribe((step) => step())
      expectObservable(modal.state$.pipe(map((s) => s.shake), distinctUntilChanged())).toBe('f-t 499ms f', {
        f: false,
        t: true,
      })
      expect(SHAKE_MS).toBe(500)
    })
  })

  it('§4 modal state: a new shake restarts the 500 ms', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { modal } = setup({ scheduler: ts })
      const steps = { o: () => modal.open({ view: 'ApproveTransaction' }), c: () => modal.close() }
      cold('-o-c 299ms c', steps).subscribe((step) => step())
      expectObservable(modal.state$.pipe(map((s) => s.shake), distinctUntilChanged())).toBe('f--t 799ms f', {
        f: false,
        t: true,
      })
    })
  })

  it('§4 modal state: shake() shakes for 500 ms without closing', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { modal } = setup({ scheduler: ts })
      cold('--s', { s: () => modal.shake() }).subscribe((step) => step())
      expectObservable(modal.state$.pipe(map((s) => s.shake), distinctUntilChanged())).toBe('f-t 499ms f', {
        f: false,
        t: true,
      })
    })
  })

  it('DESIGN §3 lifetime: unsubscribing run$ mid-shake leaves no timer behind', () => {
    const ts = createTestScheduler()
    const { modal, sub } = setup({ scheduler: ts })
    modal.open({ view: 'ApproveTransaction' })
    modal.close()
    expect(ts.actions).toHaveLength(1)
    sub.unsubscribe()
    expect(ts.actions).toHaveLength(0)
    const seen: boolean[] = []
    modal.state$.subscribe((s) => seen.push(s.shake))
    ts.flush()
    modal.shake()
    ts.flush()
    expect(seen).toEqual([true])
    expect(ts.actions).toHaveLength(0)
  })
})

describe('modal service: views other services ask for (SPEC §4 sign-in prompt, §2 UnsupportedChain)', () => {
  it('§4 a view asked for opens the modal on it, is pushed over an open modal, and is never pushed twice', () => {
    const requests = new Subject<ViewRequest>()
    const { modal, history } = setup({}, requests)
    requests.next({ type: 'show', view: 'SIWXSignMessage' })
    expect(modal.getState().open).toBe(true)
    expect(history()).toEqual(['SIWXSignMessage'])
    requests.next({ type: 'show', view: 'SIWXSignMessage' })
    expect(history()).toEqual(['SIWXSignMessage'])

    modal.close()
    modal.open({ view: 'Networks' })
    requests.next({ type: 'show', view: 'SIWXSignMessage' })
    expect(history()).toEqual(['Networks', 'SIWXSignMessage'])
  })

  it('§2 a view dismissed gives way to the view it was pushed over, closes the modal it was opened for, and is ignored when not on screen', () => {
    const requests = new Subject<ViewRequest>()
    const { modal, closed, history } = setup({}, requests)
    modal.open({ view: 'Networks' })
    requests.next({ type: 'dismiss', view: 'UnsupportedChain' })
    expect(history()).toEqual(['Networks'])
    requests.next({ type: 'show', view: 'UnsupportedChain' })
    requests.next({ type: 'dismiss', view: 'UnsupportedChain' })
    expect(modal.getState().open).toBe(true)
    expect(history()).toEqual(['Networks'])

    modal.close()
    requests.next({ type: 'show', view: 'UnsupportedChain' })
    expect(history()).toEqual(['UnsupportedChain'])
    requests.next({ type: 'dismiss', view: 'UnsupportedChain' })
    expect(modal.getState().open).toBe(false)
    expect(closed).toHaveLength(2)
  })
})

describe('modal service: SPEC §1 legalCheckbox', () => {
  it('§1 legalCheckbox: the tick is kernel state, kept across back, close and reopening', () => {
    const { modal, router } = setup()
    modal.open()
    modal.acceptLegal(true)
    router.push('AllWallets')
    router.back()
    modal.close()
    modal.open()
    expect(modal.getState().legalAccepted).toBe(true)
    modal.acceptLegal(false)
    expect(modal.getState().legalAccepted).toBe(false)
  })
})
