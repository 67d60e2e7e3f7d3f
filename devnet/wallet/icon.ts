/** The wallet's EIP-6963 icon: an SVG data URI (RFC 2397), no network needed. */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="24" fill="#1f6f5c"/>' +
  '<path d="M24 34a8 8 0 0 1 8-8h32a8 8 0 0 1 8 8v28a8 8 0 0 1-8 8H32a8 8 0 0 1-8-8z" fill="#fff" opacity=".92"/>' +
  '<rect x="52" y="42" width="24" height="14" rx="7" fill="#1f6f5c"/><circle cx="60" cy="49" r="3" fill="#fff"/>' +
  '<path d="M30 26l22-8 4 8" fill="none" stroke="#9fe3cf" stroke-width="4" stroke-linejoin="round"/></svg>'

export const DEVNET_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(svg)}`
