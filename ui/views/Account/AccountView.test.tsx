import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ModalState } from '../../../kernel'
import type { CaipNetworkId } from '../../../kernel/codec/primitives'
import AccountView from './AccountView'
import { renderView } from '../../testing/renderView'
import { button, click, settle } from '../../testing/render'
import { pipe, withAccount, withView } from '../../testing/fakeKernel'
import { solanaDevnet } from '../../../kernel/networks'

afterEach(() => {
  document.body.innerHTML = ''
})

const address = '0x1234567890abcdef1234567890abcdef12345678'
const withTokens = (s: ModalState): ModalState => ({
  ...s,
  balance: {
    ...s.balance,
    loading: false,
    tokenBalances: [
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, value: 4500, iconUrl: '', quantity: { decimals: '18', numeric: '1.5' } },
    ],
  },
})

describe('Account view', () => {
  it('§9 shows the address truncated 4 and 6, the native balance with 3 decimals and the network button with its image', async () => {
    const { container, kernel } = await renderView(AccountView, pipe(withView('Account'), withAccount(address), withTokens))
    expect(container.textContent).toContain('0x1234…345678')
    expect(container.textContent).toContain('1.500 ETH')
    expect(container.textContent).toContain('$4,500.00')
    expect(kernel.fetchBalances).toHaveBeenCalled()
    const chip = container.querySelector<HTMLButtonElement>('button[title$="Switch network"]')
    // The network's own image (SPEC §7 getAssetImage by its imageId) before its name, as the Networks list shows it.
    expect(chip?.querySelector('img')?.getAttribute('src')).toContain('/public/getAssetImage/eip155%3A1')
    await click(chip)
    expect(kernel.open).toHaveBeenCalledWith({ view: 'Networks' })
  })

  it('§4 after a confirmed send the balances are said to be up to date only once their refresh is back', async () => {
    const sent = {
      hash: `0x${'ab'.repeat(32)}`,
      namespace: 'eip155',
      caipNetworkId: 'eip155:1' as CaipNetworkId,
      explorerUrl: undefined,
      amount: '12.5',
      symbol: 'DVT',
      receiver: address,
      receiverName: undefined,
      status: 'confirmed',
    } as const
    const withSent = (loading: boolean) => (s: ModalState): ModalState => ({ ...s, send: { ...s.send, lastSent: sent }, balance: { ...s.balance, loading } })
    const refreshing = await renderView(AccountView, pipe(withView('Account'), withAccount(address), withTokens, withSent(true)))
    expect(refreshing.container.textContent).toContain('Updating balances…')
    expect(refreshing.container.textContent).not.toContain('Balances are up to date.')
    document.body.innerHTML = ''
    const refreshed = await renderView(AccountView, pipe(withView('Account'), withAccount(address), withTokens, withSent(false)))
    expect(refreshed.container.textContent).toContain('Transaction confirmed')
    expect(refreshed.container.textContent).toContain('Balances are up to date.')
  })

  it('§3 the profile name replaces the address when there is one', async () => {
    const { container } = await renderView(AccountView, pipe(withView('Account'), withAccount(address, { profileName: 'alice.reown.id' })))
    expect(container.textContent).toContain('alice.reown.id')
  })

  it('§1 wallet features follow walletFeaturesOrder (onramp, send, receive)', async () => {
    const { container, kernel } = await renderView(AccountView, (s) =>
      pipe(withView('Account'), withAccount(address))({ ...s, features: { ...s.features, walletFeaturesOrder: ['send', 'onramp', 'receive'] } }),
    )
    const labels = Array.from(container.querySelectorAll('button')).map((b) => b.textContent)
    expect(labels.indexOf('Send')).toBeLessThan(labels.indexOf('Buy'))
    expect(labels.indexOf('Buy')).toBeLessThan(labels.indexOf('Receive'))
    await click(button(container, 'Receive'))
    expect(kernel.open).toHaveBeenCalledWith({ view: 'Receive' })
    await click(button(container, 'Buy'))
    expect(kernel.open).toHaveBeenCalledWith({ view: 'OnRampProviders' })
  })

  it('§1 features off hide their buttons and the Activity tab', async () => {
    const { container } = await renderView(AccountView, (s) =>
      pipe(withView('Account'), withAccount(address))({ ...s, features: { ...s.features, send: false, receive: false, history: false } }),
    )
    expect(button(container, 'Send')).toBeUndefined()
    expect(Array.from(container.querySelectorAll('[role="tab"]')).map((t) => t.textContent)).toEqual(['Tokens', 'NFTs'])
  })

  it('§2 the first Account render shows the token skeleton, never "No tokens yet", before its balance request starts', async () => {
    // Hold the next animation frame: the moment between the first render and the balance request.
    const frames: FrameRequestCallback[] = []
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    try {
      const { container } = await renderView(AccountView, (s) =>
        pipe(withView('Account'), withAccount(address))({ ...s, balance: { ...s.balance, loading: false, tokenBalances: [] } }),
      )
      expect(container.querySelector('[data-skeleton]')).not.toBeNull()
      expect(container.textContent).not.toContain('No tokens yet')
      // A frame later nothing came of the request: now the list really is empty.
      await settle(() => frames.forEach((callback) => callback(0)))
      expect(container.textContent).toContain('No tokens yet')
    } finally {
      raf.mockRestore()
    }
  })

  it('§2 while the balance code is still on its way (a slow network: its request waits for it), the Account view shows the token skeleton, not "No tokens yet"', async () => {
    const { container, kernel } = await renderView(AccountView, (s) => {
      const connected = pipe(withView('Account'), withAccount(address))(s)
      return { ...connected, balance: { ...connected.balance, target: {}, loading: false, tokenBalances: [] } }
    })
    // Frames pass; the balance service has not run yet, so it has no account and nothing was asked.
    await settle(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(container.querySelector('[data-skeleton]')).not.toBeNull()
    expect(container.textContent).not.toContain('No tokens yet')
    // The service runs, takes the account and its answer is an empty list: now that is the truth.
    await settle(() => kernel.update((s) => ({ ...s, balance: { ...s.balance, target: { address, caipNetworkId: s.activeCaipNetwork.caipNetworkId, namespace: 'eip155' } } })))
    expect(container.textContent).toContain('No tokens yet')
  })

  it('tabs Tokens / NFTs / Activity: loading, empty and error states are honest', async () => {
    const { container, kernel } = await renderView(AccountView, (s) =>
      pipe(withView('Account'), withAccount(address))({ ...s, balance: { ...s.balance, loading: true, tokenBalances: [] } }),
    )
    expect(container.querySelector('[data-skeleton]')?.getAttribute('aria-label')).toBe('Loading tokens')
    await settle(() => kernel.update((s) => ({ ...s, balance: { ...s.balance, loading: false, error: 'Token Balance Unavailable' } })))
    expect(container.textContent).toContain('Token Balance Unavailable')
    await settle(() => kernel.update((s) => ({ ...s, balance: { ...s.balance, error: undefined } })))
    expect(container.textContent).toContain('No tokens yet')
    await click(container.querySelector('[data-tab="nfts"]'))
    expect(kernel.setAccountTab).toHaveBeenCalledWith(1)
    await settle(() => kernel.update(withAccount(address, { currentTab: 1 })))
    expect(kernel.nfts.fetch).toHaveBeenCalledTimes(1)
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe('Loading NFTs')
    await settle(() => kernel.update((s) => ({ ...s, nfts: { ...s.nfts, status: 'loaded' } })))
    expect(container.textContent).toContain('No NFTs yet')
  })

  it('§4 account type: offers the other account of the wallet and switches to it', async () => {
    const { container, kernel } = await renderView(
      AccountView,
      pipe(
        withView('Account'),
        withAccount(address, {
          allAccounts: [
            { namespace: 'eip155', address, type: 'eoa' },
            { namespace: 'eip155', address: '0x9999999999999999999999999999999999999999', type: 'smartAccount' },
          ],
        }),
      ),
    )
    await click(button(container, 'Switch to your smart account'))
    expect(kernel.switchAccount).toHaveBeenCalledWith({
      connectorId: 'mock',
      address: '0x9999999999999999999999999999999999999999',
      namespace: 'eip155',
    })
  })

  it('§4 Disconnect asks the kernel to disconnect, then closes', async () => {
    const { container, kernel } = await renderView(AccountView, pipe(withView('Account'), withAccount(address)))
    await click(button(container, 'Disconnect'))
    expect(kernel.disconnect).toHaveBeenCalled()
    expect(kernel.close).toHaveBeenCalled()
  })
})

const solanaAddress = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
/** A Solana account on Solana Devnet, active, with the explorer page the kernel gives (or none). */
const withSolanaAccount =
  (addressExplorerUrl: string | undefined) =>
  (s: ModalState): ModalState => {
    const evm = s.chains.eip155
    if (!evm) return s
    return {
      ...s,
      connected: true,
      activeNamespace: 'solana',
      activeCaipNetwork: solanaDevnet,
      activeCaipAddress: `${solanaDevnet.caipNetworkId}:${solanaAddress}` as ModalState['activeCaipAddress'],
      connection: { ...s.connection, connected: true, status: { solana: 'connected' }, connectorIds: { solana: 'mock' } },
      chains: {
        ...s.chains,
        solana: {
          ...evm,
          namespace: 'solana',
          caipNetworks: [solanaDevnet],
          networkState: { ...evm.networkState, caipNetwork: solanaDevnet },
          accountState: { ...evm.accountState, address: solanaAddress, status: 'connected', addressExplorerUrl },
        },
      },
    }
  }

describe('Account view of an account that can have no name', () => {
  it('§9 Account, solana (names only on eip155): the address, its copy button and the explorer link share one row, the address shown once', async () => {
    const explorer = `https://explorer.test/address/${solanaAddress}`
    const { container } = await renderView(AccountView, pipe(withView('Account'), withSolanaAccount(explorer)))
    // The copy button sits in a wrapper of its own; the row is that wrapper's parent.
    const row = button(container, 'Copy address')?.parentElement?.parentElement
    expect(row?.querySelector(`[title="${solanaAddress}"]`)?.textContent).toBe('7xKX…osgAsU')
    expect(row?.querySelector('a')?.getAttribute('href')).toBe(explorer)
    expect(container.textContent?.split('7xKX…osgAsU').length).toBe(2)
  })

  it('§3 Account, solana: without an addressExplorerUrl the row holds the address and its copy button alone', async () => {
    const { container } = await renderView(AccountView, pipe(withView('Account'), withSolanaAccount(undefined)))
    const row = button(container, 'Copy address')?.parentElement?.parentElement
    expect(row?.querySelector(`[title="${solanaAddress}"]`)).not.toBeNull()
    expect(row?.querySelector('a')).toBeNull()
  })
})

describe('Account view of an EVM account without a name', () => {
  const withExplorer = (s: ModalState): ModalState => {
    const evm = s.chains.eip155
    if (!evm) return s
    return { ...s, chains: { ...s.chains, eip155: { ...evm, accountState: { ...evm.accountState, profileName: undefined, addressExplorerUrl: `https://explorer.test/address/${address}` } } } }
  }

  it('§9 Account, eip155, no name found: the address heads the view, its copy button and explorer link on its row, the address shown once', async () => {
    const { container } = await renderView(AccountView, pipe(withView('Account'), withAccount(address), withExplorer))
    const row = button(container, 'Copy address')?.parentElement?.parentElement
    expect(row?.querySelector(`[title="${address}"]`)?.textContent).toBe('0x1234…345678')
    expect(row?.querySelector('a')?.getAttribute('href')).toBe(`https://explorer.test/address/${address}`)
    expect(container.textContent?.split('0x1234…345678').length).toBe(2)
  })
})
