import * as t from 'io-ts'

/**
 * Values that cannot exist and links that must never run script. Every URL the modal renders and
 * every number it computes with passes one of these at decode time.
 */

/** A JSON number that is a real number: `1e309` parses as Infinity and is refused, as is NaN. */
export const FiniteNumber = /* @__PURE__ */ t.refinement(t.number, Number.isFinite, 'FiniteNumber')

// Browsers drop C0 controls and spaces around a URL and tabs/newlines inside it before reading the
// scheme, and invisible marks fool a reader: the scheme is read with all of them removed, so
// `\u0000java\tscript:` is seen as what a browser would run.
// eslint-disable-next-line no-control-regex
const invisible = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/g
// eslint-disable-next-line no-control-regex
const edges = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g

/** Schemes that run script, read local files or carry their own document: never followed, never shown. */
const deniedSchemes: ReadonlySet<string> = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'filesystem', 'about', 'view-source'])

const schemeOf = (url: string): string | undefined => /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(invisible, ''))?.[1]?.toLowerCase()

/** http is only for this machine (the devnet): a person's own loopback cannot serve them someone else's page. */
function isLoopbackHttp(url: string): boolean {
  try {
    const host = new URL(url).hostname
    return host === '127.0.0.1' || host === 'localhost' || host === '[::1]'
  } catch {
    return false
  }
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}

/** The value as a browser reads it (ends trimmed, tabs and newlines out), or undefined when empty or too long. */
function normalised(raw: string): string | undefined {
  if (raw.length > 4096) return undefined
  const url = raw.replace(edges, '').replace(/[\t\n\r]/g, '')
  return url === '' ? undefined : url
}

/**
 * A web page link (explorer, terms, a wallet's homepage, the onramp page): https, or http on loopback.
 * Undefined when the link is not one.
 */
export function safeWebLink(raw: string): string | undefined {
  const url = normalised(raw)
  if (url === undefined) return undefined
  const scheme = schemeOf(url)
  if (scheme === 'https') return isHttps(url) ? url : undefined
  if (scheme === 'http') return isLoopbackHttp(url) ? url : undefined
  return undefined
}

/**
 * A wallet link (catalogue mobile/desktop/webapp links, customWallets, the stored deep link): a web
 * link, or a custom app scheme (`metamask://`, `trust:`) that is none of the denied ones.
 */
export function safeWalletLink(raw: string): string | undefined {
  const url = normalised(raw)
  if (url === undefined) return undefined
  const scheme = schemeOf(url)
  if (scheme === undefined || deniedSchemes.has(scheme)) return undefined
  if (scheme === 'https' || scheme === 'http') return safeWebLink(url)
  return url
}

const imageData = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i

/**
 * An image source (avatars, token icons, NFT previews, connector and network icons): https, http on
 * loopback, a same-site path, or a data: image (EIP-6963 wallets announce their icons that way). An
 * <img> never runs script from any of these, SVG included.
 */
export function safeImageUrl(raw: string): string | undefined {
  const url = normalised(raw)
  if (url === undefined) return undefined
  if (imageData.test(url)) return url
  const scheme = schemeOf(url)
  if (scheme === undefined) return /^\.{0,2}\/(?!\/)/.test(url) ? url : undefined
  return scheme === 'https' || scheme === 'http' ? safeWebLink(url) : undefined
}

/**
 * A string field holding a URL: an unsafe URL is dropped (read as '', no link or image) rather than
 * refusing the record it sits in, so one bad link costs that link only. Anything but a string is refused.
 */
const urlField = (name: string, check: (raw: string) => string | undefined) =>
  /* @__PURE__ */ new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === 'string' && (u === '' || check(u) === u),
    (u, c) => (typeof u === 'string' ? t.success(check(u) ?? '') : t.failure(u, c)),
    t.identity,
  )

/** See safeWalletLink; a refused link reads ''. */
export const WalletLinkUrl = /* @__PURE__ */ urlField('string', safeWalletLink)
/** See safeWebLink; a refused link reads ''. */
export const WebLinkUrl = /* @__PURE__ */ urlField('string', safeWebLink)
/** See safeImageUrl; a refused image reads ''. */
export const ImageUrl = /* @__PURE__ */ urlField('string', safeImageUrl)

/**
 * An amount as a decimal string ("1.5", "-2", "1e-7"): a real, finite number once read. "Infinity",
 * "NaN", "" and "0x" are refused.
 */
export const DecimalString = /* @__PURE__ */ t.refinement(
  t.string,
  (s) => /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(s) && Number.isFinite(Number(s)),
  'DecimalString',
)
