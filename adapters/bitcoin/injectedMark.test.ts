import { describe, expect, it } from 'vitest'
import { injectedBitcoinMark } from './injectedMark'

const svgOf = (dataUrl: string): string => decodeURIComponent(dataUrl.slice('data:image/svg+xml,'.length))

describe('the injected Bitcoin provider’s mark', () => {
  it('is an SVG image that draws its ₿ sign with paths: an image sees none of the page’s fonts, and a system font without U+20BF shows an empty box', () => {
    expect(injectedBitcoinMark.startsWith('data:image/svg+xml,')).toBe(true)
    const svg = svgOf(injectedBitcoinMark)
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/)
    expect(svg).not.toMatch(/<text|\u20bf/)
    expect(svg).toMatch(/<path d="M26 22\.5[^"]+"/)
  })
})
