import { DEVELOPMENT_ORIGINS } from './constants'

/**
 * Allowlist entries: `scheme://host[:port]`, where
 * - the scheme may be left out (any scheme matches),
 * - the host may start with `*.` (any subdomain, at any depth, but not the bare domain),
 * - the port may be `*` (any port); a missing port means the scheme's default port,
 * - one trailing `/` is tolerated. Hosts compare case-insensitively.
 * An entry that does not parse matches nothing.
 */
interface OriginPattern {
  readonly scheme: string | null
  readonly host: string
  readonly anySubdomain: boolean
  /** null: default port; '*': any port. */
  readonly port: string | null
}

interface Origin {
  readonly scheme: string
  readonly host: string
  readonly port: string | null
}

const defaultPorts: Readonly<Record<string, string>> = { http: '80', https: '443' }

const host = String.raw`(\[[0-9a-f:.]+\]|[^/:?#*\s\[\]]+)`
const originSyntax = new RegExp(String.raw`^([a-z][a-z0-9+.-]*)://${host}(?::(\d+))?/?$`, 'i')
const patternSyntax = new RegExp(String.raw`^(?:([a-z][a-z0-9+.-]*)://)?(\*\.)?${host}(?::(\d+|\*))?/?$`, 'i')

const withoutDefaultPort = (scheme: string | null, port: string | undefined): string | null =>
  port === undefined || (scheme !== null && defaultPorts[scheme] === port) ? null : port

export function parseOrigin(text: string): Origin | null {
  const match = originSyntax.exec(text.trim())
  if (!match) return null
  const scheme = (match[1] ?? '').toLowerCase()
  return { scheme, host: (match[2] ?? '').toLowerCase(), port: withoutDefaultPort(scheme, match[3]) }
}

function parsePattern(text: string): OriginPattern | null {
  const match = patternSyntax.exec(text.trim())
  if (!match) return null
  const scheme = match[1]?.toLowerCase() ?? null
  return {
    scheme,
    anySubdomain: match[2] !== undefined,
    host: (match[3] ?? '').toLowerCase(),
    port: withoutDefaultPort(scheme, match[4]),
  }
}

/** Does the page origin match one allowlist entry? */
export function originMatches(origin: string, entry: string): boolean {
  const page = parseOrigin(origin)
  const pattern = parsePattern(entry)
  if (!page || !pattern) return false
  if (pattern.scheme !== null && pattern.scheme !== page.scheme) return false
  if (pattern.port !== '*' && pattern.port !== page.port) return false
  return pattern.anySubdomain ? page.host.endsWith(`.${pattern.host}`) : page.host === pattern.host
}

/** SPEC §5: the page origin must match an entry of the list. */
export function isOriginAllowed(origin: string, allowedOrigins: ReadonlyArray<string>): boolean {
  return allowedOrigins.some((entry) => originMatches(origin, entry))
}

/**
 * SPEC §6: every page origin a project allows: its own list and the built-in development hosts. The
 * kernel checks the development hosts first and asks for the list only for other pages; the secure
 * frame, which has the list anyway, checks (and sends as frame-ancestors) both at once.
 */
export function withDevelopmentOrigins(allowedOrigins: ReadonlyArray<string>): ReadonlyArray<string> {
  return [...allowedOrigins, ...DEVELOPMENT_ORIGINS]
}

/** SPEC §6 / DESIGN §10: built-in development hosts pass without asking the server. */
export function isDevelopmentOrigin(origin: string): boolean {
  return isOriginAllowed(origin, DEVELOPMENT_ORIGINS)
}
