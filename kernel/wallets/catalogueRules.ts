import { decodeEach } from '../codec/decode'
import { WalletCatalogueEntry } from '../codec/wallet'
import type { LoggerPort } from '../ports/logger'
import { connectorNameKey, isGenericBrowserWallet, type ConnectorLike } from './connectorRules'
import { MOBILE_LINK_EXCEPTIONS, WALLET_PAGE_EAGER_IMAGES } from './constants'

/**
 * A catalogue wallet ready to show. `imageUrl` points at GET /getWalletImage/{image_id} (with the
 * identity query), so the browser loads and caches it and the kernel keeps no blobs or object URLs.
 * `imageLoading` carries SPEC §9 "images for the first 20" of each page: those load at once, the
 * rest when scrolled into view (an <img loading> hint for the renderer).
 */
export type CatalogueWallet = WalletCatalogueEntry & {
  readonly imageUrl?: string
  readonly imageLoading: 'eager' | 'lazy'
}

/** SPEC §5: on mobile a wallet needs a mobile link, except the wallets of MOBILE_LINK_EXCEPTIONS. */
export function isReachableOnMobile(entry: WalletCatalogueEntry): boolean {
  return !!entry.mobile_link || MOBILE_LINK_EXCEPTIONS.includes(entry.id)
}

export function forPlatform<E extends WalletCatalogueEntry>(entries: ReadonlyArray<E>, isMobile: boolean): E[] {
  return isMobile ? entries.filter(isReachableOnMobile) : [...entries]
}

/** Connector types that are wallets living in this browser, which the catalogue must not repeat. */
const localTypes: ReadonlyArray<ConnectorLike['type']> = ['INJECTED', 'ANNOUNCED', 'EXTERNAL', 'MULTI_CHAIN']

/** Is this catalogue wallet already offered by an installed connector (by catalogue id, rdns or name)? */
export function isInstalledWallet(entry: WalletCatalogueEntry, connectors: ReadonlyArray<ConnectorLike>): boolean {
  const name = connectorNameKey(entry.name)
  return connectors.some(
    (connector) =>
      connector.explorerId === entry.id ||
      (!!entry.rdns && connector.info?.rdns === entry.rdns) ||
      (localTypes.includes(connector.type) &&
        !isGenericBrowserWallet(connector) &&
        connectorNameKey(connector.name) === name),
  )
}

export function withoutInstalled<E extends WalletCatalogueEntry>(
  entries: ReadonlyArray<E>,
  connectors: ReadonlyArray<ConnectorLike>,
): ReadonlyArray<E> {
  if (connectors.length === 0) return entries
  const kept = entries.filter((entry) => !isInstalledWallet(entry, connectors))
  return kept.length === entries.length ? entries : kept
}

/** Catalogue ids of installed wallets: named by connectors, or found by rdns/name among fetched entries. */
export function installedWalletIds(
  connectors: ReadonlyArray<ConnectorLike>,
  fetched: ReadonlyArray<WalletCatalogueEntry>,
): string[] {
  const ids = new Set<string>()
  for (const connector of connectors) if (connector.explorerId) ids.add(connector.explorerId)
  for (const entry of fetched) if (isInstalledWallet(entry, connectors)) ids.add(entry.id)
  return [...ids].sort()
}

/** Image URLs for a page of entries; the first WALLET_PAGE_EAGER_IMAGES load eagerly (SPEC §9). */
export function withImages(
  entries: ReadonlyArray<WalletCatalogueEntry>,
  imageUrlOf: (imageId: string) => string,
): CatalogueWallet[] {
  return entries.map((entry, index) => ({
    ...entry,
    ...(entry.image_id ? { imageUrl: imageUrlOf(entry.image_id) } : {}),
    imageLoading: index < WALLET_PAGE_EAGER_IMAGES ? 'eager' : 'lazy',
  }))
}

/**
 * SPEC §1 customWallets item, as the options service decoded it (kernel/options CustomWallet fits):
 * only the fields shown are read.
 */
export interface CustomWalletLike {
  readonly id: string
  readonly name: string
  readonly image_url?: string | null
  readonly image_id?: string | null
  readonly rdns?: string | null
  readonly mobile_link?: string | null
  readonly desktop_link?: string | null
  readonly webapp_link?: string | null
  readonly chains?: ReadonlyArray<string> | null
}

/** A custom wallet as a catalogue wallet: its own image URL first, else its catalogue image. */
export function fromCustomWallet(wallet: CustomWalletLike, imageUrlOf: (imageId: string) => string): CatalogueWallet {
  const imageUrl = wallet.image_url || (wallet.image_id ? imageUrlOf(wallet.image_id) : undefined)
  return {
    id: wallet.id,
    name: wallet.name,
    ...(wallet.image_id ? { image_id: wallet.image_id } : {}),
    ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
    ...(wallet.mobile_link ? { mobile_link: wallet.mobile_link } : {}),
    ...(wallet.desktop_link ? { desktop_link: wallet.desktop_link } : {}),
    ...(wallet.webapp_link ? { webapp_link: wallet.webapp_link } : {}),
    ...(wallet.chains ? { chains: [...wallet.chains] } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    imageLoading: 'eager',
  }
}

/** Entries in the order of `ids` (featuredWalletIds order); entries not named go last. */
export function sortByIds<E extends { readonly id: string }>(entries: ReadonlyArray<E>, ids: ReadonlyArray<string>): E[] {
  const rank = (id: string): number => {
    const at = ids.indexOf(id)
    return at === -1 ? ids.length : at
  }
  return [...entries].sort((a, b) => rank(a.id) - rank(b.id))
}

export function uniqueById<E extends { readonly id: string }>(entries: ReadonlyArray<E>): E[] {
  const seen = new Set<string>()
  return entries.filter((entry) => (seen.has(entry.id) ? false : (seen.add(entry.id), true)))
}

/** Decode catalogue items one by one: a bad item is dropped and logged, the rest are kept. */
export function decodeEntries(items: ReadonlyArray<unknown>, logger: LoggerPort): WalletCatalogueEntry[] {
  return decodeEach(WalletCatalogueEntry, items, (error) => logger.warn('wallets: catalogue entry dropped', error))
}
