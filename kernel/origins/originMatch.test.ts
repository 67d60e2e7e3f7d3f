import { describe, expect, it } from 'vitest'
import { isDevelopmentOrigin, isOriginAllowed, originMatches } from './originMatch'

describe('allowed-origin matching (SPEC §5 allowed origins, §6 development hosts)', () => {
  it('§5 allowed origins: an exact entry matches only the same scheme, host and port', () => {
    expect(originMatches('https://app.example.com', 'https://app.example.com')).toBe(true)
    expect(originMatches('https://app.example.com', 'https://app.example.com/')).toBe(true)
    expect(originMatches('https://APP.example.com', 'https://app.EXAMPLE.com')).toBe(true)
    expect(originMatches('http://app.example.com', 'https://app.example.com')).toBe(false)
    expect(originMatches('https://app.example.com:8443', 'https://app.example.com')).toBe(false)
    expect(originMatches('https://other.example.com', 'https://app.example.com')).toBe(false)
    expect(originMatches('https://app.example.com.evil.io', 'https://app.example.com')).toBe(false)
  })

  it('§5 allowed origins: a default port written out is the same origin', () => {
    expect(originMatches('https://app.example.com', 'https://app.example.com:443')).toBe(true)
    expect(originMatches('http://app.example.com:80', 'http://app.example.com')).toBe(true)
    expect(originMatches('http://app.example.com:3000', 'http://app.example.com:3000')).toBe(true)
  })

  it('§5 allowed origins: https://*.example.com matches subdomains at any depth, not the bare domain', () => {
    const entry = 'https://*.example.com'
    expect(originMatches('https://app.example.com', entry)).toBe(true)
    expect(originMatches('https://a.b.example.com', entry)).toBe(true)
    expect(originMatches('https://example.com', entry)).toBe(false)
    expect(originMatches('https://evilexample.com', entry)).toBe(false)
    expect(originMatches('http://app.example.com', entry)).toBe(false)
  })

  it('§5 allowed origins: an entry without scheme matches any scheme', () => {
    expect(originMatches('https://app.example.com', 'app.example.com')).toBe(true)
    expect(originMatches('http://app.example.com', 'app.example.com')).toBe(true)
    expect(originMatches('https://x.example.com', '*.example.com')).toBe(true)
  })

  it('§5 allowed origins: entries that do not parse match nothing', () => {
    for (const entry of ['', '*', 'https://', 'https://app.example.com/path', 'https://*']) {
      expect(originMatches('https://app.example.com', entry)).toBe(false)
    }
    expect(isOriginAllowed('not an origin', ['https://app.example.com'])).toBe(false)
  })

  it('§5 allowed origins: the page origin must match one entry of the list', () => {
    const list = ['https://shop.example', 'https://*.example.com']
    expect(isOriginAllowed('https://shop.example', list)).toBe(true)
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://elsewhere.example', list)).toBe(false)
    expect(isOriginAllowed('https://shop.example', [])).toBe(false)
  })

  it('§6 development hosts: localhost, 127.0.0.1 (any port), pages.dev, vercel.app, ngrok-free.app, secure-mobile always pass', () => {
    for (const origin of [
      'http://localhost',
      'http://localhost:5173',
      'https://localhost:3000',
      'http://127.0.0.1:8545',
      'https://my-branch.pages.dev',
      'https://preview-123.vercel.app',
      'https://abcd-1-2-3-4.ngrok-free.app',
      'https://secure-mobile.walletconnect.com',
      'https://secure-mobile.walletconnect.org',
    ]) {
      expect(isDevelopmentOrigin(origin), origin).toBe(true)
    }
    for (const origin of [
      'https://example.com',
      'https://vercel.app',
      'https://pages.dev.evil.io',
      'http://my-branch.pages.dev',
      'http://localhost.evil.io',
      'https://secure-mobile.walletconnect.com.evil.io',
    ]) {
      expect(isDevelopmentOrigin(origin), origin).toBe(false)
    }
  })
})
