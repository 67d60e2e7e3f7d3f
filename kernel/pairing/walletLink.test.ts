import { describe, expect, it } from 'vitest'
import { formatNativeUrl, formatUniversalUrl } from './walletLink'

const uri = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const encoded = encodeURIComponent(uri)

describe('native URL normaliser (SPEC §5)', () => {
  it('§5 a native URL is normalised to a scheme plus the wc?uri= form with the encoded URI', () => {
    for (const appUrl of ['metamask:', 'metamask:/', 'metamask://', 'metamask']) {
      expect(formatNativeUrl(appUrl, uri)).toEqual({ redirect: `metamask://wc?uri=${encoded}`, href: 'metamask://' })
    }
    expect(formatNativeUrl('rainbow://', uri).redirect).toMatchInlineSnapshot(
      `"rainbow://wc?uri=wc%3A7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9%402%3Frelay-protocol%3Dirn%26symKey%3D587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303"`,
    )
  })

  it('§5 a native URL with a path keeps it and gains the wc?uri= form', () => {
    expect(formatNativeUrl('trust://open', uri).redirect).toBe(`trust://open/wc?uri=${encoded}`)
  })

  it('§5 the URI is encoded once, so it survives as a single query parameter', () => {
    const { redirect } = formatNativeUrl('metamask://', uri)
    expect(new URL(redirect).searchParams.get('uri')).toBe(uri)
  })

  it('§5 an http(s) wallet link becomes a universal link https://x.app/wc?uri=...', () => {
    expect(formatNativeUrl('https://metamask.app.link', uri)).toEqual({
      redirect: `https://metamask.app.link/wc?uri=${encoded}`,
      href: 'https://metamask.app.link/',
    })
    expect(formatUniversalUrl('https://x.app/', uri).redirect).toBe(`https://x.app/wc?uri=${encoded}`)
    expect(formatUniversalUrl('metamask:', uri).redirect).toBe(`metamask://wc?uri=${encoded}`)
  })
})
