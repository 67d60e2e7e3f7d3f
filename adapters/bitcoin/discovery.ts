import { Observable } from 'rxjs'
import type { Wallet } from '@wallet-standard/base'
import type { Wallets } from '@wallet-standard/app'
import type { ConnectorWithProvider } from '../../kernel/ports/adapter'
import { isBitcoinWallet, standardClient } from './clients/standard'
import { satsConnectClient, type SatsConnectProvider } from './clients/satsConnect'
import { unisatClient, type UnisatProvider } from './clients/unisat'
import type { BitcoinClient } from './types'
import { messages } from './messages'
import { injectedBitcoinMark } from './injectedMark'

/** A connector of the adapter: its provider is the client that speaks the wallet's interface. */
export interface BitcoinConnector extends ConnectorWithProvider {
  readonly provider: BitcoinClient
}

export const UNISAT_ID = 'unisat'
export const UNISAT_NAME = messages.unisatName
const SATS_PREFIX = 'sats-connect:'

const dataImage = (icon: unknown) => (typeof icon === 'string' && icon.startsWith('data:image/') ? { imageUrl: icon } : {})

/** The object at a dotted path of the page ('XverseProviders.BitcoinProvider'), as Sats Connect names providers. */
function atPath(target: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined), target)
}

const hasMethods = (value: unknown, ...methods: string[]): boolean =>
  typeof value === 'object' && value !== null && methods.every((m) => typeof (value as Record<string, unknown>)[m] === 'function')

/** Sats Connect providers the page lists in `window.btc_providers`. */
function satsConnectors(target: object): BitcoinConnector[] {
  const listed = (target as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(listed)) return []
  return listed.flatMap((entry: unknown): BitcoinConnector[] => {
    const { id, name, icon } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>
    if (typeof id !== 'string' || typeof name !== 'string' || name.trim() === '') return []
    const provider = atPath(target, id)
    if (!hasMethods(provider, 'request')) return []
    return [{ id: `${SATS_PREFIX}${id}`, type: 'ANNOUNCED', name, chain: 'bip122', ...dataImage(icon), provider: satsConnectClient(provider as SatsConnectProvider) }]
  })
}

function unisatConnector(target: object): BitcoinConnector[] {
  const provider = (target as { unisat?: unknown }).unisat
  if (!hasMethods(provider, 'requestAccounts', 'getAccounts', 'signMessage', 'sendBitcoin')) return []
  return [{ id: UNISAT_ID, type: 'INJECTED', name: UNISAT_NAME, chain: 'bip122', imageUrl: injectedBitcoinMark, provider: unisatClient(provider as UnisatProvider) }]
}

const standardConnector = (wallet: Wallet): BitcoinConnector => ({
  id: wallet.name,
  type: 'ANNOUNCED',
  name: wallet.name,
  chain: 'bip122',
  ...dataImage(wallet.icon),
  provider: standardClient(wallet),
})

/**
 * Bitcoin wallets through the three interfaces they expose: the Wallet Standard (again whenever a
 * wallet registers or leaves), Sats Connect's `btc_providers` list and an injected `unisat`, both
 * read at once and again when the page has loaded (wallet scripts run before or after the app's).
 */
export function discoverBitcoinWallets(wallets: Wallets, target: object | undefined): Observable<ReadonlyArray<BitcoinConnector>> {
  return new Observable((subscriber) => {
    const publish = () => {
      const seen = new Set<string>()
      const standard = wallets.get().filter((wallet) => {
        // One connector per name (SPEC §5 connector dedup).
        if (!isBitcoinWallet(wallet) || seen.has(wallet.name)) return false
        seen.add(wallet.name)
        return true
      })
      subscriber.next([...standard.map(standardConnector), ...(target ? [...satsConnectors(target), ...unisatConnector(target)] : [])])
    }
    const offRegister = wallets.on('register', publish)
    const offUnregister = wallets.on('unregister', publish)
    const page = target as Partial<Window> | undefined
    const loaded = page?.document?.readyState === 'complete'
    if (page?.addEventListener && !loaded) page.addEventListener('load', publish, { once: true })
    publish()
    return () => {
      offRegister()
      offUnregister()
      page?.removeEventListener?.('load', publish)
    }
  })
}
