import type { ChainNamespace } from '../../kernel'
import type { RouterData } from '../../kernel/router/views'
import type { CatalogueWallet } from '../../kernel/wallets/catalogueRules'

/**
 * The router carries opaque data (kernel/router/views.ts); each view narrows its own here, so a
 * caller's `open({ view, data })` with a wrong shape shows an honest error instead of crashing.
 */
export interface ConnectorTarget {
  readonly connectorId: string
  readonly namespace?: ChainNamespace
}

/** A catalogue or custom wallet to reach through WalletConnect. */
export interface WalletTarget {
  readonly id: string
  readonly name: string
  readonly imageUrl?: string
  readonly mobile_link?: string | null
  readonly desktop_link?: string | null
  readonly webapp_link?: string | null
}

/** The route data for a catalogue wallet reached through WalletConnect (ConnectingWalletConnect). */
export const walletTargetOf = (wallet: CatalogueWallet): WalletTarget => ({
  id: wallet.id,
  name: wallet.name,
  ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
  mobile_link: wallet.mobile_link ?? null,
  desktop_link: wallet.desktop_link ?? null,
  webapp_link: wallet.webapp_link ?? null,
})

const isString = (value: unknown): value is string => typeof value === 'string'

export function connectorTarget(data: RouterData | undefined): ConnectorTarget | undefined {
  const connectorId = data?.['connectorId']
  if (!isString(connectorId)) return undefined
  const namespace = data?.['namespace']
  return isString(namespace) ? { connectorId, namespace: namespace as ChainNamespace } : { connectorId }
}

export function walletTarget(data: RouterData | undefined): WalletTarget | undefined {
  const wallet = data?.['wallet']
  if (typeof wallet !== 'object' || wallet === null) return undefined
  const record = wallet as Record<string, unknown>
  if (!isString(record['id']) || !isString(record['name'])) return undefined
  const optional = (key: string) => (isString(record[key]) ? { [key]: record[key] } : {})
  return {
    id: record['id'],
    name: record['name'],
    ...optional('imageUrl'),
    ...optional('mobile_link'),
    ...optional('desktop_link'),
    ...optional('webapp_link'),
  }
}
