/** The Devnet Bitcoin Wallet's icon: an orange tile with a ₿ mark (Wallet Standard wants a data URI). */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="#f7931a"/>' +
  '<path fill="#fff" d="M38 24h6v8h4v-8h6v8.4c7 1.2 11 5 11 10.6 0 3.4-1.6 6-4.4 7.4 4.2 1.4 6.4 4.6 6.4 8.6 0 6.6-5 11-13 11V78h-6v-8h-4v8h-6v-8h-8v-6h4V32h-4v-6h8zm6 14v10h8c3 0 5-2 5-5s-2-5-5-5zm0 16v10h10c3.2 0 5.2-2 5.2-5s-2-5-5.2-5z"/></svg>'

export const DEVNET_BITCOIN_WALLET_ICON = `data:image/svg+xml;base64,${btoa(svg)}` as const
