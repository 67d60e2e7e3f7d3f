import { describe, expect, it } from 'vitest'
import { EMPTY, NEVER, of, throwError, timer, map, type Observable, type Subscription } from 'rxjs'
import { createEmailLoginService } from './createEmailLoginService'
import { createSocialLoginService, SOCIAL_FAILED_MESSAGE } from './createSocialLoginService'
import type { Adapter, EmailLogin, RedirectLogin, SocialLogin } from '../ports/adapter'
import { lazyAlertCatalogue } from '../errors/lazyAlerts'
import { createStaticPlatform } from '../ports/platform'
import { createRecordingLogger } from '../ports/logger'
import { allShownMessages as shownMessages } from '../errors/allShownMessages'
import { createTestScheduler } from '../../test/harness/marbles'
import { takeResultUri } from './resultUri'

const ANSWER = 'https://auth.example/signin/result?attempt=a1&code=c1'

/** The page as the kernel sees it: its address, and every address change and navigation it was asked for. */
function pageAt(href: string, isTelegram = true) {
  const replaced: string[] = []
  let current = href
  const platform = createStaticPlatform({
    isTelegram,
    href: () => current,
    replaceHref: (next) => {
      replaced.push(next)
      current = next
    },
  })
  return { platform, replaced }
}

/** The embedded wallet's adapter with both sign-ins; `finish` is how the frame answers a result_uri. */
function frameAdapter(finish: (uri: string) => Observable<unknown>, started: Array<Parameters<RedirectLogin['start']>[0]> = []) {
  const finished: string[] = []
  /** Where the adapter sent the page. */
  const navigated: string[] = []
  const mailed: string[] = []
  const emailLogin: EmailLogin = {
    connectorId: 'embedded',
    start: (email) => {
      mailed.push(email)
      return of({ action: 'VERIFY_OTP' as const })
    },
    connectDevice: () => NEVER,
    verify: () => NEVER,
  }
  const redirectLogin: RedirectLogin = {
    connectorId: 'embedded',
    start: (request) => {
      started.push(request)
      navigated.push('https://auth.example/signin?attempt=a1')
      return of('https://auth.example/signin?attempt=a1')
    },
    connect: (uri) => {
      finished.push(uri)
      return finish(uri)
    },
  }
  const adapter: Adapter = {
    namespaces: ['eip155'],
    connectors$: of([]),
    events$: EMPTY,
    connect: () => NEVER,
    syncConnection: () => NEVER,
    disconnect: () => of(undefined),
    switchNetwork: () => of(undefined),
    destroy: () => undefined,
    emailLogin,
    redirectLogin,
  }
  return { adapter, finished, mailed, started, navigated }
}

