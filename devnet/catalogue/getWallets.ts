import { badRequest } from '../http/problem'
import { list, optionalString, positiveInteger } from '../http/query'
import { json } from '../http/reply'
import type { Router } from '../http/router'
import type { CatalogueWallet } from './generate'

export interface WalletQuery {
  readonly page: number
  readonly entries: number
  readonly include?: ReadonlyArray<string>
  readonly exclude?: ReadonlyArray<string>
  readonly chains?: ReadonlyArray<string>
  readonly search?: string
  readonly badge?: 'certified' | 'none'
}

const BADGES = ['certified', 'none'] as const

export function parseWalletQuery(query: URLSearchParams): WalletQuery {
  const badge = optionalString(query, 'badge_type')
  if (badge !== undefined && !(BADGES as ReadonlyArray<string>).includes(badge)) {
    throw badRequest(`Query parameter "badge_type" must be one of ${BADGES.join(', ')}, got "${badge}"`)
  }
  const chains = list(query, 'chains')
  for (const chain of chains ?? []) {
    if (!/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chain)) throw badRequest(`Invalid CAIP-2 id "${chain}" in "chains"`)
  }
  const search = optionalString(query, 'search')?.trim()
  const include = list(query, 'include')
  const exclude = list(query, 'exclude')
  return {
    page: positiveInteger(query, 'page', 1, 100_000),
    entries: positiveInteger(query, 'entries', 40, 1_000),
    ...(include ? { include } : {}),
    ...(exclude ? { exclude } : {}),
    ...(chains ? { chains } : {}),
    ...(search ? { search } : {}),
    ...(badge ? { badge: badge as 'certified' | 'none' } : {}),
  }
}

/**
 * The filters of GET /getWallets: include keeps only those ids, exclude drops ids, chains keeps
 * wallets supporting at least one of them, badge_type matches the badge, search matches the name
 * case-insensitively. `count` is the number matching before paging (pages count from 1).
 */
export function selectWallets(catalogue: ReadonlyArray<CatalogueWallet>, query: WalletQuery): { data: CatalogueWallet[]; count: number } {
  const include = query.include ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const chains = query.chains ? new Set(query.chains) : undefined
  const search = query.search?.toLowerCase()
  const matching = catalogue.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!chains || wallet.chains.some((chain) => chains.has(chain))) &&
      (!query.badge || wallet.badge_type === query.badge) &&
      (!search || wallet.name.toLowerCase().includes(search)),
  )
  const start = (query.page - 1) * query.entries
  return { data: matching.slice(start, start + query.entries), count: matching.length }
}

/** SPEC §7 GET /getWallets?page&entries&include&exclude&chains&search&badge_type → {data, count}. */
export const getWalletsRoutes = (catalogue: ReadonlyArray<CatalogueWallet>) => (router: Router) =>
  router.get('/getWallets', (context) => json(selectWallets(catalogue, parseWalletQuery(context.query))))
