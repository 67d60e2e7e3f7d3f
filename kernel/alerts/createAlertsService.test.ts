import { describe, expect, it } from 'vitest'
import { Subject } from 'rxjs'
import type { AlertCode } from '../errors/messages'
import { createAlertsService } from './createAlertsService'

describe('alerts (SPEC §8)', () => {
  it('§8 alerts: each alert is shown once, with its catalogue title', () => {
    const raise$ = new Subject<AlertCode>()
    const alerts = createAlertsService({ raise$ })
    const sub = alerts.run$.subscribe()
    raise$.next('PROJECT_ID_NOT_CONFIGURED')
    raise$.next('PROJECT_ID_NOT_CONFIGURED')
    expect(alerts.getState().active).toEqual([
      { code: 'PROJECT_ID_NOT_CONFIGURED', title: 'Project ID Not Configured', description: 'project id not configured' },
    ])
    alerts.dismiss('PROJECT_ID_NOT_CONFIGURED')
    raise$.next('PROJECT_ID_NOT_CONFIGURED')
    expect(alerts.getState().active).toEqual([])
    sub.unsubscribe()
  })
})
