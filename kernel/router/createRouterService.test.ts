import { describe, expect, it } from 'vitest'
import { map } from 'rxjs'
import { createRouterService, type CloseRequest } from './createRouterService'
import { viewNames, ViewName } from './views'
import { decode } from '../codec/decode'
import { createTestScheduler } from '../../test/harness/marbles'

function started() {
  const router = createRouterService()
  const closes: CloseRequest[] = []
  const sub = router.run$.subscribe()
  sub.add(router.closeRequested$.subscribe((c) => closes.push(c)))
  return { router, closes, sub }
}

const views = (router: ReturnType<typeof createRouterService>) => router.getState().history.map((e) => e.view)

describe('router service (SPEC §2 modal views and back rule)', () => {
  it('§2 views: the view names are SPEC §2 names plus the renderer views ConnectWallets, Networks, Send, Receive, Swap, SwapSelectToken, EmailVerifyOtp, EmailVerifyDevice, ConnectingSocial, OnRampProviders, BuyInProgress, Pay, WhatIsAWallet, WhatIsANetwork', () => {
    expect(viewNames).toEqual([
      'Connect',
      'ConnectWallets',
      'Account',
      'AllWallets',
      'ConnectingWalletConnectBasic',
      'ConnectingWalletConnect',
      'ConnectingExternal',
      'ConnectingSiwe',
      'ConnectingFarcaster',
      'SIWXSignMessage',
      'UnsupportedChain',
      'ApproveTransaction',
      'RegisterAccountName',
      'RegisterAccountNameSuccess',
      'Networks',
      'Send',
      'Receive',
      'Swap',
      'SwapSelectToken',
      'EmailVerifyOtp',
      'EmailVerifyDevice',
      'ConnectingSocial',
      'OnRampProviders',
      'BuyInProgress',
      'Pay',
      'WhatIsAWallet',
      'WhatIsANetwork',
    ])
    expect(decode(ViewName, 'Account').ok).toBe(true)
    expect(decode(ViewName, 'Acount').ok).toBe(false)
  })

  it('§2 views: starts on Connect with a one-entry history and an empty transaction stack', () => {
    const { router } = started()
    expect(router.getState()).toEqual({
      view: 'Connect',
      data: undefined,
      history: [{ view: 'Connect' }],
      transactionStack: [],
    })
  })

  it('§2 back: going back pops the view history and shows the previous entry with its data', () => {
    const { router, closes, sub } = started()
    router.reset('Connect')
    router.push('AllWallets', { search: 'meta' })
    router.push('ConnectingExternal', { id: 'w1' })
    router.back()
    expect(router.getState().view).toBe('AllWallets')
    expect(router.getState().data).toEqual({ search: 'meta' })
    expect(views(router)).toEqual(['Connect', 'AllWallets'])
    expect(closes).toEqual([])
    sub.unsubscribe()
  })

  it('§2 back: going back closes the modal when only one entry remains', () => {
    const { router, closes, sub } = started()
    router.reset('Account')
    router.back()
    expect(closes).toEqual([{ force: false }])
    expect(views(router)).toEqual(['Account'])
    sub.unsubscribe()
  })

  it('§2 back: going back closes the modal when an UnsupportedChain view is in history', () => {
    const { router, closes, sub } = started()
    router.reset('UnsupportedChain')
    router.push('Networks')
    router.back()
    expect(closes).toEqual([{ force: false }])
    expect(views(router)).toEqual(['UnsupportedChain', 'Networks'])
    sub.unsubscribe()
  })

  it('§2 back: a back pressed at each step pops one entry at a time (marbles)', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const router = createRouterService()
      const steps = { p: () => router.push('AllWallets'), q: () => router.push('ConnectingExternal'), b: () => router.back() }
      router.run$.subscribe()
      cold('-p-q-b-b-b', steps).subscribe((step) => step())
      expectObservable(router.state$.pipe(map((s) => s.view))).toBe('ca-e-a-c', {
        c: 'Connect',
        a: 'AllWallets',
        e: 'ConnectingExternal',
      })
      expectObservable(router.closeRequested$).toBe('---------x', { x: { force: false } })
    })
  })

  it('§2 views: pushing the current view again only refreshes its data (no duplicate history)', () => {
    const { router, sub } = started()
    router.push('ConnectingExternal', { id: 'a' })
    router.push('ConnectingExternal', { id: 'b' })
    expect(views(router)).toEqual(['Connect', 'ConnectingExternal'])
    expect(router.getState().data).toEqual({ id: 'b' })
    sub.unsubscribe()
  })

  it('§2 views: replace swaps the current view and keeps the history below', () => {
    const { router, sub } = started()
    router.push('AllWallets')
    router.replace('ConnectingWalletConnect', { id: 'w' })
    expect(views(router)).toEqual(['Connect', 'ConnectingWalletConnect'])
    sub.unsubscribe()
  })

  it('§4 send: replaceStack lands on Account without back navigation', () => {
    const { router, closes, sub } = started()
    router.push('Account')
    router.push('Send')
    router.replaceStack([{ view: 'Account' }])
    router.back()
    expect(views(router)).toEqual(['Account'])
    expect(closes).toEqual([{ force: false }])
    sub.unsubscribe()
  })

  it('§4 send: a transaction that lands on Account leaves no back navigation on success', () => {
    const { router, closes, sub } = started()
    router.reset('Account')
    router.push('Send')
    router.pushTransaction({ onSuccess: 'view', view: 'Account' })
    router.push('ApproveTransaction')
    router.popTransaction('success')
    expect(router.getState()).toMatchObject({ view: 'Account', history: [{ view: 'Account' }], transactionStack: [] })
    expect(closes).toEqual([])
    sub.unsubscribe()
  })

  it('§4 send: a failed send drops its transaction and stays on the form', () => {
    const { router, closes, sub } = started()
    router.reset('Account')
    router.push('Send')
    router.pushTransaction({ onSuccess: 'close' })
    router.dropTransaction()
    expect(router.getState()).toMatchObject({ view: 'Send', transactionStack: [] })
    expect(closes).toEqual([])
    sub.unsubscribe()
  })

  it('§4 send: a transaction that lands on no view asks the modal to close, forced past ApproveTransaction', () => {
    const { router, closes, sub } = started()
    router.reset('Account')
    router.push('Send')
    router.pushTransaction({ onSuccess: 'close' })
    router.push('ApproveTransaction')
    router.popTransaction('success')
    expect(closes).toEqual([{ force: true }])
    expect(router.getState().transactionStack).toEqual([])
    sub.unsubscribe()
  })

  it('§4 embedded wallet RPC: an error with a pending transaction pops the stack back to the previous view', () => {
    const { router, closes, sub } = started()
    router.reset('Account')
    router.push('Send')
    router.pushTransaction({ onSuccess: 'view', view: 'Account' })
    router.push('ApproveTransaction')
    router.popTransaction('error')
    expect(router.getState().view).toBe('Send')
    expect(router.getState().transactionStack).toEqual([])
    expect(closes).toEqual([])
    sub.unsubscribe()
  })

  it('§4 embedded wallet RPC: a cancel with nothing to go back to asks for a forced close', () => {
    const { router, closes, sub } = started()
    router.reset('ApproveTransaction')
    router.pushTransaction({ onSuccess: 'back' })
    router.popTransaction('cancel')
    expect(closes).toEqual([{ force: true }])
    sub.unsubscribe()
  })

  it('§4 embedded wallet RPC: settling with an empty transaction stack changes nothing', () => {
    const { router, closes, sub } = started()
    router.push('Account')
    const before = router.getState()
    router.popTransaction('success')
    expect(router.getState()).toBe(before)
    expect(closes).toEqual([])
    sub.unsubscribe()
  })

  it('§4 closing: clear starts fresh, emptying history and the transaction stack', () => {
    const { router, sub } = started()
    router.push('Account')
    router.pushTransaction({ onSuccess: 'close' })
    router.clear()
    expect(router.getState()).toEqual({
      view: 'Connect',
      data: undefined,
      history: [{ view: 'Connect' }],
      transactionStack: [],
    })
    router.pushTransaction({ onSuccess: 'close' })
    router.clear('Account')
    expect(views(router)).toEqual(['Account'])
    sub.unsubscribe()
  })

  it('DESIGN §3 lifetime: nothing changes and nothing is announced once run$ is unsubscribed', () => {
    const { router, closes, sub } = started()
    router.push('Account')
    sub.unsubscribe()
    const before = router.getState()
    router.push('Send')
    router.reset('Account')
    router.back()
    expect(router.getState()).toBe(before)
    expect(closes).toEqual([])
  })
})

