import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decode } from './decode'
import { DecimalString, FiniteNumber, safeImageUrl, safeWalletLink, safeWebLink } from './safe'
import { DeepLink, WalletCatalogueEntry } from './wallet'
import { TokenBalance } from './token'
import { IdentityResponse, BalanceResponse } from './api'
import { GetWalletsResponse } from './startupApi'
import { Transfer } from './transaction'
import { Connector } from './connector'
import { isValidAddress } from './addresses'

/** Links a spoofed catalogue, API or wallet could send to make a click or an image run script. */
export const scriptLinks: ReadonlyArray<string> = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '\u0000javascript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u200bscript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://evil.example/1234',
  'javascript://%0aalert(1)',
]

describe('§3 links and images: nothing that can run script is kept', () => {
  it.each(scriptLinks)('§3 wallet links, web links and images drop %j', (link) => {
    expect(safeWalletLink(link)).toBeUndefined()
    expect(safeWebLink(link)).toBeUndefined()
    expect(safeImageUrl(link)).toBeUndefined()
  })

  it('§3 wallet links: https and custom app schemes pass; http only on loopback (the devnet)', () => {
    expect(safeWalletLink('metamask://')).toBe('metamask://')
    expect(safeWalletLink('trust:')).toBe('trust:')
    expect(safeWalletLink('https://link.trustwallet.com')).toBe('https://link.trustwallet.com')
    expect(safeWalletLink('http://127.0.0.1:4700/wallet/')).toBe('http://127.0.0.1:4700/wallet/')
    expect(safeWalletLink('http://wallet.example/')).toBeUndefined()
    expect(safeWalletLink('/relative/path')).toBeUndefined()
    expect(safeWalletLink('')).toBeUndefined()
  })

  it('§3 images: https, loopback http, same-site paths and data: images (EIP-6963 icons); never a page', () => {
    expect(safeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+')
    expect(safeImageUrl('/icons/eth.png')).toBe('/icons/eth.png')
    expect(safeImageUrl('//evil.example/a.png')).toBeUndefined()
    expect(safeImageUrl('http://tracker.example/pixel.gif')).toBeUndefined()
    expect(safeImageUrl('data:text/html,<svg onload=alert(1)>')).toBeUndefined()
    expect(safeWebLink('metamask://')).toBeUndefined()
  })

  it('§3 wallet catalogue entry: a script link is dropped, the wallet and its other links stay', () => {
    for (const link of scriptLinks) {
      const result = decode(WalletCatalogueEntry, {
        id: 'w1',
        name: 'Wallet',
        mobile_link: link,
        desktop_link: link,
        webapp_link: 'https://wallet.example/app',
      })
      expect(result.ok).toBe(true)
      if (!result.ok) continue
      expect(result.value.mobile_link).toBe('')
      expect(result.value.desktop_link).toBe('')
      expect(result.value.webapp_link).toBe('https://wallet.example/app')
    }
  })

  it('§3 every rendered URL is checked: token icons, avatars, NFT previews, token icons of transfers, connector icons, the stored deep link', () => {
    const bad = 'JaVaScRiPt:alert(1)'
    const token = decode(TokenBalance, { name: 'T', symbol: 'T', chainId: 'eip155:1', price: 1, quantity: { decimals: '18', numeric: '1' }, iconUrl: bad })
    expect(token.ok && token.value.iconUrl).toBe('')
    const identity = decode(IdentityResponse, { avatar: bad, name: 'ada.eth' })
    expect(identity.ok && identity.value.avatar).toBe('')
    const transfer = decode(Transfer, {
      quantity: { numeric: '1' },
      nft_info: { flags: { is_spam: false }, name: 'N', content: { preview: { url: bad } } },
      fungible_info: { symbol: 'S', icon: { url: bad } },
    })
    expect(transfer.ok && transfer.value.nft_info?.content?.preview?.url).toBe('')
    expect(transfer.ok && transfer.value.fungible_info?.icon?.url).toBe('')
    const connector = decode(Connector, { id: 'c', type: 'INJECTED', name: 'C', chain: 'eip155', imageUrl: bad })
    expect(connector.ok && connector.value.imageUrl).toBe('')
    const deepLink = decode(DeepLink, { href: bad, name: 'W' })
    expect(deepLink.ok && deepLink.value.href).toBe('')
  })

  it('§3 link checks never throw, whatever the string', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('java', 'script', ':', 'https', '//', 'x', '/', '\u0000', '\t', ' ', '\u200b', 'data', 'image/png', ',', '127.0.0.1', '%0a', 'é'), { maxLength: 8 }).map((parts) => parts.join('')),
        (s) => {
        for (const check of [safeWalletLink, safeWebLink, safeImageUrl]) {
          const kept = check(s)
          if (kept !== undefined) expect(check(kept)).toBe(kept)
        }
      },
      ),
      { numRuns: 300 },
    )
  })
})

describe('values that cannot exist are refused', () => {
  it('§7 numbers are finite: 1e309 (Infinity once parsed) is refused for prices, values and counts', () => {
    const infinite: unknown = JSON.parse('1e309')
    expect(FiniteNumber.is(infinite)).toBe(false)
    const balance = decode(BalanceResponse, {
      balances: [{ name: 'T', symbol: 'T', chainId: 'eip155:1', price: infinite, quantity: { decimals: '18', numeric: '1' } }],
    })
    expect(balance.ok).toBe(false)
    if (!balance.ok) expect(balance.error.issues[0]?.message).toBe('Expected FiniteNumber received number')
    expect(decode(GetWalletsResponse, { data: [], count: infinite }).ok).toBe(false)
    expect(decode(TokenBalance, { name: 'T', symbol: 'T', chainId: 'eip155:1', price: 1, value: Number.NaN, quantity: { decimals: '18', numeric: '1' } }).ok).toBe(false)
  })

  it('§7 amounts sent as decimal strings are real numbers', () => {
    for (const ok of ['0', '1.5', '-2', '1e-7', '123456789012345678901234567890']) expect(DecimalString.is(ok)).toBe(true)
    for (const bad of ['Infinity', 'NaN', '', '0x1', '1e309', ' 1', '1,5']) expect(DecimalString.is(bad)).toBe(false)
  })

  it("§5 addresses by namespace: EVM 40 hex with optional 0x, Solana base58 of 32 to 44; '0x', ' ', '42', '__proto__' and zero-width never pass", () => {
    expect(isValidAddress('eip155', '0x' + 'ab'.repeat(20))).toBe(true)
    expect(isValidAddress('eip155', 'ab'.repeat(20))).toBe(true)
    expect(isValidAddress('solana', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(true)
    expect(isValidAddress('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    for (const namespace of ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']) {
      for (const bad of [' ', '', '__proto__', '\u200b', `0x${'ab'.repeat(20)}\u200b`]) {
        expect(isValidAddress(namespace, bad), `${namespace} ${JSON.stringify(bad)}`).toBe(false)
      }
    }
    expect(isValidAddress('eip155', '0x')).toBe(false)
    expect(isValidAddress('solana', '0x')).toBe(false)
    expect(isValidAddress('eip155', '42')).toBe(false)
    expect(isValidAddress('solana', '42')).toBe(false)
    expect(isValidAddress('solana', '0OIl' + 'a'.repeat(36))).toBe(false)
  })
})
