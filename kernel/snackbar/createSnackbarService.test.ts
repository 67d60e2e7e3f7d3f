import { describe, expect, it } from 'vitest'
import { createSnackbarService, type SnackbarService } from './createSnackbarService'
import type { SnackbarState } from './snackbarState'
import { SNACKBAR_AUTO_CLOSE_MS, SNACKBAR_SWAP_MS } from '../modal/constants'
import { createTestScheduler } from '../../test/harness/marbles'

type Step = (snackbar: SnackbarService) => void

const steps: Record<string, Step> = {
  a: (s) => s.showSuccess('Copied'),
  b: (s) => s.showError('Signature declined'),
  c: (s) => s.showSuccess('Switched network'),
  l: (s) => s.showLoading('Authenticating...'),
  k: (s) => s.showLoading('Authenticating...', { autoClose: true }),
  n: (s) => s.showError('Stays', { autoClose: false }),
  h: (s) => s.hide(),
}

const states: Record<string, SnackbarState> = {
  i: { open: false, variant: 'success', message: '' },
  A: { open: true, variant: 'success', message: 'Copied' },
  a: { open: false, variant: 'success', message: 'Copied' },
  B: { open: true, variant: 'error', message: 'Signature declined' },
  b: { open: false, variant: 'error', message: 'Signature declined' },
  C: { open: true, variant: 'success', message: 'Switched network' },
  c: { open: false, variant: 'success', message: 'Switched network' },
  L: { open: true, variant: 'loading', message: 'Authenticating...' },
  l: { open: false, variant: 'loading', message: 'Authenticating...' },
  N: { open: true, variant: 'error', message: 'Stays' },
}

/** Plays `input` (letters of `steps`) and checks the snackbar state against `expected` (letters of `states`). */
function play(input: string, expected: string): void {
  const ts = createTestScheduler()
  ts.run(({ cold, expectObservable }) => {
    const snackbar = createSnackbarService({ scheduler: ts })
    snackbar.run$.subscribe()
    cold(input, steps).subscribe((step) => step(snackbar))
    expectObservable(snackbar.state$).toBe(expected, states)
  })
}

describe('snackbar service (SPEC §4 snackbar, §9 swap delay)', () => {
  it('§9 constants: swap delay 150 ms, auto-close 2500 ms', () => {
    expect(SNACKBAR_SWAP_MS).toBe(150)
    expect(SNACKBAR_AUTO_CLOSE_MS).toBe(2500)
  })

  it('§4 snackbar: a message shows at once when none is open, and success auto-closes', () => {
    play('-a', 'iA 2499ms a')
  })

  it('§4 snackbar: an error auto-closes', () => {
    play('-b', 'iB 2499ms b')
  })

  it('§4 snackbar: auto-close can be turned off', () => {
    play('-n', 'iN')
  })

  it('§4 snackbar: a loading message stays until hidden', () => {
    play('-l 9998ms h', 'iL 9998ms l')
  })

  it('§4 snackbar: a loading message auto-closes when asked', () => {
    play('-k', 'iL 2499ms l')
  })

  it('§4 snackbar: a new message while one is open closes it and shows the new one after 150 ms', () => {
    play('-a 99ms b', 'iA 99ms a 149ms B 2499ms b')
  })

  it('§4 snackbar: a loading message is swapped for the result after 150 ms', () => {
    play('-l 99ms a', 'iL 99ms l 149ms A 2499ms a')
  })

  it('§4 snackbar: latest wins when messages arrive faster than 150 ms, keeping the 150 ms pause', () => {
    play('-a 99ms b 49ms c', 'iA 99ms a 149ms C 2499ms c')
  })

  it('§4 snackbar: a message after the auto-close shows at once', () => {
    play('-a 2599ms b', 'iA 2499ms a 99ms B 2499ms b')
  })

  it('§4 snackbar: hide closes now and drops a message waiting for its pause', () => {
    play('-a 99ms b 49ms h', 'iA 99ms a')
    play('-l 9ms h', 'iL 9ms l')
  })

  it('DESIGN §3 lifetime: unsubscribing run$ leaves no timer behind', () => {
    const ts = createTestScheduler()
    const snackbar = createSnackbarService({ scheduler: ts })
    const sub = snackbar.run$.subscribe()
    snackbar.showSuccess('one')
    snackbar.showError('two')
    expect(ts.actions.length).toBeGreaterThan(0)
    sub.unsubscribe()
    expect(ts.actions).toHaveLength(0)
    const before = snackbar.getState()
    snackbar.showSuccess('three')
    ts.flush()
    expect(snackbar.getState()).toBe(before)
  })
})
