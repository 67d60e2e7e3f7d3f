/** Everything under /wallet on the demo server: the page and its API, with one stop. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRouter } from '../../devnet/http/router'
import { createWalletApi, type WalletApiDevnet } from './walletApi'
import { walletPageRoutes } from './walletPage'

export interface WalletSite {
  /** True for the paths the site answers (/wallet and below). */
  owns(path: string): boolean
  readonly listener: (request: IncomingMessage, response: ServerResponse) => void
  stop(): Promise<void>
}

export function createWalletSite(options: {
  readonly devnet: WalletApiDevnet
  readonly buildDir: string
  /** The page's bundle is already in buildDir (a test run's prebuilt demo). */
  readonly prebuilt?: boolean
  readonly pageUrl?: string
}): WalletSite {
  const api = createWalletApi(options.devnet, options.pageUrl === undefined ? {} : { pageUrl: options.pageUrl })
  const router = createRouter().use(api.routes).use(walletPageRoutes(options.buildDir, options.prebuilt === true))
  return {
    owns: (path) => path === '/wallet' || path.startsWith('/wallet/'),
    listener: router.listener,
    stop: () => api.stop(),
  }
}
