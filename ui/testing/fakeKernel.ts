import { BehaviorSubject, distinctUntilChanged, map } from 'rxjs'
import { vi } from 'vitest'
import {
  createMemoryStorage,
  createModal,
  createRecordingLogger,
  createStaticPlatform,
  type AirlockOptions,
  type KernelEnv,
  type ModalKernel,
  type ModalState,
} from '../../kernel'
import { mainnet, polygon } from '../../kernel/networks'
import type { AccountState } from '../../kernel/chain/types'
import { connectList } from '../../kernel/wallets/connectList'
import { allWalletsGrid } from '../../kernel/wallets/allWalletsGrid'

/** Answers every HTTP call with 404, so a test kernel never reaches the network. */
const offline = () => Promise.resolve(new Response('{}', { status: 404 }))

/** A real kernel with no adapters, offline, on an injected platform. */
export function createTestKernel(options: Partial<AirlockOptions> = {}, env: Partial<KernelEnv> = {}): ModalKernel {
  return createModal(
    { networks: [mainnet, polygon], projectId: 'test', ...options },
    {
      fetch: offline,
      storage: createMemoryStorage(),
      logger: createRecordingLogger(),
      platform: createStaticPlatform(),
      ...env,
    },
  )
}

/** What the kernel's snapshot derives from other fields, derived again after a test's patch. */
const derived = (s: ModalState): ModalState => ({
  ...s,
  connectList: connectList(s.wallets, s.connection.recentWallets, s.features.connectorTypeOrder),
  allWalletsGrid: allWalletsGrid(s.wallets),
})

export type FakeKernel = ModalKernel & {
  /** Replaces the state the views see. */
  readonly update: (patch: (state: ModalState) => ModalState) => void
}

/**
 * A kernel whose state the test writes directly (built from a real kernel's snapshot, so every
 * field is real), with every command a spy. For views in states the offline kernel cannot reach.
 */
export function createFakeKernel(patch: (state: ModalState) => ModalState = (s) => s): FakeKernel {
  const real = createTestKernel()
  const state = new BehaviorSubject<ModalState>(derived(patch(real.getState())))
  real.destroy()
  const state$ = state.asObservable()
  // Every command of the real kernel becomes a spy (command groups too), so new commands are covered.
  const spies = Object.fromEntries(
    Object.entries(real).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? vi.fn()
        : typeof value === 'object' && value !== null && !('subscribe' in value)
          ? Object.fromEntries(Object.keys(value).map((name) => [name, vi.fn()]))
          : value,
    ]),
  ) as unknown as ModalKernel
  const pending = () => new Promise<never>(() => undefined)
  vi.mocked(spies.connect).mockImplementation(pending)
  vi.mocked(spies.disconnect).mockResolvedValue(undefined)
  vi.mocked(spies.switchNetwork).mockResolvedValue(undefined)
  vi.mocked(spies.siwx.requestSignature).mockImplementation(pending)
  vi.mocked(spies.send.send).mockImplementation(pending)
  // The fake's clock is the test's clock; a test can pin it with mockReturnValue.
  vi.mocked(spies.now).mockImplementation(() => Date.now())
  return {
    ...spies,
    state$,
    getState: () => state.getValue(),
    select: vi.fn(<R>(selector: (s: ModalState) => R, equals?: (a: R, b: R) => boolean) =>
      state$.pipe(map(selector), distinctUntilChanged(equals)),
    ) as ModalKernel['select'],
    events$: real.events$,
    update: (next) => state.next(derived(next(state.getValue()))),
  }
}

/** State patches the view tests share. */
export const withView =
  (view: ModalState['router']['view'], data?: Readonly<Record<string, unknown>>) =>
  (s: ModalState): ModalState => ({
    ...s,
    modal: { ...s.modal, open: true },
    router: { ...s.router, view, data, history: [{ view, ...(data ? { data } : {}) }] },
  })

export const withAccount =
  (address: string, account: Partial<AccountState> = {}) =>
  (s: ModalState): ModalState => {
    const entry = s.chains.eip155
    if (!entry) return s
    return {
      ...s,
      connected: true,
      activeCaipAddress: `eip155:1:${address}` as ModalState['activeCaipAddress'],
      connection: { ...s.connection, connected: true, status: { eip155: 'connected' }, connectorIds: { eip155: 'mock' } },
      chains: { ...s.chains, eip155: { ...entry, accountState: { ...entry.accountState, address, status: 'connected', ...account } } },
      // The balance service, loaded once a connection begins, takes the account as its target.
      balance: { ...s.balance, target: { address, caipNetworkId: s.activeCaipNetwork.caipNetworkId, namespace: 'eip155' } },
    }
  }

export const pipe =
  (...patches: ReadonlyArray<(s: ModalState) => ModalState>) =>
  (s: ModalState): ModalState =>
    patches.reduce((acc, patch) => patch(acc), s)

/** A kernel with a WalletConnect adapter on eip155, the active namespace. */
export const withWalletConnect = (s: ModalState): ModalState => ({
  ...s,
  activeNamespace: 'eip155',
  connection: {
    ...s.connection,
    connectors: { ...s.connection.connectors, eip155: [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' }] },
  },
})
