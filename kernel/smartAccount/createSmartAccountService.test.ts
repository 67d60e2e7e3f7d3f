import { BehaviorSubject, of, throwError, type Observable } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { Adapter, SmartAccountSwitch } from '../ports/adapter'
import type { ChainState } from '../chain/types'
import type { ConnectionState } from '../connection/types'
import { createSmartAccountService } from './createSmartAccountService'

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'

/** The embedded wallet connected on chain 31337 as its EOA, preferring `preferred`; the wallet offers its smart account on `enabled`. */
function rig(options: { preferred: 'eoa' | 'smartAccount'; enabled?: number[]; setPreferred?: (type: 'eoa' | 'smartAccount') => Observable<unknown> }) {
  const calls: unknown[][] = []
  const defaults: string[] = []
  const account = (address: string) => ({
    address,
    allAccounts: [{ namespace: 'eip155', address: EOA, type: 'eoa' }],
    preferredAccountTypes: { eip155: options.preferred },
  })
  const chain$ = new BehaviorSubject({
    chains: { eip155: { accountState: account(EOA), networkState: { caipNetwork: { id: 31337 } } } },
  } as unknown as ChainState)
  const connection$ = new BehaviorSubject({ connectorIds: { eip155: 'embedded' }, status: { eip155: 'connected' } } as unknown as ConnectionState)
  const wallet: SmartAccountSwitch = {
    connectorId: 'embedded',
    enabledNetworks: () => of({ smartAccountEnabledNetworks: options.enabled ?? [31337] }),
    init: () => (calls.push(['init']), of({ address: SMART, isDeployed: false })),
    setDefault: (type) => void defaults.push(type),
    setPreferred:
      options.setPreferred ??
      ((type) => (
        calls.push(['setPreferred', type]),
        of({
          address: type === 'smartAccount' ? SMART : EOA,
          accounts: [
            { address: EOA, type: 'eoa' },
            { address: SMART, type: 'smartAccount' },
          ],
          preferredAccountType: type,
          smartAccountDeployed: false,
        })
      )),
  }
  const service = createSmartAccountService({
    adapters: [{ smartAccount: wallet } as unknown as Adapter],
    chain: {
      state$: chain$,
      setNetworkProp: (...args) => void calls.push(['setNetworkProp', ...args]),
      setAllAccounts: (...args) => void calls.push(['setAllAccounts', ...args]),
      setAccountProp: (...args) => void calls.push(['setAccountProp', ...args]),
      setPreferredAccountType: (...args) => void calls.push(['setPreferredAccountType', ...args]),
    },
    connection: {
      state$: connection$,
      switchAccount: (params) => {
        calls.push(['switchAccount', params.address])
        const state = chain$.getValue()
        chain$.next({ ...state, chains: { eip155: { ...state.chains.eip155!, accountState: { ...state.chains.eip155!.accountState, address: params.address } } } } as ChainState)
      },
    },
    store: { write: (...args) => void calls.push(['write', ...args]) },
  })
  const running = service.run$.subscribe()
  /** The wallet moved to network `id` (the frame acts as its EOA there unless it offers the smart account). */
  const toNetwork = (id: number) => {
    const state = chain$.getValue()
    chain$.next({ ...state, chains: { eip155: { ...state.chains.eip155!, networkState: { caipNetwork: { id } } } } } as unknown as ChainState)
  }
  const prefer = (type: 'eoa' | 'smartAccount') => {
    const state = chain$.getValue()
    const entry = state.chains.eip155!
    chain$.next({ ...state, chains: { eip155: { ...entry, accountState: { ...entry.accountState, preferredAccountTypes: { eip155: type } } } } } as ChainState)
  }
  const address = () => chain$.getValue().chains.eip155?.accountState.address
  return { calls, defaults, service, toNetwork, prefer, address, stop: () => running.unsubscribe() }
}

