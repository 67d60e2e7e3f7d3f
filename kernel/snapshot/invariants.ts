import type { ChainNamespace } from '../codec/primitives'
import type { ModalState } from '../types'

const STATUSES: ReadonlySet<string> = new Set(['connected', 'connecting', 'disconnected'])

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
  return broken
}
