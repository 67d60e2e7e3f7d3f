// `window.unisat` carries no icon, and a letter on a tile reads as a placeholder: the injected
// Bitcoin provider is shown with this drawn mark (an orange coin with the ₿ sign) instead. The sign
// is drawn, not typed: an image sees none of the page's fonts, and many systems' fonts lack U+20BF,
// which would show as an empty box.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1f1f24"/>' +
  // Scaled about the centre so the coin fills the tile as other wallets' marks fill theirs.
  '<g transform="translate(32 32) scale(1.3) translate(-32 -32)"><circle cx="32" cy="32" r="20" fill="#f7931a"/>' +
  '<path d="M26 22.5h8a4.5 4.5 0 0 1 0 9h-8m0 0h9a5 5 0 0 1 0 10h-9zM26 22.5v19M29 18v4.5m4-4.5v4.5m-4 19v4.5m4-4.5v4.5" ' +
  'fill="none" stroke="#fff" stroke-width="3.4" stroke-linejoin="round"/></g></svg>'

export const injectedBitcoinMark = `data:image/svg+xml,${encodeURIComponent(svg)}`
