import type { OperatingSystem, PlatformPort } from '../ports/platform'

/** SPEC §5 Telegram social filtering: inside a Telegram mini-app these logins do not work. */
export const TELEGRAM_HIDDEN_SOCIALS: Readonly<Record<OperatingSystem, ReadonlyArray<string>>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
  windows: [],
  linux: [],
  other: [],
}

/** The socials to offer on this platform: iOS removes google, macOS removes x, Android removes facebook and x. */
export function socialsForPlatform<S extends string>(
  socials: ReadonlyArray<S>,
  platform: Pick<PlatformPort, 'os' | 'isTelegram'>,
): S[] {
  if (!platform.isTelegram) return [...socials]
  const hidden = TELEGRAM_HIDDEN_SOCIALS[platform.os]
  return socials.filter((social) => !hidden.includes(social))
}
