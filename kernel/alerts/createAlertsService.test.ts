import { describe, expect, it } from 'vitest'
import { Subject } from 'rxjs'
import type { AlertCode } from '../errors/messages'
import { lazyAlertCatalogue } from '../errors/lazyAlerts'
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

  it('§8 social-failure alert: raised by lazily loaded code with its words, shown once like the others', () => {
    const alerts = createAlertsService({ raise$: new Subject<AlertCode>() })
    const sub = alerts.run$.subscribe()
    const text = lazyAlertCatalogue.SOCIAL_LOGIN_FAILED
    alerts.raise('SOCIAL_LOGIN_FAILED', text)
    alerts.raise('SOCIAL_LOGIN_FAILED', text)
    expect(alerts.getState().active).toEqual([{ code: 'SOCIAL_LOGIN_FAILED', title: 'Social Login Failed', description: 'Please try again.' }])
    sub.unsubscribe()
  })
})
