import { createHash } from 'node:crypto'

// Drawn logos for the devnet's made-up wallets and networks: deterministic from the id, so a wallet
// looks the same on every start, and varied enough that a grid of 720 reads as different products.

const digestOf = (id: string): Buffer => createHash('sha256').update(id).digest()

/** White glyphs on a 96×96 tile, centred on (48, 48). */
const GLYPHS: ReadonlyArray<string> = [
  // rings
  '<circle cx="48" cy="48" r="22" fill="none" stroke="#fff" stroke-width="8"/><circle cx="48" cy="48" r="7" fill="#fff"/>',
  // chevrons
  '<path d="M28 36l20 14 20-14M28 52l20 14 20-14" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>',
  // diamond
  '<path d="M48 22l26 26-26 26-26-26z" fill="#fff"/><path d="M48 38l10 10-10 10-10-10z" fill-opacity=".35"/>',
  // wave
  '<path d="M22 56c8-16 17-16 26 0s18 16 26 0" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/><circle cx="48" cy="34" r="6" fill="#fff"/>',
  // stacked bars
  '<rect x="26" y="26" width="44" height="10" rx="5" fill="#fff"/><rect x="26" y="43" width="32" height="10" rx="5" fill="#fff"/><rect x="26" y="60" width="44" height="10" rx="5" fill="#fff"/>',
  // key
  '<circle cx="38" cy="48" r="13" fill="none" stroke="#fff" stroke-width="8"/><path d="M51 48h22M65 48v10" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  // shield
  '<path d="M48 22l22 8v16c0 14-9 24-22 28-13-4-22-14-22-28V30z" fill="#fff"/><path d="M40 48l6 6 12-12" fill="none" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" stroke="currentColor"/>',
  // petals
  '<circle cx="48" cy="34" r="11" fill="#fff"/><circle cx="36" cy="56" r="11" fill="#fff" fill-opacity=".8"/><circle cx="60" cy="56" r="11" fill="#fff" fill-opacity=".6"/>',
]

/** A wallet's logo: a glyph on a two-hue gradient squircle. */
export function renderWalletMark(id: string, label: string): string {
  const d = digestOf(`wallet:${id}`)
  const hue = ((d[0] ?? 0) * 256 + (d[1] ?? 0)) % 360
  const hue2 = (hue + 25 + ((d[2] ?? 0) % 50)) % 360
  const glyph = GLYPHS[(d[3] ?? 0) % GLYPHS.length] ?? ''
  const colour = `hsl(${hue} 68% 44%)`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${label}" color="${colour}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 72% 52%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2} 70% 36%)"/></linearGradient></defs>` +
    `<rect width="96" height="96" rx="24" fill="url(#g)"/>${glyph}</svg>`
  )
}

/** A network's logo: a hexagon outline and its initial on a gradient disc. */
export function renderNetworkMark(id: string, name: string): string {
  const d = digestOf(`network:${id}`)
  const hue = ((d[0] ?? 0) * 256 + (d[1] ?? 0)) % 360
  const initial = (/[A-Za-z0-9]/.exec(name.split(/\s+/).at(-1) ?? name)?.[0] ?? '?').toUpperCase()
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${initial}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 38%)"/></linearGradient></defs>` +
    `<circle cx="48" cy="48" r="48" fill="url(#g)"/>` +
    `<path d="M48 18l26 15v30L48 78 22 63V33z" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="5" stroke-linejoin="round"/>` +
    `<text x="48" y="50" fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="30" ` +
    `font-weight="700" text-anchor="middle" dominant-baseline="central">${initial}</text></svg>`
  )
}

/** A token's coin: the native coin a faceted diamond, any other its symbol inside a ring. */
export function renderTokenMark(id: string): string {
  const symbol = id.toUpperCase().slice(0, 5)
  const d = digestOf(`token:${id.toUpperCase()}`)
  const hue = ((d[0] ?? 0) * 256 + (d[1] ?? 0)) % 360
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${symbol}">`
  if (symbol === 'ETH')
    return (
      `${open}<circle cx="48" cy="48" r="48" fill="#627eea"/>` +
      '<path d="M48 14L27 49l21 12 21-12z" fill="#fff" fill-opacity=".95"/><path d="M48 14v47l21-12z" fill="#c9d3fa"/>' +
      '<path d="M48 65L27 53l21 29 21-29z" fill="#fff" fill-opacity=".95"/><path d="M48 65v17l21-29z" fill="#c9d3fa"/></svg>'
    )
  const size = symbol.length > 4 ? 20 : symbol.length > 3 ? 24 : 28
  return (
    `${open}<circle cx="48" cy="48" r="48" fill="hsl(${hue} 62% 46%)"/>` +
    `<circle cx="48" cy="48" r="38" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>` +
    `<text x="48" y="50" fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="${size}" ` +
    `font-weight="700" text-anchor="middle" dominant-baseline="central">${symbol}</text></svg>`
  )
}

/** A profile picture: soft overlapping discs on a gradient, no letters. */
export function renderAvatarMark(id: string): string {
  const d = digestOf(`avatar:${id}`)
  const hue = ((d[0] ?? 0) * 256 + (d[1] ?? 0)) % 360
  const blob = (i: number, r: number) =>
    `<circle cx="${20 + ((d[4 + i] ?? 0) % 56)}" cy="${20 + ((d[8 + i] ?? 0) % 56)}" r="${r}" fill="hsl(${(hue + 60 * (i + 1)) % 360} 80% 62%)" fill-opacity=".75"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="avatar">` +
    `<defs><clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath></defs><g clip-path="url(#c)">` +
    `<rect width="96" height="96" fill="hsl(${hue} 70% 45%)"/>${blob(0, 34)}${blob(1, 26)}${blob(2, 18)}</g></svg>`
  )
}
