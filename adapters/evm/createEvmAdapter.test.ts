import { describe, expect, it } from 'vitest'
import { catchError, firstValueFrom, lastValueFrom, map, of, toArray, take } from 'rxjs'
import { evmAdapter, type EvmAdapterOptions } from './createEvmAdapter'
import { testAdapterHost } from '../../test/harness/adapterHost'
import { createTestScheduler } from '../../test/harness/marbles'
import { announce, createFakeEip1193Wallet } from './fakeWallet.testkit'
import { createModal } from '../../kernel/createModal'
import { createMemoryStorage } from '../../kernel/ports/storage'
import { createStaticPlatform } from '../../kernel/ports/platform'
import { createRecordingLogger } from '../../kernel/ports/logger'
import { ethereum, polygon, base } from '../../kernel/chain/fixtures'
import type { DiscoveryTarget } from './discovery'

const page = (ethereumProvider?: unknown): DiscoveryTarget => Object.assign(new EventTarget(), { ethereum: ethereumProvider })
/** The adapter as the kernel starts it, on a test host. */
const start = (options: EvmAdapterOptions, host = testAdapterHost()) => evmAdapter(options).create(host)

describe('EVM adapter discovery (SPEC §1 enableEIP6963, §3 connector types)', () => {
  it('§3 an EIP-6963 announced wallet is an ANNOUNCED connector with its rdns', async () => {
    const target = page()
    const wallet = createFakeEip1193Wallet()
    announce(target, wallet.provider)
    const list = await firstValueFrom(start({ target }).connectors$)
    expect(list).toEqual([
      expect.objectContaining({ id: 'dev.test.wallet', type: 'ANNOUNCED', name: 'Test Wallet', chain: 'eip155', info: { rdns: 'dev.test.wallet' } }),
    ])
  })

  it('§3 the legacy window.ethereum is an INJECTED Browser Wallet', async () => {
    const wallet = createFakeEip1193Wallet()
    const list = await firstValueFrom(start({ target: page(wallet.provider) }).connectors$)
    expect(list).toEqual([expect.objectContaining({ id: 'injected', type: 'INJECTED', name: 'Browser Wallet' })])
  })

  it('§1 enableEIP6963 off: announcements are not listened to', async () => {
    const target = page()
    announce(target, createFakeEip1193Wallet().provider)
    expect(await firstValueFrom(start({ target, eip6963: false }).connectors$)).toEqual([])
  })

  it('a malformed announcement is ignored', async () => {
    const target = page()
    target.addEventListener('eip6963:requestProvider', () =>
      target.dispatchEvent(Object.assign(new Event('eip6963:announceProvider'), { detail: { info: { name: 3 }, provider: {} } })),
    )
    expect(await firstValueFrom(start({ target }).connectors$)).toEqual([])
  })
})

