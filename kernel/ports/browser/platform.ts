import { asyncScheduler } from 'rxjs'
import type { OperatingSystem, PlatformPort } from '../platform'

function osOf(userAgent: string, maxTouchPoints: number): OperatingSystem {
  if (/android/i.test(userAgent)) return 'android'
  // iPadOS reports itself as a Mac; touch points tell them apart.
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios'
  if (/mac os x|macintosh/i.test(userAgent)) return 'macos'
  if (/windows/i.test(userAgent)) return 'windows'
  if (/linux|cros/i.test(userAgent)) return 'linux'
  return 'other'
}

/** The platform port read from the real page; the one place that looks at window and navigator. */
export function createBrowserPlatform(): PlatformPort {
  if (typeof window === 'undefined') {
    // Server-side rendering: a neutral desktop page with no address.
    return {
      isMobile: false,
      origin: '',
      userAgent: '',
      os: 'other',
      isTelegram: false,
      href: () => '',
      replaceHref: () => undefined,
      server: true,
    }
  }
  const userAgent = window.navigator.userAgent
  const os = osOf(userAgent, window.navigator.maxTouchPoints ?? 0)
  const telegram = (window as unknown as { Telegram?: { WebApp?: unknown } }).Telegram
  return {
    isMobile: os === 'ios' || os === 'android' || window.matchMedia?.('(pointer: coarse)').matches === true,
    origin: window.location.origin,
    userAgent,
    os,
    isTelegram: Boolean(telegram?.WebApp),
    href: () => window.location.href,
    replaceHref: (href) => window.history.replaceState(window.history.state, '', href),
    // After the next frame has painted; a hidden page paints no frame, so there it runs at once.
    afterPaint: (run) => (document.hidden ? run() : void requestAnimationFrame(() => asyncScheduler.schedule(run))),
  }
}