describe('the embedded wallet\'s account type (SPEC §1 eoa ↔ smartAccount, §3, §4, §7)', () => {
  it('§4 smartAccount is the eip155 default: connected on an enabled network, the wallet moves to its smart account, known before deployment (§3 smartAccountDeployed false)', () => {
    const { calls, service, stop } = rig({ preferred: 'smartAccount' })
    expect(calls).toEqual([
      ['setNetworkProp', 'eip155', 'smartAccountEnabledNetworks', [31337]],
      ['write', 'smartAccountEnabledNetworks', [31337]],
      ['init'],
      [
        'setAllAccounts',
        'eip155',
        [
          { namespace: 'eip155', address: EOA, type: 'eoa' },
          { namespace: 'eip155', address: SMART, type: 'smartAccount' },
        ],
      ],
      ['setAccountProp', 'eip155', 'smartAccountDeployed', false],
      ['setPreferred', 'smartAccount'],
      [
        'setAllAccounts',
        'eip155',
        [
          { namespace: 'eip155', address: EOA, type: 'eoa' },
          { namespace: 'eip155', address: SMART, type: 'smartAccount' },
        ],
      ],
      ['setAccountProp', 'eip155', 'smartAccountDeployed', false],
      ['setPreferredAccountType', 'eip155', 'smartAccount'],
      ['switchAccount', SMART],
    ])
    expect(service.getState()).toEqual({ status: 'idle' })
    stop()
  })

  it('§4 a preferred eoa (options.defaultAccountTypes or a stored choice) keeps the EOA; the smart account is listed beside it', () => {
    const { calls, stop } = rig({ preferred: 'eoa' })
    expect(calls.filter(([name]) => name === 'setPreferred' || name === 'switchAccount')).toEqual([])
    expect(calls).toContainEqual(['setAccountProp', 'eip155', 'smartAccountDeployed', false])
    stop()
  })

  it('§3 smartAccountEnabledNetworks: on a network the wallet does not offer it on, nothing else is asked', () => {
    const { calls, stop } = rig({ preferred: 'smartAccount', enabled: [1] })
    expect(calls).toEqual([
      ['setNetworkProp', 'eip155', 'smartAccountEnabledNetworks', [1]],
      ['write', 'smartAccountEnabledNetworks', [1]],
    ])
    stop()
  })

  it('§3 smartAccountEnabledNetworks: moved to a network without smart accounts, the connection follows the wallet back to its EOA; back on an enabled one, to the smart account', () => {
    const { calls, toNetwork, address, stop } = rig({ preferred: 'smartAccount', enabled: [31337] })
    expect(address()).toBe(SMART)
    calls.length = 0
    toNetwork(1)
    expect(calls).toEqual([
      ['setNetworkProp', 'eip155', 'smartAccountEnabledNetworks', [31337]],
      ['write', 'smartAccountEnabledNetworks', [31337]],
      ['setAllAccounts', 'eip155', [{ namespace: 'eip155', address: EOA, type: 'eoa' }]],
      ['switchAccount', EOA],
    ])
    expect(address()).toBe(EOA)
    calls.length = 0
    toNetwork(31337)
    expect(calls.filter(([name]) => name === 'init' || name === 'setPreferred' || name === 'switchAccount')).toEqual([['init'], ['setPreferred', 'smartAccount'], ['switchAccount', SMART]])
    expect(address()).toBe(SMART)
    stop()
  })

  it('§4 the resolved preference reaches the wallet before it connects (stored, else the default), and again when it changes', () => {
    const first = rig({ preferred: 'smartAccount' })
    expect(first.defaults).toEqual(['smartAccount'])
    first.stop()
    const { defaults, prefer, stop } = rig({ preferred: 'eoa' })
    expect(defaults).toEqual(['eoa'])
    prefer('smartAccount')
    prefer('smartAccount')
    expect(defaults).toEqual(['eoa', 'smartAccount'])
    stop()
  })

  it('§1 a switch the wallet refuses leaves the account as it was and says why; the next attempt clears it', () => {
    let refuse = true
    const { calls, service, stop } = rig({
      preferred: 'eoa',
      setPreferred: (type) => (refuse ? throwError(() => new Error('Smart accounts are not enabled on this network')) : of({ address: type === 'smartAccount' ? SMART : EOA, accounts: [] })),
    })
    service.dispatch({ type: 'switch', to: 'smartAccount' })
    expect(service.getState()).toEqual({ status: 'idle', error: 'Smart accounts are not enabled on this network' })
    expect(calls.filter(([name]) => name === 'switchAccount')).toEqual([])
    refuse = false
    service.dispatch({ type: 'switch', to: 'smartAccount' })
    expect(service.getState()).toEqual({ status: 'idle' })
    expect(calls).toContainEqual(['switchAccount', SMART])
    stop()
  })
})
