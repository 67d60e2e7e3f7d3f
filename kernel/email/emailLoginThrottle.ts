import type { SchedulerLike } from 'rxjs'
import type { Store } from '../storage/createStore'
import { AirlockError } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'

/** SPEC §9 "Email login cooldown": 30 s. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/**
 * SPEC §5 email login throttle: whole seconds still to wait before a new email login may start,
 * rounded up; 0 when allowed. A stored time in the future (clock moved back) waits at most one
 * cooldown, so a wrong clock cannot lock the person out.
 */
export function emailLoginWaitSeconds(
  lastLoginAt: number | undefined,
  now: number,
  cooldownMs: number = EMAIL_LOGIN_COOLDOWN_MS,
): number {
  if (lastLoginAt === undefined) return 0
  const remaining = Math.min(cooldownMs, cooldownMs - (now - lastLoginAt))
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}

/** The error to show when a login is throttled ('Please try again after {n} seconds'), else undefined. */
export function emailLoginThrottleError(lastLoginAt: number | undefined, now: number): AirlockError | undefined {
  const seconds = emailLoginWaitSeconds(lastLoginAt, now)
  return seconds > 0 ? new AirlockError(thrownMessages.emailLoginThrottled(seconds), { category: 'user' }) : undefined
}

export interface EmailLoginThrottle {
  /** The throttle error if a login now is too soon, else undefined. */
  check(): AirlockError | undefined
  /** Check, and when allowed record now as the last login time. Returns the error when refused. */
  attempt(): AirlockError | undefined
  /** Record now as the last email login time (persisted so it survives a reload, SPEC §3). */
  record(): void
}

/** The throttle over the stored lastEmailLoginTime and the scheduler's clock. */
export function createEmailLoginThrottle(store: Store, scheduler: SchedulerLike): EmailLoginThrottle {
  const check = () => emailLoginThrottleError(store.read('lastEmailLoginTime'), scheduler.now())
  const record = () => store.write('lastEmailLoginTime', scheduler.now())
  return {
    check,
    record,
    attempt() {
      const error = check()
      if (!error) record()
      return error
    },
  }
}