describe('Telegram mini-app sign-in by redirect (SPEC §2)', () => {
  it('§2 result_uri: removed from the address at start-up, handed to the frame, then the embedded connector connects', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const page = pageAt(`https://dapp.example/app?tg=1&result_uri=${encodeURIComponent(ANSWER)}#top`)
      // The frame takes 40 ms to trade the answer for a session.
      const { adapter, finished } = frameAdapter(() => timer(40, ts).pipe(map(() => ({ address: '0x1' }))))
      const service = createEmailLoginService([adapter], { scheduler: ts, logger: createRecordingLogger(), modalClosed$: NEVER, page: page.platform })
      ts.schedule(() => service.run$.subscribe(), 0)
      ts.schedule(() => {
        expect(page.replaced).toEqual(['https://dapp.example/app?tg=1#top'])
        expect(finished).toEqual([ANSWER])
        expect(service.getState().step).toBe('verifying')
      }, 1)
      ts.schedule(() => expect(service.getState().step).toBe('idle'), 41)
      expectObservable(service.viewRequests$).toBe('40ms a', {
        a: { type: 'show', view: 'ConnectingExternal', data: { connectorId: 'embedded', namespace: 'eip155' } },
      })
      expectObservable(service.snackbarErrors$).toBe('')
    })
  })

  it("§2/§8 a malformed result_uri is still removed, never reaches the frame, and shows 'A problem occurred while trying initialize authentication' on Connect", () => {
    for (const bad of ['not a url', 'javascript:alert(1)', '']) {
      const ts = createTestScheduler()
      ts.run(({ expectObservable }) => {
        const page = pageAt(`https://dapp.example/?result_uri=${encodeURIComponent(bad)}`)
        const { adapter, finished } = frameAdapter(() => of({}))
        const logger = createRecordingLogger()
        const service = createEmailLoginService([adapter], { scheduler: ts, logger, modalClosed$: NEVER, page: page.platform })
        // Started after the outputs are watched: the answer is handled as the service starts.
        ts.schedule(() => service.run$.subscribe(), 1)
        ts.schedule(() => {
          expect(page.replaced).toEqual(['https://dapp.example/'])
          expect(finished).toEqual([])
          expect(logger.entries.map((e) => e.level)).toEqual(['error'])
          expect(service.getState().step).toBe('idle')
        }, 2)
        expectObservable(service.viewRequests$).toBe('-a', { a: { type: 'show', view: 'Connect' } })
        expectObservable(service.snackbarErrors$).toBe('-a', { a: shownMessages.authInitFailed })
      })
    }
    expect(shownMessages.authInitFailed).toBe('A problem occurred while trying initialize authentication')
  })

  it('§2/§8 an answer the frame refuses (replayed, or started in another browser) shows the same alert on Connect', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const page = pageAt(`https://dapp.example/?result_uri=${encodeURIComponent(ANSWER)}`)
      const { adapter } = frameAdapter(() => timer(30, ts).pipe(map(() => { throw new Error('Unknown, used or expired sign-in') })))
      const service = createEmailLoginService([adapter], { scheduler: ts, logger: createRecordingLogger(), modalClosed$: NEVER, page: page.platform })
      ts.schedule(() => service.run$.subscribe(), 0)
      expectObservable(service.viewRequests$).toBe('30ms a', { a: { type: 'show', view: 'Connect' } })
      expectObservable(service.snackbarErrors$).toBe('30ms a', { a: shownMessages.authInitFailed })
    })
  })

  it('§2 no result_uri: the address is left alone and the frame is not asked', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const page = pageAt('https://dapp.example/?tg=1&result=x')
      const { adapter, finished } = frameAdapter(() => throwError(() => new Error('not asked')))
      const service = createEmailLoginService([adapter], { scheduler: ts, logger: createRecordingLogger(), modalClosed$: NEVER, page: page.platform })
      ts.schedule(() => service.run$.subscribe(), 0)
      ts.schedule(() => {
        expect(page.replaced).toEqual([])
        expect(finished).toEqual([])
      }, 10)
      expectObservable(service.viewRequests$).toBe('')
      expectObservable(service.snackbarErrors$).toBe('')
    })
  })

  it('§2 in a Telegram mini-app the email sign-in leaves the page for the sign-in page, to come back to this address; elsewhere it stays in the modal', () => {
    const ts = createTestScheduler()
    ts.run(() => {
      const page = pageAt('https://dapp.example/app?tg=1')
      const started: Array<Parameters<RedirectLogin['start']>[0]> = []
      const { adapter, mailed, navigated } = frameAdapter(() => of({}), started)
      const service = createEmailLoginService([adapter], { scheduler: ts, logger: createRecordingLogger(), modalClosed$: NEVER, page: page.platform })
      ts.schedule(() => service.run$.subscribe(), 0)
      ts.schedule(() => service.dispatch({ type: 'start', email: ' ada@example.com ' }), 5)
      ts.schedule(() => {
        expect(started).toEqual([{ method: 'email', email: 'ada@example.com', returnTo: 'https://dapp.example/app?tg=1' }])
        expect(navigated).toEqual(['https://auth.example/signin?attempt=a1'])
        expect(mailed).toEqual([])
        expect(service.getState().step).toBe('sending')
      }, 6)

      const outside = pageAt('https://dapp.example/app', false)
      const other = frameAdapter(() => of({}))
      const inline = createEmailLoginService([other.adapter], { scheduler: ts, logger: createRecordingLogger(), modalClosed$: NEVER, page: outside.platform })
      ts.schedule(() => inline.run$.subscribe(), 0)
      ts.schedule(() => inline.dispatch({ type: 'start', email: 'ada@example.com' }), 5)
      ts.schedule(() => {
        expect(other.started).toEqual([])
        expect(other.navigated).toEqual([])
        expect(other.mailed).toEqual(['ada@example.com'])
      }, 6)
    })
  })

  it('§2 a social refusal coming back (result_uri with `error`) raises the social-failure alert on Connect, without the authentication message', () => {
    const ts = createTestScheduler()
    const raised: unknown[] = []
    ts.run(({ expectObservable }) => {
      const refusal = 'https://auth.example/signin/result?error=access_denied'
      const page = pageAt(`https://dapp.example/app?tg=1&result_uri=${encodeURIComponent(refusal)}`)
      // The frame names the alert of a refused social sign-in (the protocol's `alert`).
      const { adapter, finished } = frameAdapter(() =>
        timer(20, ts).pipe(map(() => { throw Object.assign(new Error('The social sign-in was refused (access_denied)'), { alert: 'SOCIAL_LOGIN_FAILED' }) })),
      )
      const service = createEmailLoginService([adapter], {
        scheduler: ts,
        logger: createRecordingLogger(),
        modalClosed$: NEVER,
        page: page.platform,
        raiseAlert: (code, text) => raised.push([code, text]),
      })
      ts.schedule(() => service.run$.subscribe(), 0)
      ts.schedule(() => {
        expect(page.replaced).toEqual(['https://dapp.example/app?tg=1'])
        expect(finished).toEqual([refusal])
      }, 1)
      expectObservable(service.viewRequests$).toBe('20ms a', { a: { type: 'show', view: 'Connect' } })
      expectObservable(service.snackbarErrors$).toBe('')
    })
    expect(raised).toEqual([['SOCIAL_LOGIN_FAILED', lazyAlertCatalogue.SOCIAL_LOGIN_FAILED]])
  })

  it('§2 the address without result_uri keeps every other part of it', () => {
    expect(takeResultUri('https://d.example/p?a=1&result_uri=x&b=2#h')).toEqual({ value: 'x', rest: 'https://d.example/p?a=1&b=2#h' })
    expect(takeResultUri('https://d.example/p?result_uri=')).toEqual({ value: '', rest: 'https://d.example/p' })
    expect(takeResultUri('https://d.example/p?a=1')).toBeUndefined()
  })
})

