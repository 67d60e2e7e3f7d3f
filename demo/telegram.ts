/**
 * `?tg=1`: the demo as a Telegram mini-app. Telegram's client injects `window.Telegram.WebApp` into a
 * mini-app's page (its telegram-web-app.js); this stands in for it, offline, with the part Airlock
 * reads (its presence) and the calls a mini-app usually makes. In a mini-app there are no windows, so
 * sign-in leaves the page and comes back with result_uri (README "Telegram mini-apps").
 */
export function simulateTelegramMiniApp(): void {
  const webApp = {
    version: '8.0',
    platform: 'unknown',
    initData: '',
    initDataUnsafe: {},
    colorScheme: 'dark',
    isExpanded: true,
    ready: () => undefined,
    expand: () => undefined,
    close: () => undefined,
    // Telegram opens links outside the mini-app; here the page simply goes there.
    openLink: (url: string) => window.location.assign(url),
  }
  Object.defineProperty(window, 'Telegram', { value: { WebApp: webApp }, configurable: true })
}
