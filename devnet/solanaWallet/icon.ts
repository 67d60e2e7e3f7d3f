/** The Devnet Solana Wallet's icon: a purple-to-green tile with three bars (Wallet Standard wants a data URI). */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#9945ff"/><stop offset="1" stop-color="#14f195"/></linearGradient></defs>' +
  '<rect width="96" height="96" rx="22" fill="url(#g)"/><g fill="#0b0b1a">' +
  '<path d="M28 30h44l-8 8H20z"/><path d="M20 44h44l8 8H28z"/><path d="M28 58h44l-8 8H20z"/></g></svg>'

export const DEVNET_SOLANA_WALLET_ICON = `data:image/svg+xml;base64,${btoa(svg)}` as const
