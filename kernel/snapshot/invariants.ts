import type { ChainNamespace } from '../codec/primitives'
import { isValidAddress } from '../codec/addresses'
import { safeImageUrl, safeWalletLink } from '../codec/safe'
import { MAX_RECENT_WALLETS } from '../codec/wallet'
import type { ModalState } from '../types'

const STATUSES: ReadonlySet<string> = new Set(['connected', 'connecting', 'disconnected'])

// Keys whose string values the renderer uses as a link or an image source.
const urlKey = /(url|uri|link|href|icon|image|avatar|logo)$/i

// Snapshots share unchanged parts, so each part is walked once: its findings are kept by identity.
const walked = new WeakMap<object, ReadonlyArray<string>>()

/** Every number in `value` that is not finite, and every link or image that could run script, by path. */
function impossibleValues(value: unknown, depth = 0): ReadonlyArray<string> {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`is ${value}`]
  if (typeof value !== 'object' || value === null || depth > 12) return []
  const known = walked.get(value)
  if (known) return known
  const found: string[] = []
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') {
      if (urlKey.test(key) && item !== '' && safeWalletLink(item) !== item && safeImageUrl(item) !== item) found.push(`${key} is an unsafe link`)
    } else {
      for (const problem of impossibleValues(item, depth + 1)) found.push(`${key}.${problem}`)
    }
  }
  walked.set(value, found)
  return found
}

/**
 * The rules every snapshot keeps (DESIGN §4: a subscriber never sees a state that could not exist).
 * Returns what a snapshot breaks, empty when it keeps them all; the property tests run it on every
 * snapshot the kernel emits.
 */
export function snapshotViolations(state: ModalState): ReadonlyArray<string> {
  const broken: string[] = []
  const check = (rule: boolean, message: string): void => {
    if (!rule) broken.push(message)
  }

  check(Object.isFrozen(state) && Object.isFrozen(state.chains) && Object.isFrozen(state.router.history), 'the snapshot is frozen')
  check(state.connected === Object.values(state.connection.connectorIds).some(Boolean), 'connected ⇔ some namespace has an active connector')
  check(!state.modal.open || state.router.history.length > 0, 'an open modal has a view')

  for (const [namespace, entry] of Object.entries(state.chains) as Array<[ChainNamespace, ModalState['chains'][ChainNamespace]]>) {
    if (!entry) continue
    const account = entry.accountState
    const status = state.connection.status[namespace] ?? 'disconnected'
    check(STATUSES.has(account.status), `${namespace}: a known status`)
    check(account.status === status, `${namespace}: the account status is the connection's`)
    if (account.status === 'connected') {
      check(account.address !== undefined, `${namespace}: connected ⇒ an address`)
      check(entry.networkState.caipNetwork !== undefined, `${namespace}: connected ⇒ a network`)
    }
    if (account.address === undefined) {
      check(account.caipAddress === undefined, `${namespace}: no address ⇒ no CAIP address`)
      check(account.balance === undefined && account.tokenBalance.length === 0, `${namespace}: no address ⇒ no balances`)
      check(account.profileName === undefined && account.profileImage === undefined, `${namespace}: no address ⇒ no profile`)
    } else {
      const network = entry.networkState.caipNetwork
      check(
        network !== undefined && account.caipAddress === `${network.caipNetworkId}:${account.address}`,
        `${namespace}: the CAIP address is the network's and the address`,
      )
    }
  }

  const active = state.chains[state.activeNamespace]
  check(active !== undefined, 'the active namespace has a chain entry')
  check(state.activeCaipNetwork.chainNamespace === state.activeNamespace, 'the active network is in the active namespace')
  check(state.activeCaipAddress === active?.accountState.caipAddress, 'the active CAIP address is the active account’s')
  check(
    state.activeNetworkUnsupported !== state.networks.some((n) => n.caipNetworkId === state.activeCaipNetwork.caipNetworkId),
    'the active network is configured unless flagged unsupported',
  )
  check(new Set(state.alerts.map((a) => a.code)).size === state.alerts.length, 'each alert shows once')

  // Values that cannot exist: numbers are finite, links cannot run script (remote and stored data).
  for (const part of ['chains', 'wallets', 'balance', 'history', 'nfts', 'connection', 'connectList', 'send'] as const) {
    for (const problem of impossibleValues((state as unknown as Record<string, unknown>)[part])) broken.push(`${part}.${problem}`)
  }

  // Addresses are valid for their namespace (SPEC §5); lists read from outside are bounded.
  for (const [namespace, entry] of Object.entries(state.chains)) {
    const address = entry?.accountState.address
    if (address !== undefined) check(isValidAddress(namespace, address), `${namespace}: the address is one of its namespace`)
  }
  const recent = state.connection.recentWallets
  check(recent.length <= MAX_RECENT_WALLETS, 'at most 2 recent wallets')
  check(new Set(recent.map((w) => w.id)).size === recent.length, 'no recent wallet twice')

  // Status consistency: a connected namespace has its connector; a list's status matches its content.
  for (const [namespace, status] of Object.entries(state.connection.status)) {
    if (status === 'connected') check(Boolean(state.connection.connectorIds[namespace as ChainNamespace]), `${namespace}: connected ⇒ a connector`)
  }
  const history = state.history
  check(history.status !== 'filled' || history.transactions.length > 0, 'filled history ⇒ transactions')
  check(!['empty', 'error', 'idle'].includes(history.status) || history.transactions.length === 0, 'empty, idle or failed history ⇒ no transactions')
  for (const list of [state.wallets.catalogue, state.wallets.featured, state.wallets.recommended, state.wallets.search]) {
    check(list.status !== 'error' || (typeof list.error === 'string' && list.error !== ''), 'a failed wallet list says why')
  }
  return broken
}