/** The embedded wallet's social login as its adapter offers it, recording what the kernel asked. */
function socialAdapter(start: RedirectLogin['start']) {
  const asked: string[] = []
  const closed: unknown[] = []
  const socialLogin: SocialLogin = {
    connectorId: 'embedded',
    redirectUri: (provider) => {
      asked.push(provider)
      return NEVER
    },
    result: () => NEVER,
    closed: () => false,
    close: (popup) => closed.push(popup),
    connect: () => NEVER,
  }
  const { adapter, started, navigated } = frameAdapter(() => of({}))
  const redirectLogin: RedirectLogin = { ...adapter.redirectLogin!, start: (request) => (started.push(request), start(request)) }
  return { adapter: { ...adapter, socialLogin, redirectLogin } satisfies Adapter, asked, closed, started, navigated }
}

describe('Telegram mini-app social login by redirect (SPEC §2, §1 socials)', () => {
  it('§2 in a mini-app the social button sends the page to the provider, to come back to this address; no popup is used; elsewhere the popup flow runs', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const page = pageAt('https://dapp.example/app?tg=1&result_uri=old')
      const rig = socialAdapter(() => of('https://provider.example/authorize?state=s'))
      const service = createSocialLoginService([rig.adapter], ts, page.platform)
      ts.schedule(() => service.run$.subscribe(), 0)
      const stray = { name: 'a window opened anyway' }
      ts.schedule(() => service.dispatch({ type: 'start', provider: 'github', popup: stray }), 2)
      ts.schedule(() => {
        expect(rig.started).toEqual([{ method: 'github', returnTo: 'https://dapp.example/app?tg=1' }])
        expect(rig.asked).toEqual([])
        expect(rig.closed).toEqual([stray])
        expect(service.getState()).toMatchObject({ step: 'waiting', socialProvider: 'github' })
      }, 3)
      expectObservable(service.output$).toBe('--a', { a: { view: { type: 'show', view: 'ConnectingSocial' } } })

      const outside = socialAdapter(() => of('never'))
      const inline = createSocialLoginService([outside.adapter], ts, pageAt('https://dapp.example/app', false).platform)
      let running: Subscription | undefined
      ts.schedule(() => (running = inline.run$.subscribe()), 0)
      ts.schedule(() => inline.dispatch({ type: 'start', provider: 'github', popup: {} }), 2)
      ts.schedule(() => {
        expect(outside.started).toEqual([])
        expect(outside.asked).toEqual(['github'])
        // The popup's check runs every second for as long as it waits: stopped here.
        running?.unsubscribe()
      }, 3)
    })
  })

  it('§8 the sign-in that cannot start fails in the waiting view: the social-failure alert, or the frame\'s own alert when it did not load', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const page = pageAt('https://dapp.example/app?tg=1')
      const refused = socialAdapter(() => timer(10, ts).pipe(map(() => { throw new Error('Social login with github is not configured') })))
      const service = createSocialLoginService([refused.adapter], ts, page.platform)
      ts.schedule(() => service.run$.subscribe(), 0)
      ts.schedule(() => service.dispatch({ type: 'start', provider: 'github', popup: null }), 1)
      ts.schedule(() => expect(service.getState()).toMatchObject({ step: 'failed', error: SOCIAL_FAILED_MESSAGE }), 12)
      expectObservable(service.output$).toBe('-a 9ms b', { a: { view: { type: 'show', view: 'ConnectingSocial' } }, b: { alert: 'SOCIAL_LOGIN_FAILED' } })

      const unloaded = socialAdapter(() => timer(20, ts).pipe(map(() => { throw Object.assign(new Error('Network Error - Could not load embedded wallet'), { alert: 'IFRAME_LOAD_FAILED' }) })))
      const other = createSocialLoginService([unloaded.adapter], ts, page.platform)
      ts.schedule(() => other.run$.subscribe(), 0)
      ts.schedule(() => other.dispatch({ type: 'start', provider: 'google', popup: null }), 1)
      expectObservable(other.output$).toBe('-a 19ms b', { a: { view: { type: 'show', view: 'ConnectingSocial' } }, b: { alert: 'IFRAME_LOAD_FAILED' } })
    })
  })
})