describe('EVM adapter wallet calls (SPEC §7 wallet RPC)', () => {
  it('connect asks for accounts and the chain, then follows the wallet events', async () => {
    const target = page()
    const wallet = createFakeEip1193Wallet({ chainId: 137 })
    announce(target, wallet.provider)
    const adapter = start({ target })
    const result = await firstValueFrom(adapter.connect({ connectorId: 'dev.test.wallet' }))
    expect(result).toMatchObject({ address: '0x1111111111111111111111111111111111111111', chainId: 137 })
    const events = lastValueFrom(adapter.events$.pipe(take(2), toArray()))
    wallet.switchAccount(['0x2222222222222222222222222222222222222222'])
    wallet.switchChain(1)
    expect(await events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: 'dev.test.wallet',
        accounts: [{ namespace: 'eip155', address: '0x2222222222222222222222222222222222222222', type: 'eoa' }],
      },
      { type: 'chainChanged', connectorId: 'dev.test.wallet', chainId: '0x1' },
    ])
    expect(wallet.listenerCount()).toBe(0)
  })

  it('§4 restore waits for its wallet to announce itself on the kernel clock, then gives up', () => {
    const ts = createTestScheduler()
    ts.run(({ expectObservable, cold }) => {
      const target = page()
      const adapter = start({ target }, testAdapterHost({ scheduler: ts }))
      const late = createFakeEip1193Wallet()
      cold('500ms a').subscribe(() => announce(target, late.provider, { uuid: 'u-2', name: 'Late', icon: 'data:image/svg+xml,<svg/>', rdns: 'dev.test.late' }))
      // The subscription to discovery is the kernel's; here the restore subscribes alone.
      expectObservable(adapter.syncConnection({ connectorId: 'dev.test.never' }).pipe(map(() => 'ok'), catchError(() => of('gave up')))).toBe('1000ms (g|)', {
        g: 'gave up',
      })
    })
  })

  it('§4 restore: syncConnection fails when the wallet holds no authorised account', async () => {
    const wallet = createFakeEip1193Wallet()
    const adapter = start({ target: page(wallet.provider) })
    await expect(firstValueFrom(adapter.syncConnection({ connectorId: 'injected' }))).rejects.toThrow()
  })

  it('§7 wallet_switchEthereumChain takes the hex chain id; an unknown chain fails with 4902', async () => {
    const wallet = createFakeEip1193Wallet({ knownChainIds: [1] })
    const adapter = start({ target: page(wallet.provider) })
    await firstValueFrom(adapter.connect({ connectorId: 'injected' }))
    const error = await firstValueFrom(adapter.switchNetwork(base)).catch((e: unknown) => e)
    expect((error as { code: number }).code).toBe(4902)
    expect(wallet.requests.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
  })

  it('§7 wallet_addEthereumChain sends chainId, rpcUrls, chainName, nativeCurrency, blockExplorerUrls', async () => {
    const wallet = createFakeEip1193Wallet()
    const adapter = start({ target: page(wallet.provider) })
    await firstValueFrom(adapter.connect({ connectorId: 'injected' }))
    await firstValueFrom(adapter.addNetwork!(base))
    expect(wallet.requests.at(-1)).toEqual({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x2105',
          chainName: 'Base',
          nativeCurrency: base.nativeCurrency,
          rpcUrls: base.rpcUrls.default.http,
          blockExplorerUrls: [base.blockExplorers!.default.url],
        },
      ],
    })
  })

  it('§7 personal_sign sends the message as hex with the address', async () => {
    const wallet = createFakeEip1193Wallet()
    const adapter = start({ target: page(wallet.provider) })
    await firstValueFrom(adapter.connect({ connectorId: 'injected' }))
    await firstValueFrom(adapter.signMessage!({ message: 'hi', address: '0x1111111111111111111111111111111111111111' }))
    expect(wallet.requests.at(-1)).toEqual({
      method: 'personal_sign',
      params: ['0x6869', '0x1111111111111111111111111111111111111111'],
    })
  })
})

describe('EVM adapter in the kernel (SPEC §4)', () => {
  it('§4 an unknown chain on switch is added to the wallet, then switched to', async () => {
    const target = page()
    const wallet = createFakeEip1193Wallet({ knownChainIds: [1] })
    announce(target, wallet.provider)
    const modal = createModal(
      { projectId: 'p', networks: [ethereum, polygon], adapters: [evmAdapter({ target })], features: { allWallets: false, analytics: false } },
      { storage: createMemoryStorage(), logger: createRecordingLogger(), platform: createStaticPlatform(), fetch: () => Promise.reject(new Error('offline')) },
    )
    await modal.connect({ connectorId: 'dev.test.wallet' })
    await modal.switchNetwork(polygon)
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_addEthereumChain')
    expect(modal.getState().activeCaipNetwork.caipNetworkId).toBe('eip155:137')
    wallet.switchAccount(['0x3333333333333333333333333333333333333333'])
    expect(modal.getState().activeCaipAddress).toBe('eip155:137:0x3333333333333333333333333333333333333333')
    modal.destroy()
    expect(wallet.listenerCount()).toBe(0)
  })

  it('after modal.destroy() the adapter leaves no listener on the page nor on the wallet', async () => {
    const target = page()
    const live = new Set<EventListenerOrEventListenerObject>()
    const add = target.addEventListener.bind(target)
    const remove = target.removeEventListener.bind(target)
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null) => {
      if (listener) live.add(listener)
      add(type, listener)
    }
    target.removeEventListener = (type: string, listener: EventListenerOrEventListenerObject | null) => {
      if (listener) live.delete(listener)
      remove(type, listener)
    }
    const wallet = createFakeEip1193Wallet()
    announce(target, wallet.provider)
    const modal = createModal(
      { projectId: 'p', networks: [ethereum], adapters: [evmAdapter({ target })], features: { allWallets: false, analytics: false } },
      { storage: createMemoryStorage(), logger: createRecordingLogger(), platform: createStaticPlatform(), fetch: () => Promise.reject(new Error('offline')) },
    )
    await modal.connect({ connectorId: 'dev.test.wallet' })
    expect(live.size).toBeGreaterThan(0)
    expect(wallet.listenerCount()).toBeGreaterThan(0)
    modal.destroy()
    // announce() keeps its own answering listener on the page: only the adapter's must be gone.
    expect(live.size).toBe(1)
    expect(wallet.listenerCount()).toBe(0)
  })
})
