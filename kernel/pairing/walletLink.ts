/** Where to send the person for a WalletConnect pairing, and the app link to remember (SPEC §3 deep link). */
export interface WalletLink {
  /** The link that opens the wallet with the pairing URI. */
  readonly redirect: string
  /** The wallet's base link, stored as the deep-link record's href. */
  readonly href: string
}

const isHttpUrl = (url: string): boolean => /^https?:\/\//i.test(url)

const withTrailingSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`)

const pairingLink = (base: string, wcUri: string): WalletLink => ({
  redirect: `${base}wc?uri=${encodeURIComponent(wcUri)}`,
  href: base,
})

/**
 * SPEC §5: a native URL is normalised to a scheme plus the wc?uri= form with the encoded URI.
 * 'metamask:', 'metamask:/' and 'metamask://' all become 'metamask://wc?uri=<encoded>'; a native
 * link with a path keeps it ('app://open/' → 'app://open/wc?uri=...'). An http(s) link is a
 * universal link instead (see formatUniversalUrl).
 */
export function formatNativeUrl(appUrl: string, wcUri: string): WalletLink {
  if (isHttpUrl(appUrl)) return formatUniversalUrl(appUrl, wcUri)
  const base = appUrl.includes('://') ? withTrailingSlash(appUrl) : `${appUrl.replace(/[:/]/g, '')}://`
  return pairingLink(base, wcUri)
}

/** A universal link: 'https://x.app' + uri → 'https://x.app/wc?uri=<encoded>'. */
export function formatUniversalUrl(appUrl: string, wcUri: string): WalletLink {
  if (!isHttpUrl(appUrl)) return formatNativeUrl(appUrl, wcUri)
  return pairingLink(withTrailingSlash(appUrl), wcUri)
}
