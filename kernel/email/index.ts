export {
  EMAIL_LOGIN_COOLDOWN_MS,
  emailLoginWaitSeconds,
  emailLoginThrottleError,
  createEmailLoginThrottle,
} from './emailLoginThrottle'
export type { EmailLoginThrottle } from './emailLoginThrottle'
