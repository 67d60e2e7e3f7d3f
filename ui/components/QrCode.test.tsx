import { afterEach, describe, expect, it } from 'vitest'
import QRCode from 'qrcode'
import { QrCode } from './QrCode'
import { render } from '../testing/render'

afterEach(() => {
  document.body.innerHTML = ''
})

/** The dark modules the drawing shows as dots, as "column,row". */
const dotsOf = (container: HTMLElement) =>
  new Set([...(container.querySelector('svg > path')?.getAttribute('d') ?? '').matchAll(/M(\d+)\.5 (\d+)\.1a/g)].map((m) => `${m[1]},${m[2]}`))

describe('QrCode', () => {
  it('a WalletConnect link carries the WalletConnect mark at its centre, over modules error correction Q restores', async () => {
    const uri = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
    const { container } = await render(<QrCode value={uri} label="WalletConnect QR code" />)
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('WalletConnect QR code')
    expect(container.querySelectorAll('rect[fill="#3b99fc"]')).toHaveLength(1)
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'Q' })
    const dots = dotsOf(container)
    let outsideEyesAndLogo = 0
    let missing = 0
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1) {
        if (!modules.get(row, column) || dots.has(`${column},${row}`)) continue
        missing += 1
        const inEye = (row < 7 || row >= modules.size - 7) && (column < 7 || column >= modules.size - 7)
        if (!inEye) outsideEyesAndLogo += 1
      }
    // Every dot drawn is a dark module; the only ones left out are the eyes (drawn as rings) and those under the mark.
    for (const dot of dots) {
      const [column, row] = dot.split(',').map(Number) as [number, number]
      expect(modules.get(row, column)).toBeTruthy()
    }
    expect(missing).toBeGreaterThan(0)
    // Far under the quarter of codewords that level Q can restore.
    expect(outsideEyesAndLogo / (modules.size * modules.size)).toBeLessThan(0.08)
  }, 30_000)

  it('an address gets no mark and keeps every module', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const { container } = await render(<QrCode value={address} label="QR code of the address" />)
    expect(container.querySelectorAll('rect[fill="#3b99fc"]')).toHaveLength(0)
    const { modules } = QRCode.create(address, { errorCorrectionLevel: 'M' })
    const dots = dotsOf(container)
    for (let row = 7; row < modules.size - 7; row += 1)
      for (let column = 7; column < modules.size - 7; column += 1) expect(dots.has(`${column},${row}`)).toBe(Boolean(modules.get(row, column)))
  }, 30_000)
})
