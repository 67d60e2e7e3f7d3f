import type { SocialOption } from '../codec/primitives'
import type { PlatformPort } from '../ports/platform'

/** SPEC §5 Telegram social filtering: the logins a Telegram mini-app cannot complete on each OS. */
export const TELEGRAM_HIDDEN_SOCIALS: Readonly<Partial<Record<PlatformPort['os'], ReadonlyArray<SocialOption>>>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
}

/** The socials this platform can offer, in the given order. */
export function socialsForPlatform<S extends SocialOption>(
  socials: ReadonlyArray<S>,
  platform: Pick<PlatformPort, 'isTelegram' | 'os'>,
): ReadonlyArray<S> {
  if (!platform.isTelegram) return socials
  const hidden = TELEGRAM_HIDDEN_SOCIALS[platform.os] ?? []
  return socials.filter((social) => !hidden.includes(social))
}
