import { describe, expect, it, vi } from 'vitest'
import { BehaviorSubject, Subject, distinctUntilChanged, map, of, throwError, type SchedulerLike } from 'rxjs'
import { createTestScheduler } from '../../test/harness/marbles'
import { createMockAdapter, type MockAdapter } from '../../adapters/mock'
import { ethereum, solanaMainnet, bitcoinMainnet } from '../chain/fixtures'
import type { TokenBalance } from '../codec/token'
import type { TrackEvent } from '../connection/types'
import type { Adapter, TransactionRequest } from '../ports/adapter'
import { createRouterService } from '../router/createRouterService'
import type { TransactionAction } from '../router/routerState'
import { createSendService, type SendService } from './createSendService'
import { RECEIPT_POLL_MS, RECEIPT_WAIT_MS } from './receipt'
import type { SendBalances, SendContext, SendResult, SendServiceDeps, SendTrackEvent } from './types'
import { AirlockError } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'
import * as sendRefusals from '../errors/sendRefusals'

/** The connection service's routing, reduced to the namespace's first adapter. */
const walletsOf = (adapters: ReadonlyArray<Adapter>) => {
  const serving = (namespace: Adapter['namespaces'][number]) => adapters.find((a) => a.namespaces.includes(namespace))
  const missing = () => throwError(() => new AirlockError(thrownMessages.adapterNotFound, { category: 'internal' }))
  return {
    sendTransaction: (namespace: Adapter['namespaces'][number], request: TransactionRequest) => {
      const adapter = serving(namespace)
      return adapter?.sendTransaction ? adapter.sendTransaction(request) : missing()
    },
    walletRequest: (namespace: Adapter['namespaces'][number], args: { readonly method: string; readonly params?: unknown }) => {
      const adapter = serving(namespace)
      return adapter?.request ? adapter.request(args) : missing()
    },
  }
}

const sender = '0x1111111111111111111111111111111111111111'
// Lowercase: a checksummed address is checked asynchronously (its own tests below), these rules are not about it.
const receiver = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const usdcAddress = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const solSender = 'So11111111111111111111111111111111111111112'
const solReceiver = 'GokivDYuQXPZCWRkwMhdH2h91KpDQXBEmpgBgs55bnpH'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '2' },
}
const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: `eip155:1:${usdcAddress}`,
  price: 1,
  quantity: { decimals: '6', numeric: '100' },
}
const sol: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: solanaMainnet.caipNetworkId,
  price: 150,
  quantity: { decimals: '9', numeric: '3' },
}

const evmContext: SendContext = { namespace: 'eip155', network: ethereum, address: sender, isSmartAccount: false }
const solanaContext: SendContext = { namespace: 'solana', network: solanaMainnet, address: solSender, isSmartAccount: false }

interface RouterCall {
  readonly op: 'push' | 'pop' | 'drop'
  readonly action?: TransactionAction
}

function setup(
  options: {
    context?: SendContext
    balances?: ReadonlyArray<TokenBalance>
    adapters?: ReadonlyArray<Adapter>
    scheduler?: SchedulerLike
    latencyMs?: number
    resolveName?: SendServiceDeps['resolveName']
  } = {},
) {
  const evm = createMockAdapter({
    namespace: 'eip155',
    ...(options.scheduler ? { scheduler: options.scheduler, latencyMs: options.latencyMs ?? 0 } : {}),
  })
  const solana = createMockAdapter({ namespace: 'solana' })
  const context$ = new BehaviorSubject<SendContext>(options.context ?? evmContext)
  const balances$ = new BehaviorSubject<SendBalances>({ tokenBalances: options.balances ?? [eth, usdc], lastRetry: undefined })
  const reset$ = new Subject<void>()
  const routerCalls: RouterCall[] = []
  const order: string[] = []
  let refreshes = 0
  const refreshedAt: number[] = []
  const service = createSendService(
    {
      ...walletsOf(options.adapters ?? [evm, solana]),
      router: {
        pushTransaction: (action) => {
          routerCalls.push({ op: 'push', action })
          order.push('push')
        },
        popTransaction: () => routerCalls.push({ op: 'pop' }),
        dropTransaction: () => routerCalls.push({ op: 'drop' }),
      },
      refreshBalance: () => {
        refreshes += 1
        refreshedAt.push(options.scheduler?.now() ?? 0)
      },
      ...(options.scheduler ? { scheduler: options.scheduler } : {}),
      ...(options.resolveName ? { resolveName: options.resolveName } : {}),
    },
    { context$, balances$, reset$ },
  )
  const events: SendTrackEvent[] = []
  const errors: string[] = []
  const results: SendResult[] = []
  service.events$.subscribe((e) => events.push(e))
  service.snackbarErrors$.subscribe((m) => errors.push(m))
  service.results$.subscribe((r) => results.push(r))
  service.run$.subscribe()
  const sent = (adapter: MockAdapter) => adapter.callsTo('sendTransaction').map((c) => c.args as TransactionRequest)
  return { service, evm, solana, context$, balances$, reset$, routerCalls, order, events, errors, results, sent, refreshes: () => refreshes, refreshedAt }
}

