// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { ModalKernel } from '../../kernel'
import { mainnet, polygon, solana } from '../../kernel/networks'
import { createMockAdapter, type MockAdapter } from '../../adapters/mock'
import {
  KernelProvider,
  useAccount,
  useDisconnect,
  useModal,
  useModalEvents,
  useModalState,
  useNetwork,
  useProvider,
  useTheme,
  useWalletInfo,
} from '../../ui'
import { createTestKernel } from '../../ui/testing/fakeKernel'

// React warns unless told that this environment uses act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Runs a command and lets React and pending promises settle. */
const settle = (action: () => unknown): Promise<void> =>
  act(async () => {
    await action()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

const address = '0x1111111111111111111111111111111111111111'
let kernel: ModalKernel | undefined

afterEach(() => {
  kernel?.destroy()
  kernel = undefined
  document.body.innerHTML = ''
})

/** A real kernel with the mock wallet (eip155, and solana when asked). */
function start(wallet: MockAdapter = createMockAdapter()): ModalKernel {
  kernel = createTestKernel({ networks: [mainnet, polygon, solana], adapters: [wallet] })
  return kernel
}

/** Renders a hook's latest value; `latest()` reads it after each render. */
async function probe<T>(modal: ModalKernel, hook: () => T): Promise<{ readonly latest: () => T }> {
  let value: T | undefined
  function Probe(): ReactNode {
    value = hook()
    return null
  }
  const container = document.body.appendChild(document.createElement('div'))
  await act(async () =>
    createRoot(container).render(
      <KernelProvider kernel={modal}>
        <Probe />
      </KernelProvider>,
    ),
  )
  return { latest: () => value as T }
}

describe('hooks of airlock/react', () => {
  it('useModal opens and closes the modal (SPEC §2 opening rules: Connect when not connected)', async () => {
    const modal = start()
    const hook = await probe(modal, () => ({ controls: useModal(), status: useModalState() }))
    expect(hook.latest().status).toMatchObject({ open: false, loading: false, activeNamespace: 'eip155', selectedNetworkId: 'eip155:1' })
    await settle(() => hook.latest().controls.open())
    expect(hook.latest().status).toMatchObject({ open: true, view: 'Connect' })
    await settle(() => hook.latest().controls.close())
    expect(hook.latest().status.open).toBe(false)
  })

  it('useAccount gives address, CAIP address, status and namespace, and follows the connection (SPEC §3 account state)', async () => {
    const modal = start(createMockAdapter({ alsoNamespaces: ['solana'] }))
    const hook = await probe(modal, () => ({ active: useAccount(), solana: useAccount({ namespace: 'solana' }) }))
    expect(hook.latest().active).toMatchObject({ namespace: 'eip155', status: 'disconnected', isConnected: false, address: undefined })
    await settle(() => modal.connect({ connectorId: 'mock' }))
    expect(hook.latest().active).toMatchObject({
      namespace: 'eip155',
      address,
      caipAddress: `eip155:1:${address}`,
      status: 'connected',
      isConnected: true,
      embeddedWalletInfo: undefined,
    })
    expect(hook.latest().solana).toMatchObject({ namespace: 'solana', status: 'connected', address: 'So11111111111111111111111111111111111111112' })
  })

  it('useNetwork gives the active network and the offered ones, and switches (SPEC §4 switching network)', async () => {
    const modal = start()
    const hook = await probe(modal, useNetwork)
    expect(hook.latest()).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1, isUnsupported: false })
    expect(hook.latest().networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:137', solana.caipNetworkId])
    await settle(() => modal.connect({ connectorId: 'mock' }))
    await settle(() => hook.latest().switchNetwork(polygon))
    expect(hook.latest()).toMatchObject({ caipNetworkId: 'eip155:137', chainId: 137 })
  })

  it('useTheme reads and sets the theme; a bad mode is refused (SPEC §5 theme mode is light or dark)', async () => {
    const modal = start()
    const hook = await probe(modal, useTheme)
    expect(hook.latest().themeMode).toBe('dark')
    await settle(() => hook.latest().setThemeMode('light'))
    expect(hook.latest().themeMode).toBe('light')
    await settle(() => hook.latest().setThemeVariables({ '--airlock-accent': '#ff0000' }))
    expect(hook.latest().themeVariables).toMatchObject({ '--airlock-accent': '#ff0000' })
    let refused: ReturnType<ReturnType<typeof useTheme>['setThemeMode']> | undefined
    await settle(() => {
      refused = hook.latest().setThemeMode('sepia' as 'light')
    })
    expect(refused?.ok).toBe(false)
    expect(hook.latest().themeMode).toBe('light')
  })

  it('useModalEvents gives the latest tracked event (SPEC §8 track events)', async () => {
    const modal = start()
    const hook = await probe(modal, useModalEvents)
    expect(hook.latest()).toBeUndefined()
    await settle(() => modal.connect({ connectorId: 'mock' }))
    await settle(() => modal.disconnect())
    expect(hook.latest()).toMatchObject({ type: 'track', event: 'DISCONNECT_SUCCESS' })
  })

  it('useDisconnect disconnects every namespace, or one (SPEC §4 disconnect)', async () => {
    const modal = start(createMockAdapter({ alsoNamespaces: ['solana'] }))
    const hook = await probe(modal, () => ({ disconnect: useDisconnect().disconnect, eip155: useAccount().status, solana: useAccount({ namespace: 'solana' }).status }))
    await settle(() => modal.connect({ connectorId: 'mock' }))
    expect(hook.latest()).toMatchObject({ eip155: 'connected', solana: 'connected' })
    await settle(() => hook.latest().disconnect())
    expect(hook.latest()).toMatchObject({ eip155: 'disconnected', solana: 'disconnected' })
  })

  it('useWalletInfo names the connected wallet, and nothing when disconnected', async () => {
    const modal = start(
      createMockAdapter({ connectors: [{ id: 'io.example', type: 'ANNOUNCED', name: 'Example Wallet', chain: 'eip155', imageUrl: 'data:image/png;base64,AA==', info: { rdns: 'io.example' } }] }),
    )
    const hook = await probe(modal, useWalletInfo)
    expect(hook.latest().walletInfo).toBeUndefined()
    await settle(() => modal.connect({ connectorId: 'io.example' }))
    expect(hook.latest().walletInfo).toEqual({
      id: 'io.example',
      name: 'Example Wallet',
      icon: 'data:image/png;base64,AA==',
      type: 'ANNOUNCED',
      rdns: 'io.example',
    })
    await settle(() => modal.disconnect())
    expect(hook.latest().walletInfo).toBeUndefined()
  })

  it("useProvider gives the connection's own provider for the active namespace, undefined while disconnected", async () => {
    const wallet = createMockAdapter({ gasPrice: '0x3b9aca00' })
    const modal = start(wallet)
    const hook = await probe(modal, () => useProvider<{ request: (args: { method: string }) => Promise<unknown> }>())
    expect(hook.latest()).toEqual({ namespace: 'eip155', walletProvider: undefined })
    await settle(() => modal.connect({ connectorId: 'mock' }))
    const provider = hook.latest().walletProvider
    expect(provider).toBeDefined()
    await expect(provider?.request({ method: 'eth_gasPrice' })).resolves.toBe('0x3b9aca00')
    expect(wallet.calls.at(-1)).toEqual({ method: 'request', args: { method: 'eth_gasPrice' } })
    await settle(() => modal.disconnect())
    expect(hook.latest().walletProvider).toBeUndefined()
  })
})
