import { useMemo, type ReactNode } from 'react'
import QRCode from 'qrcode'
import { WalletConnectIcon } from './icons'
import { qr } from './styles'

/** The finder patterns' corners (top-left of each 7×7 eye). */
const eyes = (size: number): ReadonlyArray<readonly [number, number]> => [
  [0, 0],
  [size - 7, 0],
  [0, size - 7],
]

/**
 * The QR matrix of `value` drawn by us: round dots, rounded finder eyes, and when a logo sits in the
 * middle the modules under it left out (error correction Q restores up to a quarter of them).
 */
function qrDrawing(value: string, withLogo: boolean) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: withLogo ? 'Q' : 'M' })
  const size = modules.size
  // An odd number of modules wide, centred, about a fifth of the code.
  const logo = withLogo ? Math.floor(size / 5) | 1 : 0
  const logoStart = (size - logo) / 2
  const inEye = (row: number, column: number) => eyes(size).some(([x, y]) => column >= x && column < x + 7 && row >= y && row < y + 7)
  const underLogo = (row: number, column: number) =>
    logo > 0 && row >= logoStart - 1 && row < logoStart + logo + 1 && column >= logoStart - 1 && column < logoStart + logo + 1
  let dots = ''
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (!modules.get(row, column) || inEye(row, column) || underLogo(row, column)) continue
      dots += `M${column + 0.5} ${row + 0.1}a.4.4 0 1 1 0 .8a.4.4 0 1 1 0-.8z`
    }
  }
  return { size, dots, logo, logoStart }
}

/** `logo`: SVG content drawn in a 40×40 box at the code's centre. */
export function QrCode({ value, label, logo }: { readonly value: string; readonly label: string; readonly logo?: ReactNode }) {
  // A WalletConnect pairing link carries the WalletConnect mark unless told otherwise.
  const centre = logo ?? (value.startsWith('wc:') ? <WalletConnectIcon size={40} /> : null)
  const hasLogo = centre !== null
  const { size, dots, logo: logoSize, logoStart } = useMemo(() => qrDrawing(value, hasLogo), [value, hasLogo])
  return (
    <div className={qr}>
      <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} role="img" aria-label={label}>
        <path d={dots} fill="var(--airlock-color-qr)" />
        {eyes(size).map(([x, y]) => (
          <g key={`${x}-${y}`} fill="none" stroke="var(--airlock-color-qr)">
            <rect x={x + 0.5} y={y + 0.5} width="6" height="6" rx="1.8" strokeWidth="1" />
            <rect x={x + 2} y={y + 2} width="3" height="3" rx="0.9" fill="var(--airlock-color-qr)" strokeWidth="0" />
          </g>
        ))}
        {centre ? (
          <svg x={logoStart} y={logoStart} width={logoSize} height={logoSize} viewBox="0 0 40 40" overflow="visible">
            {centre}
          </svg>
        ) : null}
      </svg>
    </div>
  )
}