const fill = (service: SendService, token: TokenBalance | undefined, amount: string, to: string) => {
  service.setToken(token)
  service.setAmount(amount)
  service.setReceiver(to)
}

describe('send service (SPEC §3, §4, §5, §7, §9)', () => {
  it('§4 send: starts with loading set and always clears it (success, in virtual time)', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const { service } = setup({ scheduler: ts, latencyMs: 10 })
      fill(service, eth, '1', receiver)
      cold('5ms a').subscribe(() => service.send())
      expectObservable(service.state$.pipe(map((s) => s.loading), distinctUntilChanged())).toBe('f 4ms t 9ms f', {
        f: false,
        t: true,
      })
    })
  })

  it('§4 send: loading is cleared when the wallet fails and when the form is refused', () => {
    const { service, evm, results } = setup()
    evm.setFlags({ userRejects: true })
    fill(service, eth, '1', receiver)
    service.send()
    expect(service.getState().loading).toBe(false)
    expect(results).toHaveLength(1)
    service.setAmount(undefined)
    service.send()
    expect(service.getState().loading).toBe(false)
    expect(results).toHaveLength(2)
  })

  it('§4 send: a second send while the wallet is asked is ignored (one prompt at a time)', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const { service, evm } = setup({ scheduler: ts, latencyMs: 10 })
      fill(service, eth, '1', receiver)
      cold('a 4ms b 9ms c').subscribe(() => service.send())
      flush()
      // t=0 runs until 10, t=5 is ignored, t=15 runs again (the form was cleared, so it is refused).
      expect(evm.callsTo('sendTransaction')).toHaveLength(1)
    })
  })

  it("§4 send: the chain family decides: eip155 EVM send, solana Solana send, anything else 'Unsupported chain'", () => {
    const evmSetup = setup()
    fill(evmSetup.service, eth, '1', receiver)
    evmSetup.service.send()
    expect(evmSetup.sent(evmSetup.evm)).toHaveLength(1)
    expect(evmSetup.sent(evmSetup.solana)).toHaveLength(0)

    const solanaSetup = setup({ context: solanaContext, balances: [sol] })
    fill(solanaSetup.service, sol, '1', solReceiver)
    solanaSetup.service.send()
    expect(solanaSetup.sent(solanaSetup.solana)).toHaveLength(1)
    expect(solanaSetup.sent(solanaSetup.evm)).toHaveLength(0)

    const other = setup({ context: { namespace: 'bip122', network: bitcoinMainnet, address: 'bc1q', isSmartAccount: false } })
    fill(other.service, undefined, '1', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh')
    other.service.send()
    expect(other.errors).toEqual(['Unsupported chain'])
    expect(other.sent(other.evm)).toHaveLength(0)
  })

  it("§4 send: the chain family is decided first: an empty form on another family fails with 'Unsupported chain'", () => {
    const { service, errors } = setup({ context: { namespace: 'bip122', network: bitcoinMainnet, address: 'bc1q', isSmartAccount: false } })
    service.send()
    expect(errors).toEqual(['Unsupported chain'])
  })

  it("§5 send: amount and receiver address are required ('An amount and receiver address are required')", () => {
    const { service, evm, errors } = setup()
    fill(service, eth, '', receiver)
    service.send()
    fill(service, eth, '1', '')
    service.send()
    fill(service, eth, '0', receiver)
    service.send()
    expect(errors).toEqual([
      'An amount and receiver address are required',
      'An amount and receiver address are required',
      'An amount and receiver address are required',
    ])
    expect(evm.callsTo('sendTransaction')).toHaveLength(0)
  })

  it("§5 send: on EVM a token is required ('A token is required')", () => {
    const { service, evm, errors, results } = setup()
    fill(service, undefined, '1', receiver)
    service.send()
    expect(errors).toEqual(['A token is required'])
    expect(results).toEqual([{ error: expect.objectContaining({ shortMessage: 'A token is required' }) }])
    expect(evm.callsTo('sendTransaction')).toHaveLength(0)
  })

  it('§4/§7 send: a token with an address is a contract call transfer(receiver, amount) on the token contract', () => {
    const { service, evm, sent } = setup()
    fill(service, usdc, '1.5', receiver)
    service.send()
    expect(sent(evm)).toEqual([
      {
        network: ethereum,
        from: sender,
        to: usdcAddress,
        data:
          '0xa9059cbb' +
          '00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' +
          '000000000000000000000000000000000000000000000000000000000016e360',
      },
    ])
    expect(evm.callsTo('sendTransaction')).toHaveLength(1)
  })

  it('§4/§7 send: a token without an address is a native transfer to the receiver, empty data, value in smallest units', () => {
    const { service, evm, sent } = setup()
    fill(service, eth, '0.5', receiver)
    service.send()
    expect(sent(evm)).toEqual([{ network: ethereum, from: sender, to: receiver, value: '500000000000000000', data: '0x' }])
  })

  it('§4 send: a token carrying the native 0xeee address is sent as the native coin, not as transfer()', () => {
    const { service, evm, sent } = setup()
    fill(service, { ...eth, address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }, '1', receiver)
    service.send()
    expect(sent(evm)[0]).toMatchObject({ to: receiver, value: '1000000000000000000', data: '0x' })
  })

  it('§5 send: the amount converts to the smallest unit using the token decimals', () => {
    const { service, evm, sent } = setup({ balances: [eth, { ...usdc, quantity: { decimals: '6', numeric: '1000000' } }] })
    fill(service, { ...usdc, quantity: { decimals: '6', numeric: '1000000' } }, '123456.789012', receiver)
    service.send()
    expect(BigInt(`0x${sent(evm)[0]?.data?.slice(-64) ?? ''}`)).toBe(123_456_789_012n)
  })

  it('§5 send: a token transfer is made only when connected address, amount, receiver and token address are all present', () => {
    const { service, evm, context$, errors } = setup()
    context$.next({ ...evmContext, address: undefined })
    fill(service, usdc, '1', receiver)
    service.send()
    expect(evm.callsTo('sendTransaction')).toHaveLength(0)
    expect(errors).toEqual(['No ActiveCaipAddress found'])
  })

  it('§5 addresses: an invalid receiver shows an inline error and nothing is sent (EVM and Solana codecs)', () => {
    const { service, evm, errors, context$ } = setup()
    fill(service, eth, '1', '0x1234')
    expect(service.getState().receiverError).toBe('Invalid receiver address')
    service.send()
    expect(errors).toEqual(['Invalid receiver address'])
    expect(evm.callsTo('sendTransaction')).toHaveLength(0)
    // SPEC §5: an EVM address may omit 0x; it is sent 0x-prefixed.
    service.setReceiver(receiver.slice(2))
    expect(service.getState().receiverError).toBeUndefined()
    // The same text is judged by the Solana codec once the active family is solana.
    context$.next(solanaContext)
    expect(service.getState().receiverError).toBe('Invalid receiver address')
    service.setReceiver(solReceiver)
    expect(service.getState().receiverError).toBeUndefined()
  })

  it("§5 send: an amount above the token balance is refused ('Insufficient balance'), inline and on send", () => {
    const { service, evm, errors } = setup()
    fill(service, usdc, '100.000001', receiver)
    expect(service.getState().amountError).toBe('Insufficient balance')
    service.send()
    expect(errors).toEqual(['Insufficient balance'])
    expect(evm.callsTo('sendTransaction')).toHaveLength(0)
    service.setAmount('100')
    expect(service.getState().amountError).toBeUndefined()
    service.setAmount('1,5')
    expect(service.getState().amountError).toBe('Invalid amount')
  })

  it('§4 send: before sending the view stack is pushed: native EVM lands on no view, token and Solana sends on Account', () => {
    const native = setup()
    native.evm.setFlags({})
    fill(native.service, eth, '1', receiver)
    native.service.send()
    expect(native.routerCalls).toEqual([{ op: 'push', action: { onSuccess: 'close' } }, { op: 'pop' }])

    const token = setup()
    fill(token.service, usdc, '1', receiver)
    token.service.send()
    expect(token.routerCalls[0]).toEqual({ op: 'push', action: { onSuccess: 'view', view: 'Account' } })

    const solana = setup({ context: solanaContext, balances: [sol] })
    fill(solana.service, sol, '1', solReceiver)
    solana.service.send()
    expect(solana.routerCalls[0]).toEqual({ op: 'push', action: { onSuccess: 'view', view: 'Account' } })
  })

  it('§4 send: the push happens before the wallet is asked, and lands without back navigation (real router)', () => {
    const router = createRouterService()
    router.run$.subscribe()
    const closes: unknown[] = []
    router.closeRequested$.subscribe((c) => closes.push(c))
    const evm = createMockAdapter({ namespace: 'eip155' })
    const walletSend = (request: TransactionRequest) => {
      if (!evm.sendTransaction) throw new Error('the mock adapter sends transactions')
      return evm.sendTransaction(request)
    }
    const pushedBeforeCall: number[] = []
    const watched: Adapter = {
      ...evm,
      sendTransaction: (request) => {
        pushedBeforeCall.push(router.getState().transactionStack.length)
        return walletSend(request)
      },
    }
    const service = createSendService(
      // The router service itself satisfies SendRouter.
      { ...walletsOf([watched]), router, refreshBalance: () => undefined },
      { context$: of(evmContext), balances$: of({ tokenBalances: [eth, usdc], lastRetry: undefined }) },
    )
    service.run$.subscribe()
    router.reset('Account')
    router.push('Send')

    fill(service, usdc, '1', receiver)
    service.send()
    expect(pushedBeforeCall).toEqual([1])
    expect(router.getState().history).toEqual([{ view: 'Account' }])
    expect(router.getState().transactionStack).toEqual([])

    router.push('Send')
    fill(service, eth, '1', receiver)
    service.send()
    expect(closes).toEqual([{ force: true }])
    expect(router.getState().transactionStack).toEqual([])
  })

  it('§4 send: a failed send forgets the pushed landing without navigating; the error goes to the snackbar and results', () => {
    const { service, evm, routerCalls, errors, results } = setup()
    evm.setFlags({ userRejects: true })
    fill(service, eth, '1', receiver)
    service.send()
    expect(routerCalls.map((c) => c.op)).toEqual(['push', 'drop'])
    expect(errors).toEqual(['User rejected the request.'])
    expect(results).toEqual([{ error: expect.objectContaining({ code: 4001, category: 'user' }) }])
    // The form keeps its values so the person can retry.
    expect(service.getState()).toMatchObject({ token: eth, sendTokenAmount: '1', receiverAddress: receiver })
  })

  it('§4 send: a failed send does not navigate: the person stays on the send view (real router)', () => {
    const router = createRouterService()
    router.run$.subscribe()
    const evm = createMockAdapter({ namespace: 'eip155', userRejects: true })
    const service = createSendService(
      { ...walletsOf([evm]), router, refreshBalance: () => undefined },
      { context$: of(evmContext), balances$: of({ tokenBalances: [eth], lastRetry: undefined }) },
    )
    service.run$.subscribe()
    router.reset('Account')
    router.push('Send')
    fill(service, eth, '1', receiver)
    service.send()
    expect(router.getState().history).toEqual([{ view: 'Account' }, { view: 'Send' }])
  })

  it('§5 transaction hash: an EVM wallet answer that is not 0x plus 64 hex characters is a failure', () => {
    const evm = createMockAdapter({ namespace: 'eip155' })
    const odd: Adapter = { ...evm, sendTransaction: () => of({ hash: '0x1234' }) }
    const { service, results } = setup({ adapters: [odd] })
    fill(service, eth, '1', receiver)
    service.send()
    expect(results).toEqual([{ error: expect.objectContaining({ category: 'validation' }) }])
  })

  it('§4 send: after success the send form is cleared and the balance for that chain is refreshed', () => {
    const { service, results, refreshes } = setup()
    fill(service, usdc, '1', receiver)
    service.setReceiver(receiver, { name: 'vitalik.eth', imageUrl: 'https://avatar.test/v.png' })
    expect(service.getState()).toMatchObject({ receiverProfileName: 'vitalik.eth', receiverProfileImageUrl: 'https://avatar.test/v.png' })
    service.send()
    expect(results).toEqual([{ hash: `0x${'cd'.repeat(32)}` }])
    expect(service.getState()).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileImageUrl: undefined,
      receiverProfileName: undefined,
      loading: false,
      tokenBalances: [],
    })
    expect(refreshes()).toBe(1)
  })

  it('§4 send: tracks send initiated (isSmartAccount, token address or symbol, amount, network id); send success after a native EVM send only', () => {
    const native = setup({ context: { ...evmContext, isSmartAccount: true } })
    fill(native.service, eth, '1', receiver)
    native.service.send()
    const properties = { isSmartAccount: true, token: 'ETH', amount: '1', network: 'eip155:1' }
    expect(native.events).toEqual([
      { type: 'track', event: 'SEND_INITIATED', properties },
      { type: 'track', event: 'SEND_SUCCESS', properties },
    ])
    // The shape modal.events$ carries (connection's TrackEvent).
    const asTrack: TrackEvent[] = native.events
    expect(asTrack).toHaveLength(2)

    const token = setup()
    fill(token.service, usdc, '2', receiver)
    token.service.send()
    expect(token.events).toEqual([
      { type: 'track', event: 'SEND_INITIATED', properties: { isSmartAccount: false, token: usdc.address, amount: '2', network: 'eip155:1' } },
    ])

    const refused = setup()
    fill(refused.service, undefined, '2', receiver)
    refused.service.send()
    expect(refused.events).toEqual([])
  })

  it('§7 Solana send: a transaction with the receiver and the amount in the smallest unit', () => {
    const { service, solana, sent, routerCalls, events } = setup({ context: solanaContext, balances: [sol] })
    fill(service, sol, '1.25', solReceiver)
    service.send()
    expect(sent(solana)).toEqual([{ network: solanaMainnet, from: solSender, to: solReceiver, value: '1250000000' }])
    expect(routerCalls.map((c) => c.op)).toEqual(['push', 'pop'])
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED'])
  })

  it('§7 Solana send: without a chosen token the network coin is sent, checked against its balance', () => {
    const { service, solana, sent, errors } = setup({ context: solanaContext, balances: [sol] })
    fill(service, undefined, '4', solReceiver)
    service.send()
    expect(errors).toEqual(['Insufficient balance'])
    service.setAmount('2')
    service.setReceiver(solReceiver)
    service.send()
    expect(sent(solana)[0]).toMatchObject({ to: solReceiver, value: '2000000000' })
  })

  it('§7 Solana send: an SPL token goes as a token transfer of its mint, in its smallest units, landing on Account', () => {
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
    const spl: TokenBalance = { ...sol, symbol: 'USDC', address: `${solanaMainnet.caipNetworkId}:${mint}`, quantity: { decimals: '6', numeric: '10' } }
    const { service, solana, sent, routerCalls } = setup({ context: solanaContext, balances: [sol, spl] })
    fill(service, spl, '1.5', solReceiver)
    service.send()
    expect(sent(solana)).toEqual([
      { network: solanaMainnet, from: solSender, to: solReceiver, value: '1500000', token: { address: mint, decimals: 6 } },
    ])
    expect(routerCalls[0]).toEqual({ op: 'push', action: { onSuccess: 'view', view: 'Account' } })
  })

  it('§7 Solana send: a token whose mint is no Solana address is refused rather than sent as SOL', () => {
    const spl: TokenBalance = { ...sol, symbol: 'BAD', address: `${solanaMainnet.caipNetworkId}:0xnot-a-mint` }
    const { service, solana, errors } = setup({ context: solanaContext, balances: [sol, spl] })
    fill(service, spl, '1', solReceiver)
    service.send()
    expect(errors).toEqual(['This token cannot be sent on this network'])
    expect(solana.callsTo('sendTransaction')).toHaveLength(0)
  })

  it("§9 network balance in USD: numeric quantity × price of the active network's native token, '0' if absent", () => {
    const { service, balances$, context$ } = setup()
    expect(service.getState().networkBalanceInUSD).toBe('6000')
    balances$.next({ tokenBalances: [usdc], lastRetry: 1234 })
    expect(service.getState()).toMatchObject({ networkBalanceInUSD: '0', tokenBalances: [usdc], lastRetry: 1234 })
    balances$.next({ tokenBalances: [eth, sol], lastRetry: undefined })
    context$.next(solanaContext)
    expect(service.getState().networkBalanceInUSD).toBe('450')
  })

  it('§3 send-token state: token balances are empty by default', () => {
    const service = createSendService(
      { ...walletsOf([]), router: { pushTransaction: () => undefined, popTransaction: () => undefined, dropTransaction: () => undefined }, refreshBalance: () => undefined },
      { context$: of(evmContext), balances$: of() },
    )
    expect(service.getState()).toMatchObject({ tokenBalances: [], loading: false, networkBalanceInUSD: '0', lastRetry: undefined })
  })

  it('§4 switching namespace resets the send form (reset$ from the chain and connection services)', () => {
    const { service, reset$ } = setup()
    fill(service, usdc, '1', receiver)
    service.setReceiver(receiver, { name: 'n', imageUrl: 'i' })
    reset$.next()
    expect(service.getState()).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
    })
    fill(service, usdc, '1', receiver)
    service.reset()
    expect(service.getState().token).toBeUndefined()
  })

  it("§4 send: an adapter without sendTransaction fails with 'Adapter not found' and clears loading", () => {
    const { service, errors } = setup({ adapters: [] })
    fill(service, eth, '1', receiver)
    service.send()
    expect(errors).toEqual(['Adapter not found'])
    expect(service.getState().loading).toBe(false)
  })
})

