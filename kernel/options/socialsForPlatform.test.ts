import { describe, expect, it } from 'vitest'
import { socialsForPlatform } from './socialsForPlatform'

const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

describe('Telegram social filtering (SPEC §5)', () => {
  it('§5 Telegram social filtering: iOS removes google', () => {
    expect(socialsForPlatform(all, { os: 'ios', isTelegram: true })).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('§5 Telegram social filtering: macOS removes x', () => {
    expect(socialsForPlatform(all, { os: 'macos', isTelegram: true })).toEqual(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('§5 Telegram social filtering: Android removes facebook and x', () => {
    expect(socialsForPlatform(all, { os: 'android', isTelegram: true })).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
  })

  it('§5 Telegram social filtering: other systems and pages outside Telegram keep every social', () => {
    expect(socialsForPlatform(all, { os: 'windows', isTelegram: true })).toEqual([...all])
    expect(socialsForPlatform(all, { os: 'ios', isTelegram: false })).toEqual([...all])
    expect(socialsForPlatform(all, { os: 'android', isTelegram: false })).toEqual([...all])
  })
})
