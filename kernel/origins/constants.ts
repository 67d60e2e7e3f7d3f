/**
 * SPEC §6 / DESIGN §10: origins that always pass, without asking the server: local development
 * (localhost, 127.0.0.1, any port), preview and tunnel hosts (pages.dev, vercel.app, ngrok-free.app),
 * and the secure-mobile hosts the mobile apps load the modal from. Same pattern syntax as the
 * fetched allowlist (see originMatch.ts).
 */
export const DEVELOPMENT_ORIGINS: ReadonlyArray<string> = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
]
