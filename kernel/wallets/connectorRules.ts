import type { Connector } from '../codec/connector'
import { GENERIC_BROWSER_WALLET_NAME } from './constants'

/** The connector fields the rules read; adapters' richer connector objects pass through unchanged. */
export type ConnectorLike = Pick<Connector, 'id' | 'type' | 'name' | 'chain' | 'info' | 'explorerId'>

/** A wallet the integrator excluded, as the catalogue describes it (SPEC §5: hidden by rdns or name). */
export interface ExcludedWallet {
  readonly name: string
  readonly rdns?: string | null
}

/** SPEC §5: names compare case-insensitively, and 'Trust Wallet' is the same wallet as 'Trust'. */
export function connectorNameKey(name: string): string {
  const key = name.trim().toLowerCase()
  return key === 'trust wallet' ? 'trust' : key
}

/** SPEC §5 connector dedup: one connector per name and chain; the first one reported stays. */
export function dedupeConnectors<C extends ConnectorLike>(connectors: ReadonlyArray<C>): C[] {
  const seen = new Set<string>()
  return connectors.filter((connector) => {
    const key = `${connector.chain}\u0000${connectorNameKey(connector.name)}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * SPEC §5: excluded wallets are hidden by rdns or case-insensitive name. A connector that names its
 * catalogue id (explorerId) is also hidden when that id is excluded.
 */
export function isExcludedConnector(
  connector: ConnectorLike,
  excluded: ReadonlyArray<ExcludedWallet>,
  excludeWalletIds: ReadonlyArray<string> = [],
): boolean {
  if (connector.explorerId !== undefined && excludeWalletIds.includes(connector.explorerId)) return true
  const rdns = connector.info?.rdns
  const name = connectorNameKey(connector.name)
  return excluded.some(
    (wallet) => (rdns !== undefined && !!wallet.rdns && wallet.rdns === rdns) || connectorNameKey(wallet.name) === name,
  )
}

/** SPEC §5: the generic connector for an injected provider ('Browser Wallet', type INJECTED). */
export function isGenericBrowserWallet(connector: ConnectorLike): boolean {
  return connector.type === 'INJECTED' && connector.name === GENERIC_BROWSER_WALLET_NAME
}

export interface BrowserWalletContext {
  readonly isMobile: boolean
  /** An injected provider is present in the page (the adapter's check). */
  readonly injectedInstalled: boolean
}

/**
 * SPEC §5: the Generic Browser Wallet is hidden on desktop, and on mobile when it has no rdns and no
 * injected wallet is installed. Every other connector is shown.
 */
export function isGenericBrowserWalletShown(connector: ConnectorLike, context: BrowserWalletContext): boolean {
  if (!isGenericBrowserWallet(connector)) return true
  if (!context.isMobile) return false
  return connector.info?.rdns !== undefined || context.injectedInstalled
}

export interface ConnectorRulesContext extends BrowserWalletContext {
  readonly excluded: ReadonlyArray<ExcludedWallet>
  readonly excludeWalletIds: ReadonlyArray<string>
}

/** Every SPEC §5 connector rule in order: hide excluded and generic ones, then one per name and chain. */
export function visibleConnectors<C extends ConnectorLike>(
  connectors: ReadonlyArray<C>,
  context: ConnectorRulesContext,
): C[] {
  return dedupeConnectors(
    connectors.filter(
      (connector) =>
        !isExcludedConnector(connector, context.excluded, context.excludeWalletIds) &&
        isGenericBrowserWalletShown(connector, context),
    ),
  )
}
