import { defer, tap, throwError, type Observable } from 'rxjs'
import type { EmailLoginThrottle } from '../email/emailLoginThrottle'
import type { LoggerPort } from '../ports/logger'
import type { FrameClient } from './createFrameClient'
import { decodeRequestPayload, type FrameAnswer } from './protocol'

export interface EmailLoginDeps {
  readonly client: Pick<FrameClient, 'request'>
  /** kernel/email's throttle over the stored last email login time (SPEC §5, §9 30 s). */
  readonly throttle: EmailLoginThrottle
  readonly logger: LoggerPort
}

export interface EmailLogin {
  /**
   * SPEC §4 email connect through the frame: answers VERIFY_DEVICE, VERIFY_OTP or CONNECT. Refused with
   * 'Invalid email' for a bad address and 'Please try again after {n} seconds' within 30 s of the last
   * email login; a login that the frame accepted is recorded as the last one.
   */
  readonly connectEmail: (email: string) => Observable<FrameAnswer<'CONNECT_EMAIL'>>
}

export function createEmailLogin(deps: EmailLoginDeps): EmailLogin {
  const { client, throttle, logger } = deps
  return {
    connectEmail: (email) =>
      defer(() => {
        // A typo must not cost the person 30 seconds: validate before the throttle is consulted.
        const payload = decodeRequestPayload('CONNECT_EMAIL', { email })
        if (!payload.ok) return throwError(() => payload.error)
        const throttled = throttle.check()
        if (throttled) {
          logger.info('embedded: email login throttled', throttled.shortMessage)
          return throwError(() => throttled)
        }
        return client.request('CONNECT_EMAIL', { email }).pipe(tap(() => throttle.record()))
      }),
  }
}
