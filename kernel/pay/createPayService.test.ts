import { describe, expect, it } from 'vitest'
import { BehaviorSubject, NEVER, Subject, of, throwError, type Observable } from 'rxjs'
import type { TestScheduler } from 'rxjs/testing'
import { createTestScheduler } from '../../test/harness/marbles'
import { AirlockError } from '../errors/AirlockError'
import { base, mainnet, sepolia } from '../networks/evm'
import { solana } from '../networks/solana'
import type { TransactionRequest } from '../ports/adapter'
import { CARD_POLL_MS, cardChainOf, type CardApi, type CardStatus } from './cardProvider'
import { createPayService, type PayOutcome, type PayServiceDeps } from './createPayService'
import { initialPayState } from './initialState'
import type { PayError } from './payError'
import type { PayContext, PayPlace, PayRequest } from './types'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const shop = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const dusd = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'DUSD', decimals: 6 }
const hash = `0x${'ab'.repeat(32)}`
const onMainnet: PayContext = { namespace: 'eip155', address: me, caipNetworkId: mainnet.caipNetworkId }
const nativeRequest: PayRequest = { recipient: shop, asset: 'native', amount: '0.5', network: mainnet.caipNetworkId }

interface Rig {
  readonly outcomes: PayOutcome[]
  readonly sent: TransactionRequest[]
  readonly switched: string[]
  readonly opened: { count: number }
  readonly context: BehaviorSubject<PayContext>
  readonly where: BehaviorSubject<PayPlace>
  readonly service: ReturnType<typeof createPayService>
}

/** A pay service over a wallet that answers from `wallet` and a card provider from `card`. */
function rig(ts: TestScheduler, overrides: Partial<PayServiceDeps> & { balance?: bigint; context?: PayContext } = {}): Rig {
  const outcomes: PayOutcome[] = []
  const sent: TransactionRequest[] = []
  const switched: string[] = []
  const opened = { count: 0 }
  const context = new BehaviorSubject<PayContext>(overrides.context ?? onMainnet)
  const where = new BehaviorSubject<PayPlace>('away')
  const balance = overrides.balance ?? 10n ** 18n
  const answers: Record<string, unknown> = {
    eth_getBalance: `0x${balance.toString(16)}`,
    eth_call: `0x${balance.toString(16)}`,
    eth_estimateGas: '0x5208',
    eth_gasPrice: '0x3b9aca00',
    eth_getTransactionReceipt: { status: '0x1' },
  }
  const service = createPayService(
    {
      initial: initialPayState,
      enabled: true,
      networks: [mainnet, base, solana],
      scheduler: ts,
      card: { open: () => NEVER, status: () => NEVER },
      sendTransaction: (_namespace, request) => {
        sent.push(request)
        return ts.createColdObservable('-a|', { a: { hash } })
      },
      walletRequest: ({ method }) => of(answers[method]),
      switchNetwork: (network) => {
        switched.push(network.caipNetworkId)
        return of(undefined)
      },
      openView: () => {
        opened.count += 1
        where.next('pay')
      },
      refreshBalances: () => undefined,
      ...overrides,
    },
    { context$: context, where$: where },
  )
  service.outcomes$.subscribe((o) => outcomes.push(o))
  service.run$.subscribe()
  return { outcomes, sent, switched, opened, context, where, service }
}

/** Each state's time and status as the service moves. */
function timeline(ts: TestScheduler, state$: Observable<{ readonly status: string }>): Array<[number, string]> {
  const seen: Array<[number, string]> = []
  state$.subscribe((s) => seen.push([ts.now(), s.status]))
  return seen
}

const errorOf = (outcome: PayOutcome | undefined): PayError => {
  if (!outcome || !('error' in outcome)) throw new Error(`expected an error, got ${JSON.stringify(outcome)}`)
  return outcome.error
}

