import { describe, expect, it } from 'vitest'
import { BehaviorSubject, map } from 'rxjs'
import { createTestScheduler } from '../../test/harness/marbles'
import { frameSync$ } from './frameSync'
import { frameReadyMessage, type WireMessage } from './protocol'
import { createFrameHarness } from './testing'
import type { ThemeMode } from '../codec/primitives'
import type { ThemeVariables } from '../theme/themeVariables'

describe('embedded frame sync (SPEC §7 sync theme, sync dapp data)', () => {
  it('§7 sync dapp data and theme are sent once the frame is ready, and the theme again when it changes', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable }) => {
      const { port, client, logger } = createFrameHarness(ts)
      const theme = new BehaviorSubject<{ mode: ThemeMode; variables: ThemeVariables }>({ mode: 'dark', variables: {} })
      client.run$.subscribe()
      frameSync$(
        { client, logger },
        { theme$: theme, dappData: { projectId: 'p1', sdkType: 'airlock', sdkVersion: '0.1.0', metadata: { name: 'Demo' } } },
      ).subscribe()
      ts.schedule(() => port.emit(frameReadyMessage()), 100)
      ts.schedule(() => theme.next({ mode: 'light', variables: { '--airlock-accent': '#f00' } }), 2000)
      expectObservable(port.posted$.pipe(map((m) => [(m as WireMessage).type, (m as WireMessage).payload]))).toBe(
        '600ms (ab) 1396ms c',
        {
          a: ['@airlock-app/SYNC_DAPP_DATA', { projectId: 'p1', sdkType: 'airlock', sdkVersion: '0.1.0', metadata: { name: 'Demo' } }],
          b: ['@airlock-app/SYNC_THEME', { themeMode: 'dark', themeVariables: {} }],
          c: ['@airlock-app/SYNC_THEME', { themeMode: 'light', themeVariables: { '--airlock-accent': '#f00' } }],
        },
      )
    })
  })

  it('§7 sync failures are logged, not fatal', () => {
    const ts = createTestScheduler()
    const { port, client, logger } = createFrameHarness(ts)
    const sub = client.run$.subscribe()
    port.emit(frameReadyMessage())
    ts.flush()
    port.autoAnswer((m) => [{ type: (m as WireMessage).type.replace('@airlock-app/', '@airlock-frame/') + '_ERROR', id: (m as WireMessage).id, version: 4, payload: { message: 'nope' } }])
    const done: string[] = []
    sub.add(
      frameSync$({ client, logger }, { theme$: new BehaviorSubject({ mode: 'dark' as const, variables: {} }), dappData: { projectId: 'p', sdkType: 'airlock', sdkVersion: '0.1.0' } }).subscribe({
        error: () => done.push('error'),
      }),
    )
    expect(done).toEqual([])
    expect(logger.entries.filter((e) => e.level === 'warn').map((e) => e.message)).toEqual([
      'embedded frame: sync dapp data failed',
      'embedded frame: sync theme failed',
    ])
    sub.unsubscribe()
  })
})