describe('send service: EIP-55 receiver checksum (SPEC §5 addresses)', () => {
  const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const typo = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'

  it('§5 receiver: a mixed-case address is checked, Send waits for the verdict, a right checksum passes', async () => {
    const { service } = setup()
    fill(service, eth, '1', checksummed)
    expect(service.getState().receiverChecking).toBe(true)
    await vi.waitFor(() => expect(service.getState().receiverChecking).toBe(false))
    expect(service.getState().receiverError).toBeUndefined()
  })

  it('§5 receiver: capitals that do not match the checksum are refused inline as a likely typo', async () => {
    const { service } = setup()
    fill(service, eth, '1', typo)
    await vi.waitFor(() => expect(service.getState().receiverError).toBe(sendRefusals.receiverChecksumMismatch))
    expect(service.getState().receiverChecking).toBe(false)
  })

  it('§5 receiver: a send asked before the verdict checks first, and no wallet is asked on a typo', async () => {
    const { service, results, evm } = setup()
    fill(service, eth, '1', typo)
    service.send()
    await vi.waitFor(() => expect(results).toHaveLength(1))
    expect(results[0]).toEqual({ error: expect.objectContaining({ shortMessage: sendRefusals.receiverChecksumMismatch }) })
    expect(evm.callsTo('sendTransaction')).toHaveLength(0)
    expect(service.getState().loading).toBe(false)

    fill(service, eth, '1', checksummed)
    service.send()
    await vi.waitFor(() => expect(results).toHaveLength(2))
    expect(results[1]).toEqual({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  })
})

describe('send service: Max (SPEC §4 send)', () => {
  it('§4 send Max: a token goes whole', () => {
    const { service } = setup()
    service.setToken(usdc)
    service.setMax()
    expect(service.getState().sendTokenAmount).toBe(usdc.quantity.numeric)
  })

  it('§4 send Max: the native coin leaves twice a 21,000-gas transfer at the wallet gas price', async () => {
    const evm = createMockAdapter({ namespace: 'eip155', gasPrice: '0x3b9aca00' }) // 1 gwei
    const { service } = setup({ adapters: [evm] })
    service.setToken(eth)
    service.setMax()
    // 2 ETH − 2 × 21,000 × 1 gwei = 2 − 0.000042
    await vi.waitFor(() => expect(service.getState().sendTokenAmount).toBe('1.999958'))
    expect(evm.callsTo('request')).toEqual([expect.objectContaining({ args: { method: 'eth_gasPrice' } })])
    expect(service.getState().amountError).toBeUndefined()
  })

  it('§4 send Max: without a gas price the amount is left to the person, and the snackbar says why', async () => {
    const { service, errors } = setup()
    service.setToken(eth)
    service.setMax()
    await vi.waitFor(() => expect(errors).toEqual([sendRefusals.networkFeeUnknown]))
    expect(service.getState().sendTokenAmount).toBeUndefined()
  })
})

describe('send service: the confirmation and the receipt (SPEC §4 send)', () => {
  const hash = `0x${'cd'.repeat(32)}`

  it('§4 send: the balance refresh follows the receipt: nothing is read while the transaction is not mined, then once it is', () => {
    const ts = createTestScheduler()
    ts.run(({ flush }) => {
      const { service, evm, refreshedAt } = setup({ scheduler: ts })
      evm.setFlags({ receipt: 'pending' })
      fill(service, usdc, '1', receiver)
      service.send()
      expect(service.getState().lastSent?.status).toBe('pending')
      // A chain without automining: the block comes a minute later.
      ts.schedule(() => evm.setFlags({ receipt: 'mined' }), 60_000)
      flush()
      // One refresh, at the first poll after the block: not at the hash, not later.
      expect(refreshedAt).toHaveLength(1)
      expect(refreshedAt[0]).toBeGreaterThanOrEqual(60_000)
      expect(refreshedAt[0]).toBeLessThanOrEqual(60_000 + RECEIPT_POLL_MS)
      expect(service.getState().lastSent?.status).toBe('confirmed')
      const asked = evm.callsTo('request').filter((c) => (c.args as { method: string }).method === 'eth_getTransactionReceipt')
      expect(asked.length).toBeGreaterThan(2)
      expect(asked[0]?.args).toEqual({ method: 'eth_getTransactionReceipt', params: [hash] })
    })
  })

  it('§4 send: a reverted transaction is said as failed, and the balances are read all the same', () => {
    const { service, evm, refreshes } = setup()
    evm.setFlags({ receipt: 'reverted' })
    fill(service, eth, '1', receiver)
    service.send()
    expect(service.getState().lastSent?.status).toBe('reverted')
    expect(refreshes()).toBe(1)
  })

  it('§4 send: no receipt within the wait: the send stays unconfirmed and the balances are read anyway', () => {
    const ts = createTestScheduler()
    ts.run(({ flush }) => {
      const { service, evm, refreshes } = setup({ scheduler: ts })
      evm.setFlags({ receipt: 'pending' })
      fill(service, eth, '1', receiver)
      service.send()
      ts.schedule(() => undefined, RECEIPT_WAIT_MS + 1)
      flush()
      expect(service.getState().lastSent?.status).toBe('unconfirmed')
      expect(refreshes()).toBe(1)
    })
  })

  it('§4 send: native and token sends keep the same confirmation: hash, amount, symbol, receiver and explorer page', () => {
    const { service } = setup()
    fill(service, usdc, '2.5', receiver)
    service.send()
    expect(service.getState().lastSent).toEqual({
      hash,
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      explorerUrl: `https://explorer.test/1/tx/${hash}`,
      amount: '2.5',
      symbol: 'USDC',
      receiver,
      receiverName: undefined,
      status: 'confirmed',
    })
    fill(service, eth, '1', receiver)
    service.send()
    expect(service.getState().lastSent).toMatchObject({ hash, amount: '1', symbol: 'ETH', explorerUrl: `https://explorer.test/1/tx/${hash}` })
  })

  it('§4 send: the confirmation outlives the cleared form, until dismissed or the account is reset', () => {
    const { service, reset$ } = setup()
    fill(service, eth, '1', receiver)
    service.send()
    expect(service.getState().sendTokenAmount).toBeUndefined()
    expect(service.getState().lastSent).toBeDefined()
    service.dismissSent()
    expect(service.getState().lastSent).toBeUndefined()
    fill(service, eth, '1', receiver)
    service.send()
    reset$.next()
    expect(service.getState().lastSent).toBeUndefined()
  })

  it('§4 send: a failed send leaves no confirmation', () => {
    const { service, evm } = setup()
    evm.setFlags({ userRejects: true })
    fill(service, eth, '1', receiver)
    service.send()
    expect(service.getState().lastSent).toBeUndefined()
  })

  it('§4 send: SEND_SUCCESS stays a native EVM event (a token send tracks SEND_INITIATED only)', () => {
    const { service, events } = setup()
    fill(service, usdc, '1', receiver)
    service.send()
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED'])
  })
})

describe('send service: a receiver given by name (SPEC §7 profile, §9 names on eip155)', () => {
  const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const names = (table: Record<string, string | Error>) => (name: string) => {
    const entry = table[name]
    if (entry instanceof Error) return throwError(() => entry)
    return of(entry ? { name, address: entry, avatar: `https://avatar.test/${name}` } : undefined)
  }

  it('§7 a name is resolved through the profile call; the send goes to the resolved address', async () => {
    const { service, sent, evm } = setup({ resolveName: names({ 'bob.devnet': bob }) })
    fill(service, eth, '1', 'bob.devnet')
    // The resolved address is checksummed: its EIP-55 verdict comes first (loaded lazily).
    await vi.waitFor(() => expect(service.getState().receiverChecking).toBe(false))
    expect(service.getState()).toMatchObject({
      receiverQuery: 'bob.devnet',
      receiverAddress: bob,
      receiverProfileName: 'bob.devnet',
      receiverProfileImageUrl: 'https://avatar.test/bob.devnet',
      receiverLookup: { name: 'bob.devnet', status: 'found' },
      receiverError: undefined,
    })
    service.send()
    await vi.waitFor(() => expect(sent(evm)).toHaveLength(1))
    expect(sent(evm)[0]).toMatchObject({ to: bob })
    expect(service.getState().lastSent).toMatchObject({ receiver: bob, receiverName: 'bob.devnet' })
  })

  it("§7 an unknown name says so inline ('No address found for …') and nothing is sent", () => {
    const { service, sent, evm, errors } = setup({ resolveName: names({}) })
    fill(service, eth, '1', 'nobody.devnet')
    expect(service.getState().receiverError).toBe(sendRefusals.nameNotFound('nobody.devnet'))
    expect(service.getState().receiverAddress).toBeUndefined()
    service.send()
    expect(sent(evm)).toHaveLength(0)
    expect(errors).toEqual(['No address found for nobody.devnet'])
  })

  it("§8 a lookup that fails says 'Error resolving name' inline", () => {
    const { service } = setup({ resolveName: names({ 'bob.devnet': new Error('HTTP status code: 500') }) })
    fill(service, eth, '1', 'bob.devnet')
    expect(service.getState().receiverError).toBe('Error resolving name')
  })

  it('§7 while a name is looked up there is no receiver; typing on replaces the lookup (latest wins)', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const asked: string[] = []
      const { service } = setup({
        resolveName: (name) => {
          asked.push(name)
          return cold('10ms (a|)', { a: name === 'bob.devnet' ? { name, address: bob.toLowerCase() } : undefined })
        },
      })
      service.setReceiver('bob.dev')
      expect(service.getState()).toMatchObject({ receiverAddress: undefined, receiverLookup: { name: 'bob.dev', status: 'resolving' } })
      service.setReceiver('bob.devnet')
      flush()
      expect(asked).toEqual(['bob.dev', 'bob.devnet'])
      expect(service.getState()).toMatchObject({ receiverAddress: bob.toLowerCase(), receiverLookup: { status: 'found' } })
    })
  })

  it('§9 names only on eip155: on Solana a dotted text is judged as an address', () => {
    const asked: string[] = []
    const { service } = setup({
      context: solanaContext,
      balances: [sol],
      resolveName: (name) => {
        asked.push(name)
        return of(undefined)
      },
    })
    service.setReceiver('bob.devnet')
    expect(asked).toEqual([])
    expect(service.getState().receiverError).toBe(sendRefusals.invalidReceiverAddress)
  })
})
