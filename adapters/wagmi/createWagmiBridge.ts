import { ChainNotConfiguredError, createConnector, type CreateConnectorFn } from '@wagmi/core'
import { SwitchChainError, UserRejectedRequestError, type Address, type Chain } from 'viem'
import { defaultIfEmpty, filter, firstValueFrom, map, ReplaySubject, skipWhile, take, takeUntil, type Subscription } from 'rxjs'
import type { ModalKernel, ModalState } from '../../kernel/types'
import * as t from 'io-ts'
import { decode, decodeOrThrow } from '../../kernel/codec/decode'
import { evmChainIdOf, evmConnection, EvmChainId, sameConnection, WagmiAddress, type EvmConnection } from './evmConnection'
import { kernelProvider, type AirlockEip1193Provider } from './kernelProvider'

export interface WagmiBridgeOptions {
  /** The connector's id in wagmi (`connector.id`, wagmi's `recentConnectorId`); 'airlock' by default. */
  readonly id?: string
  /** The connector's name as wagmi's `useConnectors` lists it; 'Airlock' by default. */
  readonly name?: string
}

export interface WagmiBridge {
  /** The wagmi connector: list it in `createConfig({ connectors })`. */
  readonly connector: CreateConnectorFn<AirlockEip1193Provider>
  /** Ends every subscription the bridge holds; a connect waiting on the modal is refused. */
  readonly destroy: () => void
}

const Name = /* @__PURE__ */ t.refinement(t.string, (s) => s.trim().length > 0, 'NonEmptyString')
const BridgeOptions = /* @__PURE__ */ t.partial({ id: Name, name: Name }, 'WagmiBridgeOptions')

const eip155Status = (state: ModalState) => state.chains.eip155?.accountState.status ?? 'disconnected'

/**
 * Makes the modal's EVM connection the wagmi config's connection, and the other way round.
 *
 * Modal → wagmi: the connector follows the kernel's eip155 account; a connection made in the modal
 * reaches wagmi as the connector's `connect` event, account and chain changes as `change`, a
 * disconnect as `disconnect` (wagmi's own way for a wallet that connects itself).
 * wagmi → modal: `connect` opens the modal and answers once the person connected there (refused when
 * they close it first); `disconnect` and `switchChain` are the kernel's commands; every wallet request
 * goes to the wallet the modal connected.
 */
export function createWagmiBridge(kernel: ModalKernel, bridgeOptions: WagmiBridgeOptions = {}): WagmiBridge {
  const options = decodeOrThrow(BridgeOptions, bridgeOptions, 'createWagmiBridge options')
  // Replays its one value: a call made after destroy ends at once too.
  const destroyed = new ReplaySubject<void>(1)
  const subscriptions = new Set<Subscription>()
  let ended = false

  const connector = createConnector<AirlockEip1193Provider>((config) => {
    const provider = kernelProvider(kernel)
    // wagmi already drops the connection when it asked for the disconnect itself.
    let disconnecting = false

    const chainOf = (chainId: number): Chain | undefined => config.chains.find((chain) => chain.id === chainId)

    /** Resolves with the modal's connection; opens the modal first when there is none. */
    const connection = async (): Promise<EvmConnection> => {
      const now = evmConnection(kernel.getState())
      if (now) return now
      // A destroyed bridge no longer hears the modal: it must not open one it cannot follow.
      if (ended) throw new UserRejectedRequestError(new Error('The Airlock bridge was destroyed.'))
      kernel.open({ namespace: 'eip155' })
      const answer = await firstValueFrom(
        kernel.state$.pipe(
          // Until the modal shows, a closed modal means nothing yet.
          skipWhile((state) => !state.modal.open && evmConnection(state) === undefined),
          filter((state) => evmConnection(state) !== undefined || !state.modal.open),
          map(evmConnection),
          take(1),
          takeUntil(destroyed),
          defaultIfEmpty(undefined),
        ),
      )
      if (answer === undefined) throw new UserRejectedRequestError(new Error('The modal closed without a connection.'))
      return answer
    }

    const switchTo = async (chainId: number): Promise<Chain> => {
      const chain = chainOf(chainId)
      const network = kernel.getState().networks.find((n) => evmChainIdOf(n) === chainId)
      if (!chain || !network) throw new SwitchChainError(new ChainNotConfiguredError())
      if (evmConnection(kernel.getState())?.chainId !== chainId) await kernel.switchNetwork(network)
      return chain
    }

    return {
      id: options.id ?? 'airlock',
      name: options.name ?? 'Airlock',
      type: 'airlock',

      async setup() {
        // Called while createConfig builds its stores: the first event waits for them to exist.
        await Promise.resolve()
        if (ended) return
        let previous: EvmConnection | undefined
        const subscription = kernel
          .select(evmConnection, sameConnection)
          .pipe(takeUntil(destroyed))
          .subscribe((current) => {
            const before = previous
            previous = current
            if (current && !before) config.emitter.emit('connect', { accounts: [current.address], chainId: current.chainId })
            else if (current && before) config.emitter.emit('change', { accounts: [current.address], chainId: current.chainId })
            else if (!current && before && !disconnecting) config.emitter.emit('disconnect')
          })
        subscriptions.add(subscription)
        subscription.add(() => subscriptions.delete(subscription))
      },

      async connect({ chainId, withCapabilities } = {}) {
        const wanted = chainId === undefined ? undefined : decode(EvmChainId, chainId, 'chainId')
        if (wanted && !wanted.ok) throw wanted.error
        let current = await connection()
        if (wanted && wanted.value !== current.chainId) {
          await switchTo(wanted.value)
          current = evmConnection(kernel.getState()) ?? current
        }
        return {
          // wagmi's connect answers accounts with capabilities when asked; this wallet declares none.
          accounts: (withCapabilities ? [{ address: current.address, capabilities: {} }] : [current.address]) as never,
          chainId: current.chainId,
        }
      },

      async disconnect() {
        disconnecting = true
        try {
          await kernel.disconnect('eip155')
        } finally {
          disconnecting = false
        }
      },

      async getAccounts(): Promise<readonly Address[]> {
        const current = evmConnection(kernel.getState())
        return current ? [current.address] : []
      },

      async getChainId() {
        const state = kernel.getState()
        return evmConnection(state)?.chainId ?? evmChainIdOf(state.chains.eip155?.networkState.caipNetwork) ?? config.chains[0].id
      },

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        // A stored connection the kernel is still restoring counts once it settles.
        const status = await firstValueFrom(
          kernel.select(eip155Status).pipe(
            filter((s) => s !== 'connecting'),
            takeUntil(destroyed),
            defaultIfEmpty('disconnected' as const),
          ),
        )
        return status === 'connected' && evmConnection(kernel.getState()) !== undefined
      },

      async switchChain({ chainId }) {
        const wanted = decode(EvmChainId, chainId, 'chainId')
        if (!wanted.ok) throw new SwitchChainError(wanted.error)
        return switchTo(wanted.value)
      },

      onAccountsChanged(accounts) {
        const first = decode(WagmiAddress, accounts[0], 'account')
        if (first.ok) config.emitter.emit('change', { accounts: [first.value] })
        else config.emitter.emit('disconnect')
      },

      onChainChanged(chainId) {
        const id = decode(EvmChainId, chainId, 'chainId')
        if (id.ok) config.emitter.emit('change', { chainId: id.value })
      },

      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })

  return {
    connector,
    destroy: () => {
      ended = true
      destroyed.next()
      destroyed.complete()
      for (const subscription of [...subscriptions]) subscription.unsubscribe()
    },
  }
}
