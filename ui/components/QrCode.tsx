import { useMemo } from 'react'
import QRCode from 'qrcode'
import { qr } from './styles'

/** The QR matrix of `value` as one SVG path (one square per dark module), drawn by us. */
function qrPath(value: string): { readonly size: number; readonly path: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' })
  let path = ''
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`
    }
  }
  return { size: modules.size, path }
}

export function QrCode({ value, label }: { readonly value: string; readonly label: string }) {
  const { size, path } = useMemo(() => qrPath(value), [value])
  return (
    <div className={qr}>
      <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} role="img" aria-label={label} shapeRendering="crispEdges">
        <path d={path} fill="var(--airlock-color-qr)" />
      </svg>
    </div>
  )
}
