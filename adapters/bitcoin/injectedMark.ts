// `window.unisat` carries no icon, and a letter on a tile reads as a placeholder: the injected
// Bitcoin provider is shown with this drawn mark (an orange coin with the ₿ sign) instead.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1f1f24"/>' +
  '<circle cx="32" cy="32" r="20" fill="#f7931a"/>' +
  '<text x="32" y="41" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">\u20bf</text></svg>'

export const injectedBitcoinMark = `data:image/svg+xml,${encodeURIComponent(svg)}`