describe('pay service (SPEC §1 pay, §7 native and token send, §9 card-provider chains)', () => {
  it('§1 pay is off by default: a call rejects with reason disabled and nothing opens', () => {
    const ts = createTestScheduler()
    ts.run(() => {
      const r = rig(ts, { enabled: false })
      r.service.start({}, nativeRequest)
      expect(errorOf(r.outcomes[0]).reason).toBe('disabled')
      expect(errorOf(r.outcomes[0]).message).toBe('Pay is not enabled: set features.pay to true')
      expect(r.opened.count).toBe(0)
      expect(r.service.getState().status).toBe('idle')
    })
  })

  it('bad arguments are refused with a message naming the field', () => {
    const ts = createTestScheduler()
    ts.run(() => {
      const r = rig(ts)
      const cases: Array<[unknown, string]> = [
        [{ ...nativeRequest, recipient: '0x123' }, 'Invalid pay request: recipient: '],
        [{ ...nativeRequest, amount: '1e3' }, "amount must be a decimal number such as '12.5' (got '1e3')"],
        [{ ...nativeRequest, amount: '0' }, 'amount must be more than 0'],
        [{ ...nativeRequest, amount: -1 }, "amount must be a decimal number such as '12.5' (got '-1')"],
        [{ ...nativeRequest, asset: { ...dusd }, amount: '1.0000001' }, 'amount has more than 6 decimals'],
        [{ ...nativeRequest, network: sepolia.caipNetworkId }, `network ${sepolia.caipNetworkId} is not one of the modal's networks`],
        [{ ...nativeRequest, network: solana.caipNetworkId }, 'pay works on EVM networks'],
        [{ ...nativeRequest, asset: 'DUSD' }, 'Invalid pay request: asset'],
        [undefined, 'Invalid pay request'],
      ]
      cases.forEach(([request], i) => r.service.start({ i }, request))
      cases.forEach(([, message], i) => {
        const error = errorOf(r.outcomes[i])
        expect(error.reason).toBe('invalid_request')
        expect(error.name).toBe('ValidationError')
        expect(error.message).toContain(message)
      })
      expect(r.opened.count).toBe(0)
    })
  })

  it('§7 native send: the Pay view shows balance and fee; Pay sends value to the recipient, confirming, then paid with the hash', () => {
    const ts = createTestScheduler()
    ts.run(({ flush }) => {
      const r = rig(ts)
      const ticket = {}
      r.service.start(ticket, nativeRequest)
      const s = r.service.getState()
      expect(r.opened.count).toBe(1)
      expect(s.status).toBe('review')
      expect(s.payment).toMatchObject({ amount: '0.5', units: '500000000000000000', asset: { kind: 'native', symbol: 'ETH', decimals: 18 } })
      expect(s.balance).toBe(String(10n ** 18n))
      expect(s.fee).toBe(String(21_000n * 1_000_000_000n))
      const seen = timeline(ts, r.service.state$)
      ts.schedule(() => r.service.confirm(), 0)
      flush()
      // The wallet answers its hash 1 ms later; the receipt is there at once (an automining chain).
      expect(seen).toEqual([[0, 'review'], [0, 'paying'], [1, 'confirming'], [1, 'paid']])
      expect(r.service.getState()).toMatchObject({ hash, via: 'wallet' })
      expect(r.sent).toEqual([{ network: mainnet, from: me, to: shop, value: '500000000000000000', data: '0x' }])
      expect(r.outcomes).toEqual([{ ticket, result: { hash, via: 'wallet' } }])
    })
  })

  it('§7 token send: transfer(recipient, amount) on the token contract, no value', () => {
    const ts = createTestScheduler()
    ts.run(({ flush }) => {
      const r = rig(ts, { balance: 100_000_000n })
      const ticket = {}
      r.service.start(ticket, { recipient: shop, asset: dusd, amount: 12.5, network: mainnet.caipNetworkId })
      expect(r.service.getState().payment?.units).toBe('12500000')
      r.service.confirm()
      flush()
      expect(r.sent[0]).toEqual({
        network: mainnet,
        from: me,
        to: dusd.address,
        value: '0',
        data: `0xa9059cbb${shop.slice(2).toLowerCase().padStart(64, '0')}${(12_500_000).toString(16).padStart(64, '0')}`,
      })
      expect(r.outcomes).toEqual([{ ticket, result: { hash, via: 'wallet' } }])
    })
  })

  it('§8 declined in the wallet (4001): the call rejects with reason declined and the view shows it failed', () => {
    const ts = createTestScheduler()
    ts.run(({ flush }) => {
      const refusal = new AirlockError('User rejected the request.', { category: 'user', code: 4001 })
      const r = rig(ts, { sendTransaction: () => throwError(() => refusal) })
      r.service.start({}, nativeRequest)
      r.service.confirm()
      flush()
      const error = errorOf(r.outcomes[0])
      expect([error.reason, error.name, error.code, error.message]).toEqual(['declined', 'UserRejectedRequestError', 4001, 'Payment declined in the wallet'])
      expect(r.service.getState()).toMatchObject({ status: 'failed', error })
    })
  })

  it('insufficient balance: Pay does nothing; giving up rejects with reason insufficient_balance', () => {
    const ts = createTestScheduler()
    ts.run(() => {
      const r = rig(ts, { balance: 10n ** 17n })
      r.service.start({}, nativeRequest)
      r.service.confirm()
      expect(r.service.getState().status).toBe('review')
      expect(r.sent).toEqual([])
      r.where.next('away')
      expect(errorOf(r.outcomes[0]).reason).toBe('insufficient_balance')
      expect(errorOf(r.outcomes[0]).message).toBe('Insufficient ETH balance')
      expect(r.service.getState().status).toBe('idle')
    })
  })

  it('a fee the node cannot estimate (a transfer it expects to fail) reads as unknown; the balance still shows', () => {
    const ts = createTestScheduler()
    ts.run(() => {
      const r = rig(ts, {
        walletRequest: ({ method }) =>
          method === 'eth_estimateGas' ? throwError(() => new AirlockError('execution reverted', { category: 'wallet', code: -32000 })) : of('0x2a'),
      })
      r.service.start({}, { ...nativeRequest, amount: '1' })
      expect(r.service.getState()).toMatchObject({ balance: '42', fee: null })
    })
  })

  it('wrong network: nothing is read or sent there; the switch is offered, and once on the network the balance is read', () => {
    const ts = createTestScheduler()
    ts.run(() => {
      const onBase: PayContext = { ...onMainnet, caipNetworkId: base.caipNetworkId }
      const r = rig(ts, { context: onBase })
      r.service.start({}, nativeRequest)
      expect(r.service.getState().balance).toBeUndefined()
      r.service.confirm()
      expect(r.service.getState().status).toBe('review')
      r.service.switchNetwork()
      expect(r.switched).toEqual([mainnet.caipNetworkId])
      expect(r.service.getState().status).toBe('switching')
      r.context.next(onMainnet)
      expect(r.service.getState()).toMatchObject({ status: 'review', balance: String(10n ** 18n) })
    })
  })

  it('wrong network, switch refused: a notice, still in review; giving up rejects with reason wrong_network', () => {
    const ts = createTestScheduler()
    ts.run(() => {
      const r = rig(ts, {
        context: { ...onMainnet, caipNetworkId: base.caipNetworkId },
        switchNetwork: () => of(new AirlockError('User rejected the request.', { category: 'user', code: 4001 })),
      })
      r.service.start({}, nativeRequest)
      r.service.switchNetwork()
      expect(r.service.getState()).toMatchObject({ status: 'review', notice: 'Could not switch to Ethereum' })
      r.service.cancel()
      expect(errorOf(r.outcomes[0]).reason).toBe('wrong_network')
    })
  })

  it('another payment under way: a second call rejects with reason busy; closing the modal cancels the first', () => {
    const ts = createTestScheduler()
    ts.run(() => {
      const r = rig(ts)
      const first = {}
      r.service.start(first, nativeRequest)
      r.service.start({}, nativeRequest)
      expect(errorOf(r.outcomes[0]).reason).toBe('busy')
      r.where.next('away')
      expect(r.outcomes[1]).toMatchObject({ ticket: first, error: { reason: 'cancelled', message: 'Payment cancelled' } })
    })
  })

  it(`§9 pay by card: the provider's page for the payment, its status read every ${CARD_POLL_MS} ms until delivered; the call resolves with that hash`, () => {
    const ts = createTestScheduler()
    ts.run(({ cold, flush }) => {
      const asked: unknown[] = []
      let reads = 0
      const card: CardApi = {
        open: (payment) => {
          asked.push(payment.recipient)
          return cold('-a|', { a: { id: 'pay-1', url: 'http://127.0.0.1:1/pay?session=pay-1' } })
        },
        status: () => {
          reads += 1
          return reads < 3 ? of<CardStatus>({ status: 'pending' }) : of<CardStatus>({ status: 'paid', hash })
        },
      }
      const r = rig(ts, { card, balance: 0n })
      const ticket = {}
      r.service.start(ticket, nativeRequest)
      const seen = timeline(ts, r.service.state$)
      ts.schedule(() => r.service.payWithCard(), 0)
      flush()
      // The page's address 1 ms later; then a read every CARD_POLL_MS, the third finding it paid.
      expect(seen).toEqual([[0, 'review'], [0, 'card'], [1, 'card'], [1 + CARD_POLL_MS * 3, 'paid']])
      expect(r.service.getState().card).toEqual({ url: 'http://127.0.0.1:1/pay?session=pay-1', provider: 'Devnet Card' })
      expect(asked).toEqual([shop])
      expect(reads).toBe(3)
      expect(r.outcomes).toEqual([{ ticket, result: { hash, via: 'card' } }])
    })
  })

  it('§9 card-provider chains: ethereum, arbitrum, polygon, berachain, avalanche-c-chain, optimism, celo, base; anything else falls back to ethereum', () => {
    expect([1, 42161, 137, 80094, 43114, 10, 42220, 8453].map(cardChainOf)).toEqual([
      'ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base',
    ])
    expect([31337, 56, '100'].map(cardChainOf)).toEqual(['ethereum', 'ethereum', 'ethereum'])
  })

  it('giving up while the card page is open stops reading its status and rejects the call', () => {
    const ts = createTestScheduler()
    ts.run(({ flush }) => {
      let reads = 0
      const never = new Subject<CardStatus>()
      const r = rig(ts, {
        card: { open: () => of({ id: 'pay-2', url: 'http://127.0.0.1:1/pay?session=pay-2' }), status: () => { reads += 1; return never } },
      })
      r.service.start({}, nativeRequest)
      r.service.payWithCard()
      ts.schedule(() => r.where.next('away'), CARD_POLL_MS + 1)
      ts.schedule(() => undefined, CARD_POLL_MS * 5)
      flush()
      expect(reads).toBe(1)
      expect(errorOf(r.outcomes[0]).reason).toBe('cancelled')
    })
  })

  describe('§1 pay with a wallet when none is connected: the payment waits through the connect', () => {
    const disconnected: PayContext = { namespace: 'eip155', address: undefined, caipNetworkId: mainnet.caipNetworkId }

    it('the connect views keep it; the connect closing the modal brings the Pay view back with the same payment, and paying resolves the call', () => {
      const ts = createTestScheduler()
      ts.run(({ hot, flush }) => {
        const r = rig(ts, { context: disconnected })
        const seen = timeline(ts, r.service.state$)
        const ticket = {}
        r.service.start(ticket, nativeRequest)
        // Pay with wallet (Connect), the wallet's connecting view, the wallet connected, the connect's close.
        hot('--c-x---a', { c: 'connect', x: 'connect', a: 'away' } as const).subscribe((where) => r.where.next(where))
        hot('------w', { w: onMainnet }).subscribe((context) => r.context.next(context))
        ts.schedule(() => r.service.confirm(), 9)
        flush()
        // Each move of the status (the account's reads change the state, not its status).
        const moves = seen.filter(([, status], i) => i === 0 || seen[i - 1]![1] !== status)
        expect(moves).toEqual([[0, 'idle'], [0, 'review'], [2, 'connecting'], [8, 'review'], [9, 'paying'], [10, 'confirming'], [10, 'paid']])
        expect(r.opened.count).toBe(2)
        expect(r.where.getValue()).toBe('pay')
        expect(r.sent).toEqual([{ network: mainnet, from: me, to: shop, value: '500000000000000000', data: '0x' }])
        expect(r.outcomes).toEqual([{ ticket, result: { hash, via: 'wallet' } }])
      })
    })

    it('the balance and fee are read for the account connected, once back on the Pay view', () => {
      const ts = createTestScheduler()
      ts.run(() => {
        const r = rig(ts, { context: disconnected })
        r.service.start({}, nativeRequest)
        expect(r.service.getState().balance).toBeUndefined()
        r.where.next('connect')
        r.context.next(onMainnet)
        expect(r.service.getState()).toMatchObject({ status: 'connecting' })
        expect(r.service.getState().balance).toBeUndefined()
        r.where.next('away')
        expect(r.service.getState()).toMatchObject({ status: 'review', balance: String(10n ** 18n), fee: String(21_000n * 1_000_000_000n) })
      })
    })

    it('a connect that lands on another view (Account) also brings the Pay view back', () => {
      const ts = createTestScheduler()
      ts.run(() => {
        const r = rig(ts, { context: disconnected })
        r.service.start({}, nativeRequest)
        r.where.next('connect')
        r.context.next(onMainnet)
        r.where.next('away')
        expect([r.opened.count, r.service.getState().status, r.outcomes]).toEqual([2, 'review', []])
      })
    })

    it('Back from the connect views returns to the same payment, still unanswered', () => {
      const ts = createTestScheduler()
      ts.run(() => {
        const r = rig(ts, { context: disconnected })
        r.service.start({}, nativeRequest)
        const payment = r.service.getState().payment
        r.where.next('connect')
        r.where.next('pay')
        expect(r.service.getState()).toMatchObject({ status: 'review', payment })
        expect(r.outcomes).toEqual([])
      })
    })

    it("closing the modal during the connect rejects the call with reason cancelled, 'Payment cancelled'", () => {
      const ts = createTestScheduler()
      ts.run(() => {
        const r = rig(ts, { context: disconnected })
        const ticket = {}
        r.service.start(ticket, nativeRequest)
        r.where.next('connect')
        expect(r.service.getState().status).toBe('connecting')
        r.where.next('away')
        expect(r.outcomes).toMatchObject([{ ticket, error: { reason: 'cancelled', message: 'Payment cancelled', name: 'UserRejectedRequestError' } }])
        expect([r.opened.count, r.service.getState().status]).toEqual([1, 'idle'])
      })
    })

    it('a second payment while one waits for the connect is refused as busy', () => {
      const ts = createTestScheduler()
      ts.run(() => {
        const r = rig(ts, { context: disconnected })
        r.service.start({}, nativeRequest)
        r.where.next('connect')
        r.service.start({}, nativeRequest)
        expect(errorOf(r.outcomes[0]).reason).toBe('busy')
        expect(r.service.getState().status).toBe('connecting')
      })
    })

    it('with a wallet connected, leaving the Pay view for the connect views gives the payment up as any other view does', () => {
      const ts = createTestScheduler()
      ts.run(() => {
        const r = rig(ts)
        r.service.start({}, nativeRequest)
        r.where.next('connect')
        expect(errorOf(r.outcomes[0]).reason).toBe('cancelled')
        expect(r.service.getState().status).toBe('idle')
      })
    })
  })
})
