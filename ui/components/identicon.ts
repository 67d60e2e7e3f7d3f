/**
 * An identicon for an address: two hues and a left–right mirrored 5×5 pattern, all read from the
 * address's own hex digits (FNV-1a over its lowercase form), so one address always draws the same.
 */
export interface Identicon {
  readonly background: string
  readonly foreground: string
  /** Filled cells as [column, row] on a 5×5 grid. */
  readonly cells: ReadonlyArray<readonly [number, number]>
}

function hash(text: string, seed: number): number {
  let h = seed >>> 0
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

export function identicon(address: string): Identicon {
  const key = address.toLowerCase()
  const a = hash(key, 0x811c9dc5)
  const b = hash(key, 0x2e1f6b3d)
  const hue = a % 360
  const cells: Array<readonly [number, number]> = []
  // 15 bits fill the left three columns; the right two mirror them.
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      if (((b >>> (row * 3 + column)) & 1) === 0) continue
      cells.push([column, row])
      if (column < 2) cells.push([4 - column, row])
    }
  }
  return {
    background: `hsl(${hue} 70% 88%)`,
    foreground: `hsl(${(hue + 150 + ((a >>> 9) % 60)) % 360} 62% 42%)`,
    cells,
  }
}
