import { createHash } from 'node:crypto'
import { badRequest } from '../http/problem'
import { raw } from '../http/reply'
import type { Router } from '../http/router'
import { renderAvatarMark, renderNetworkMark, renderTokenMark, renderWalletMark } from './marks'

type Shape = 'squircle' | 'circle'

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/** A small, deterministic SVG: the label on a colour derived from the id. */
export function renderImage(id: string, label: string, shape: Shape): string {
  const digest = createHash('sha256').update(id).digest()
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360
  const saturation = 55 + ((digest[2] ?? 0) % 20)
  const text = escapeXml(label.slice(0, 3))
  const size = text.length > 2 ? 30 : text.length > 1 ? 38 : 48
  const background =
    shape === 'circle'
      ? `<circle cx="48" cy="48" r="48" fill="hsl(${hue} ${saturation}% 42%)"/>`
      : `<rect width="96" height="96" rx="24" fill="hsl(${hue} ${saturation}% 42%)"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${text}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient></defs>${background}` +
    `<${shape === 'circle' ? 'circle cx="48" cy="48" r="48"' : 'rect width="96" height="96" rx="24"'} fill="url(#g)"/>` +
    `<text x="48" y="50" fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="${size}" ` +
    `font-weight="700" text-anchor="middle" dominant-baseline="central">${text}</text></svg>`
  )
}

// ':' for CAIP-2 network ids (eip155:1), the networks' assets.imageId.
const validId = /^[A-Za-z0-9._:-]{1,128}$/

/** "avatar-alice" → "A", "nft-31337-7" → "#7", "usdc" → "USD", anything else: its first letter. */
function assetLabel(id: string): string {
  const nft = /^nft-\d+-(\d+)$/.exec(id)
  if (nft) return `#${nft[1] ?? ''}`
  const avatar = /^avatar-(.)/.exec(id)
  if (avatar) return (avatar[1] ?? '?').toUpperCase()
  return (/[A-Za-z0-9]/.exec(id)?.[0] ?? '?').toUpperCase()
}

const SVG = 'image/svg+xml'
/** Images never change for an id: let browsers keep them. */
const CACHE = { 'cache-control': 'public, max-age=86400, immutable' }

/**
 * SPEC §7 image endpoints: any well-formed id gets an image (so network and token ids from any
 * source render offline). Wallet images show the wallet's initial, tokens and currencies their code.
 */
export const imageRoutes = (walletNames: ReadonlyMap<string, string>, networkNames: ReadonlyMap<string, string> = new Map()) => (router: Router) => {
  const serve = (kind: string, label: (id: string) => string, shape: Shape) => (context: { params: Readonly<Record<string, string>> }) => {
    const id = context.params.id ?? ''
    if (!validId.test(id)) throw badRequest(`Invalid image id "${id}": letters, digits, '.', ':', '_' and '-' only, up to 128`)
    return raw(renderImage(`${kind}:${id}`, label(id), shape), SVG, 200, CACHE)
  }
  const drawn = (draw: (id: string) => string) => (context: { params: Readonly<Record<string, string>> }) => {
    const id = context.params.id ?? ''
    if (!validId.test(id)) throw badRequest(`Invalid image id "${id}": letters, digits, '.', ':', '_' and '-' only, up to 128`)
    return raw(draw(id), SVG, 200, CACHE)
  }
  const asset = serve('asset', assetLabel, 'circle')
  router
    .get('/getWalletImage/:id', drawn((id) => renderWalletMark(id, escapeXml((walletNames.get(id) ?? id).charAt(0).toUpperCase()))))
    // A network id (CAIP-2) gets the network's drawn logo; any other asset its label on a disc.
    .get('/public/getAssetImage/:id', (context) => {
      const id = context.params.id ?? ''
      if (/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(id)) return drawn((n) => renderNetworkMark(n, networkNames.get(n) ?? n))(context)
      if (id.startsWith('avatar-')) return drawn(renderAvatarMark)(context)
      return asset(context)
    })
    .get('/public/getCurrencyImage/:id', serve('currency', (id) => id.toUpperCase(), 'circle'))
    .get('/public/getTokenImage/:id', drawn(renderTokenMark))
}
