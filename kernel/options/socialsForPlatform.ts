import type { SocialOption } from '../codec/primitives'
import type { PlatformPort } from '../ports/platform'

/** SPEC §5 Telegram social filtering: the logins a Telegram mini-app cannot complete on each OS. */
const blockedInTelegram: Partial<Record<PlatformPort['os'], ReadonlyArray<SocialOption>>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
}

/** The socials this platform can offer, in the given order. */
export function socialsForPlatform(
  socials: ReadonlyArray<SocialOption>,
  platform: Pick<PlatformPort, 'isTelegram' | 'os'>,
): ReadonlyArray<SocialOption> {
  if (!platform.isTelegram) return socials
  const blocked = blockedInTelegram[platform.os] ?? []
  return socials.filter((social) => !blocked.includes(social))
}
