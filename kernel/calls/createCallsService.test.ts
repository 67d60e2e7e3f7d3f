import { describe, expect, it } from 'vitest'
import { BehaviorSubject, filter, firstValueFrom, of, throwError, type Observable } from 'rxjs'
import { createTestScheduler } from '../../test/harness/marbles'
import { createCallsService, type CallsAccount } from './createCallsService'
import type { CallsResult, CallsStatus } from './types'
import { CALLS_POLL_MS, waitForStatus } from './waitForStatus'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}`

const pending: CallsStatus = { id: 'b', status: 'pending', statusCode: 100, atomic: true, chainId: 1, receipts: [] }
const confirmed: CallsStatus = { ...pending, status: 'confirmed', statusCode: 200 }

describe('waiting for a batch (SPEC §9 fallback polling 4 s)', () => {
  it('§9 fallback polling: the status is read at once and every 4 s until it is no longer pending', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const answers = [pending, pending, confirmed]
      let reads = 0
      const read = () => cold<CallsStatus>('10ms (a|)', { a: answers[reads++] ?? confirmed })
      // Reads at 0, 4000 and 8000 ms, each answered 10 ms later; the third is final.
      expectObservable(waitForStatus(read, ts)).toBe(`${2 * CALLS_POLL_MS + 10}ms (c|)`, { c: confirmed })
    })
  })

  it('§9 fallback polling: after the wait the last pending status is the answer', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const read = () => cold<CallsStatus>('5ms (a|)', { a: pending })
      expectObservable(waitForStatus(read, ts, 10_000)).toBe('10000ms (p|)', { p: pending })
    })
  })

  it('§9 fallback polling: a read still running when the next poll comes is not asked twice', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable, expectSubscriptions }) => {
      const slow = cold<CallsStatus>('5000ms (a|)', { a: confirmed })
      expectObservable(waitForStatus(() => slow, ts)).toBe('5000ms (c|)', { c: confirmed })
      expectSubscriptions(slow.subscriptions).toBe('^ 4999ms !')
    })
  })

  it('a failed read fails the wait', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const read = () => cold<CallsStatus>('3ms #', undefined, new Error('gone'))
      expectObservable(waitForStatus(read, ts)).toBe('3ms #', undefined, new Error('gone'))
    })
  })
})

/** A calls service over a scripted wallet; records what the wallet was asked. */
function serviceWith(answer: (method: string, params: unknown) => Observable<unknown>, account: Partial<CallsAccount> = {}) {
  const asked: Array<{ method: string; params: unknown }> = []
  const account$ = new BehaviorSubject<CallsAccount>({ namespace: 'eip155', address: alice, chainId: 31337, ...account })
  const service = createCallsService(
    {
      walletRequest: (_namespace, { method, params }) => {
        asked.push({ method, params })
        return answer(method, params)
      },
      scheduler: createTestScheduler(),
    },
    { account$ },
  )
  const subscription = service.run$.subscribe()
  const ask = (start: (ticket: object) => void): Promise<CallsResult> => {
    const ticket = {}
    const result = firstValueFrom(service.results$.pipe(filter((r) => r.ticket === ticket)))
    start(ticket)
    return result
  }
  return { service, asked, ask, stop: () => subscription.unsubscribe() }
}

describe('calls service (SPEC §6 wallet_sendCalls, wallet_getCapabilities; EIP-5792)', () => {
  it('§6 wallet_sendCalls: the batch goes to the wallet as EIP-5792 2.0.0 from the active account on the active chain', async () => {
    const { service, asked, ask } = serviceWith(() => of({ id: 'batch-1' }))
    const result = await ask((ticket) =>
      service.sendCalls(ticket, {
        calls: [
          { to: '0x1111111111111111111111111111111111111111', data: '0x095ea7b3' },
          { to: '0x2222222222222222222222222222222222222222', value: '1000000000000000000' },
        ],
        atomicRequired: true,
      }),
    )
    expect(result).toMatchObject({ kind: 'sent', sent: { id: 'batch-1' } })
    expect(asked).toEqual([
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            from: alice,
            atomicRequired: true,
            calls: [
              { to: '0x1111111111111111111111111111111111111111', data: '0x095ea7b3' },
              { to: '0x2222222222222222222222222222222222222222', value: '0xde0b6b3a7640000' },
            ],
          },
        ],
      },
    ])
  })

  it('§5 call batches: a call whose to does not start with 0x is refused before the wallet is asked', async () => {
    const { service, asked, ask } = serviceWith(() => of({ id: 'x' }))
    const result = await ask((ticket) => service.sendCalls(ticket, { calls: [{ to: 'abc' }] }))
    expect(result).toMatchObject({ kind: 'failed', error: { shortMessage: 'Expected HexPrefixed received string' } })
    const empty = await ask((ticket) => service.sendCalls(ticket, { calls: [] }))
    expect(empty).toMatchObject({ kind: 'failed', error: { shortMessage: 'Required' } })
    expect(asked).toEqual([])
  })

  it('§6 a wallet answering the batch id alone (EIP-5792 drafts) is understood; a malformed answer is an error', async () => {
    const answers = ['legacy-id', { nope: true }]
    const { service, ask } = serviceWith(() => of(answers.shift()))
    expect(await ask((ticket) => service.sendCalls(ticket, { calls: [{ to: '0x01' }] }))).toMatchObject({ kind: 'sent', sent: { id: 'legacy-id' } })
    expect(await ask((ticket) => service.sendCalls(ticket, { calls: [{ to: '0x01' }] }))).toMatchObject({ kind: 'failed' })
  })

  it('§8 the wallet’s refusal keeps its code (4001 is the user’s; 5760 atomicity not supported)', async () => {
    const codes = [4001, 5760]
    const { service, ask } = serviceWith(() => throwError(() => Object.assign(new Error('refused'), { code: codes.shift() })))
    expect(await ask((ticket) => service.sendCalls(ticket, { calls: [{ to: '0x01' }] }))).toMatchObject({
      kind: 'failed',
      error: { code: 4001, category: 'user' },
    })
    expect(await ask((ticket) => service.sendCalls(ticket, { calls: [{ to: '0x01' }] }))).toMatchObject({
      kind: 'failed',
      error: { code: 5760, category: 'wallet' },
    })
  })

  it('§6 batched calls need an EVM account: another namespace is "Unsupported chain", none is "No ActiveCaipAddress found"', async () => {
    const solana = serviceWith(() => of({ id: 'x' }), { namespace: 'solana' })
    expect(await solana.ask((ticket) => solana.service.sendCalls(ticket, { calls: [{ to: '0x01' }] }))).toMatchObject({
      kind: 'failed',
      error: { message: 'Unsupported chain' },
    })
    const none = serviceWith(() => of({}), { address: undefined })
    expect(await none.ask((ticket) => none.service.getCapabilities(ticket))).toMatchObject({
      kind: 'failed',
      error: { message: 'No ActiveCaipAddress found' },
    })
    expect([...solana.asked, ...none.asked]).toEqual([])
  })

  it('§6 wallet_getCapabilities: asked for the account (and chains), answered by chain id with atomic decoded', async () => {
    const { service, asked, ask } = serviceWith(() =>
      of({ '0x7a69': { atomic: { status: 'ready' }, paymasterService: { supported: false } }, '0x1': { atomic: { status: 'maybe' } } }),
    )
    const result = await ask((ticket) => service.getCapabilities(ticket, [31337, 1]))
    expect(result).toEqual({
      ticket: expect.any(Object),
      kind: 'capabilities',
      capabilities: { 31337: { atomic: { status: 'ready' }, paymasterService: { supported: false } }, 1: {} },
    })
    expect(asked).toEqual([{ method: 'wallet_getCapabilities', params: [alice, ['0x7a69', '0x1']] }])
  })

  it('§6 wallet_getCallsStatus: EIP-5792 codes read as pending, confirmed or failed; receipts decoded', async () => {
    const answers: unknown[] = [
      { version: '2.0.0', id: 'b', chainId: '0x7a69', status: 200, atomic: true, receipts: [{ transactionHash: hash, status: '0x1', blockNumber: '0x10', gasUsed: '0x5208', blockHash: hash, logs: [] }] },
      { status: 'PENDING' },
      { status: 500, atomic: true, receipts: [{ transactionHash: hash, status: '0x0' }] },
      { status: 'done' },
    ]
    const { service, asked, ask } = serviceWith(() => of(answers.shift()))
    expect(await ask((ticket) => service.getCallsStatus(ticket, 'b'))).toMatchObject({
      kind: 'status',
      status: { id: 'b', status: 'confirmed', statusCode: 200, atomic: true, chainId: 31337, receipts: [{ transactionHash: hash, status: 'success', blockNumber: 16n }] },
    })
    expect(await ask((ticket) => service.getCallsStatus(ticket, 'c'))).toMatchObject({ kind: 'status', status: { id: 'c', status: 'pending', statusCode: 100, atomic: false } })
    expect(await ask((ticket) => service.getCallsStatus(ticket, 'd'))).toMatchObject({
      kind: 'status',
      status: { status: 'failed', statusCode: 500, receipts: [{ status: 'reverted' }] },
    })
    expect(await ask((ticket) => service.getCallsStatus(ticket, 'e'))).toMatchObject({ kind: 'failed' })
    expect(asked.map((a) => a.params)).toEqual([['b'], ['c'], ['d'], ['e']])
  })
})
