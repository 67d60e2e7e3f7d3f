import { describe, expect, it } from 'vitest'
import {
  BehaviorSubject,
  Subject,
  combineLatest,
  distinctUntilChanged,
  filter,
  map,
  merge,
  of,
  tap,
  throwError,
  type Observable,
  type SchedulerLike,
} from 'rxjs'
import type { CaipNetworkId } from '../codec/primitives'
import type { SiwxSession } from '../codec/siwx'
import { walletErrorCodes } from '../errors/messages'
import { allShownMessages as shownMessages } from '../errors/allShownMessages'
import { allThrownMessages as thrownMessages } from '../errors/allThrownMessages'
import { createSequentialIds } from '../ports/ids'
import { createRecordingLogger } from '../ports/logger'
import { createStaticPlatform } from '../ports/platform'
import { createMemoryStorage, type StoragePort } from '../ports/storage'
import { createStore } from '../storage/createStore'
import { storageKeys } from '../storage/keys'
import { createRouterService } from '../router/createRouterService'
import { createModalService } from '../modal/createModalService'
import { initialModalContext, type ModalContext } from '../modal/modalContext'
import type { ViewRequest } from '../modal/modalState'
import { createTestScheduler } from '../../test/harness/marbles'
import { createLocalSiwx, type LocalSiwxOptions } from './createLocalSiwx'
import { createSiwxService, type SiwxSignRequest } from './createSiwxService'
import { formatSiwxMessage } from './formatMessage'
import type { SiwxAccount, SiwxProvider } from './provider'
import type { SiwxResult, SiwxSnackbar, SiwxTrackEvent } from './state'

const mainnet = 'eip155:1' as CaipNetworkId
const polygon = 'eip155:137' as CaipNetworkId
const alice = '0x00000000000000000000000000000000000A11CE'
const bob = '0x0000000000000000000000000000000000000B0B'
const account = (address = alice, chainId = mainnet): SiwxAccount => ({ namespace: 'eip155', address, chainId })
const signature = `0x${'ab'.repeat(65)}`
const start = Date.parse('2026-11-21T06:00:00.000Z')

/** Promises settle in microtasks: let every pending one run (no timers, no real time). */
async function settle(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve()
}

const clock = (now: number): SchedulerLike => {
  const scheduler = createTestScheduler()
  return { now: () => now, schedule: scheduler.schedule.bind(scheduler) }
}

interface SetupOptions {
  readonly provider?: SiwxProvider | 'none'
  readonly local?: LocalSiwxOptions
  readonly storage?: StoragePort
  readonly signMessage?: (request: SiwxSignRequest) => Observable<unknown>
  readonly account?: SiwxAccount | undefined
}

/** The siwx service wired as createModal should wire it: router + modal + snackbar/track listeners. */
function setup(options: SetupOptions = {}) {
  const storage = options.storage ?? createMemoryStorage()
  const logger = createRecordingLogger()
  const store = createStore(storage, logger)
  const provider =
    options.provider === 'none'
      ? undefined
      : (options.provider ??
        createLocalSiwx(
          { store, ids: createSequentialIds('nonce'), scheduler: clock(start), platform: createStaticPlatform({ origin: 'https://app.example' }), logger },
          options.local,
        ))
  const signed: SiwxSignRequest[] = []
  const signMessage = (request: SiwxSignRequest): Observable<unknown> => {
    signed.push(request)
    return options.signMessage ? options.signMessage(request) : of({ signature })
  }
  const account$ = new BehaviorSubject<SiwxAccount | undefined>('account' in options ? options.account : account())

  const router = createRouterService()
  const opened: number[] = []
  const closes: number[] = []
  const disconnects: string[] = []
  const siwx = createSiwxService({ provider, signMessage, logger, disconnect: (ns) => disconnects.push(ns) }, { account$ })
  const context$: Observable<ModalContext> = siwx.signInPending$.pipe(
    map((signInPending) => ({ ...initialModalContext, activeNamespace: 'eip155', connectedNamespaces: ['eip155'], signInPending })),
  )
  const modal = createModalService(
    { scheduler: createTestScheduler(), logger, isMobile: false, embedded: false, router },
    {
      context$,
      // The graph createModal builds: the sign-in service's view and close outputs reach the modal.
      closeRequests$: merge(router.closeRequested$, siwx.close$.pipe(tap(() => closes.push(1)), map(() => ({ force: false })))),
      viewRequests$: merge(
        siwx.openView$.pipe(map((): ViewRequest => ({ type: 'show', view: 'SIWXSignMessage' }))),
        siwx.dismissView$.pipe(map((): ViewRequest => ({ type: 'dismiss', view: 'SIWXSignMessage' }))),
      ),
    },
  )

  const snackbar: SiwxSnackbar[] = []
  const events: SiwxTrackEvent[] = []
  const results: SiwxResult[] = []
  const sub = merge(
    router.run$,
    modal.run$,
    siwx.run$,
    // Each time SIWXSignMessage comes on screen.
    combineLatest([modal.state$, router.state$]).pipe(
      map(([m, r]) => m.open && r.view === 'SIWXSignMessage'),
      distinctUntilChanged(),
      filter(Boolean),
      tap(() => opened.push(1)),
    ),
  ).subscribe()
  sub.add(siwx.snackbar$.subscribe((s) => snackbar.push(s)))
  sub.add(siwx.events$.subscribe((e) => events.push(e)))
  sub.add(siwx.results$.subscribe((r) => results.push(r)))

  const stored = (): unknown => {
    const raw = storage.getItem(storageKeys.siwxSessions.key)
    return raw === null ? undefined : JSON.parse(raw)
  }
  return { siwx, modal, router, account$, signed, opened, closes, disconnects, snackbar, events, results, sub, stored, storage, logger, provider }
}

const sessionFor = (address: string, chainId: CaipNetworkId, extra: Partial<SiwxSession['data']> = {}): SiwxSession => {
  const data = { chainId, accountAddress: address, nonce: 'abcdefgh', domain: 'app.example', uri: 'https://app.example', version: '1', ...extra }
  return { data, message: formatSiwxMessage(data), signature }
}
/** An EIP-1193 rejection as wallets throw it: an Error with code 4001. */
const walletRejection = (): Error => Object.assign(new Error('User rejected the request.'), { code: walletErrorCodes.userRejected })
const storageWith = (sessions: unknown[]): StoragePort =>
  createMemoryStorage({ [storageKeys.siwxSessions.key]: JSON.stringify(sessions) })

describe('siwx service: SPEC §4 sign-in flow', () => {
  it('§4 sign-in flow: after connection with no session for the active address and chain, SIWXSignMessage opens', async () => {
    const t = setup()
    await settle()
    expect(t.siwx.getState().status).toBe('pending')
    expect(t.opened).toHaveLength(1)
    expect(t.modal.getState().open).toBe(true)
    expect(t.router.getState().view).toBe('SIWXSignMessage')
  })

  it('§4 sign-in flow: no prompt when a session exists for the active address and chain', async () => {
    const t = setup({ storage: storageWith([sessionFor(alice, mainnet)]) })
    await settle()
    expect(t.siwx.getState().status).toBe('signedIn')
    expect(t.siwx.getState().session?.data.accountAddress).toBe(alice)
    expect(t.opened).toHaveLength(0)
    expect(t.modal.getState().open).toBe(false)
  })

  it('§4 sign-in flow: EVM addresses match in any letter case', async () => {
    const t = setup({ storage: storageWith([sessionFor(alice.toLowerCase(), mainnet)]) })
    await settle()
    expect(t.siwx.getState().status).toBe('signedIn')
  })

  it('§4 sign-in flow: a session for another address or another chain does not count', async () => {
    const t = setup({ storage: storageWith([sessionFor(bob, mainnet), sessionFor(alice, polygon)]) })
    await settle()
    expect(t.siwx.getState().status).toBe('pending')
    expect(t.opened).toHaveLength(1)
  })

  it("§4 sign-in flow: a provider answering sessions of other accounts is not trusted for this one", async () => {
    const t = setup({
      provider: {
        createMessage: () => Promise.reject(new Error('unused')),
        addSession: () => Promise.resolve(),
        revokeSession: () => Promise.resolve(),
        setSessions: () => Promise.resolve(),
        // Outside code: anything may come back.
        getSessions: () => Promise.resolve([sessionFor(bob, mainnet), { nonsense: true }] as unknown as SiwxSession[]),
      },
    })
    await settle()
    expect(t.siwx.getState().status).toBe('pending')
    expect(t.logger.entries.some((e) => e.message === 'siwx: dropped a malformed session')).toBe(true)
  })

  it('§4 sign-in flow: no prompt before the account is connected (no address or chain)', async () => {
    const t = setup({ account: undefined })
    await settle()
    expect(t.siwx.getState().status).toBe('idle')
    expect(t.opened).toHaveLength(0)
    t.account$.next(account())
    await settle()
    expect(t.opened).toHaveLength(1)
  })

  it('§4 sign-in flow: success stores the session and closes the modal (SIWX_AUTH_SUCCESS)', async () => {
    const t = setup()
    await settle()
    t.siwx.requestSignature()
    await settle()

    expect(t.signed).toHaveLength(1)
    const request = t.signed[0]
    expect(request?.address).toBe(alice)
    expect(request?.message).toBe(
      [
        'app.example wants you to sign in with your Ethereum account:',
        alice,
        '',
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: nonce1nonce2',
        'Issued At: 2026-11-21T06:00:00.000Z',
      ].join('\n'),
    )
    expect(t.siwx.getState().status).toBe('signedIn')
    expect(t.stored()).toEqual([expect.objectContaining({ message: request?.message, signature })])
    expect(t.closes).toHaveLength(1)
    expect(t.modal.getState().open).toBe(false)
    expect(t.events.map((e) => e.event)).toEqual(['SIWX_AUTH_SUCCESS'])
    expect(t.results).toEqual([{ ok: true, session: expect.objectContaining({ signature }) }])
  })

  it("§8 'Authenticating...': shown while the wallet signs, then hidden", async () => {
    const answer = new Subject<unknown>()
    const t = setup({ signMessage: () => answer })
    await settle()
    t.siwx.requestSignature()
    await settle()
    expect(t.siwx.getState()).toMatchObject({ status: 'signing', loading: 'Authenticating...' })
    expect(t.snackbar).toEqual([{ type: 'loading', message: shownMessages.authenticating }])
    answer.next({ signature })
    await settle()
    expect(t.siwx.getState()).toMatchObject({ status: 'signedIn', loading: undefined })
    expect(t.snackbar).toEqual([{ type: 'loading', message: 'Authenticating...' }, { type: 'hide' }])
  })

  it('§4 sign-in flow: a second sign request while signing is ignored', async () => {
    const answer = new Subject<unknown>()
    const t = setup({ signMessage: () => answer })
    await settle()
    t.siwx.requestSignature()
    await settle()
    t.siwx.requestSignature()
    await settle()
    expect(t.signed).toHaveLength(1)
  })

  it("§4 sign-in flow: decline shows 'Signature declined' and reopens the view (SIWX_AUTH_ERROR)", async () => {
    const t = setup({ signMessage: () => throwError(() => walletRejection()) })
    await settle()
    t.modal.close() // optional sign-in: the person closed the modal, then signs from elsewhere
    expect(t.modal.getState().open).toBe(false)
    t.siwx.requestSignature()
    await settle()

    expect(t.snackbar).toEqual([
      { type: 'loading', message: 'Authenticating...' },
      { type: 'error', message: 'Signature declined' },
    ])
    expect(t.events.map((e) => e.event)).toEqual(['SIWX_AUTH_ERROR'])
    expect(t.siwx.getState().status).toBe('pending')
    expect(t.siwx.getState().error?.code).toBe(walletErrorCodes.userRejected)
    expect(t.opened).toHaveLength(2)
    expect(t.modal.getState().open).toBe(true)
    expect(t.router.getState().view).toBe('SIWXSignMessage')
    expect(t.stored()).toBeUndefined()
    expect(t.results).toEqual([{ ok: false, error: expect.objectContaining({ code: 4001 }) }])
  })

  it('§4 sign-in flow: decline while the view is shown keeps it, without pushing it twice', async () => {
    const t = setup({ signMessage: () => throwError(() => walletRejection()) })
    await settle()
    t.siwx.requestSignature()
    await settle()
    expect(t.opened).toHaveLength(1)
    expect(t.router.getState().history.map((e) => e.view)).toEqual(['SIWXSignMessage'])
  })

  it("§4 sign-in flow: any signing error is a decline (a provider refusing the session)", async () => {
    const base = createLocalSiwx({
      store: createStore(createMemoryStorage(), createRecordingLogger()),
      ids: createSequentialIds('n'),
      scheduler: clock(start),
      platform: createStaticPlatform(),
      logger: createRecordingLogger(),
    })
    const t = setup({ provider: { ...base, addSession: () => Promise.reject(new Error('bad signature')) } })
    await settle()
    t.siwx.requestSignature()
    await settle()
    expect(t.snackbar.at(-1)).toEqual({ type: 'error', message: shownMessages.signatureDeclined })
    expect(t.siwx.getState().status).toBe('pending')
  })

  it('§4 sign-in flow: cancel disconnects when sign-in is required (CLICK_CANCEL_SIWX)', async () => {
    const t = setup({ local: { required: true } })
    await settle()
    t.siwx.cancel()
    await settle()
    expect(t.events.map((e) => e.event)).toEqual(['CLICK_CANCEL_SIWX'])
    expect(t.disconnects).toEqual(['eip155'])
    expect(t.closes).toHaveLength(0)
    // The connection service disconnects: no account, nothing pending, and the modal closes.
    t.account$.next(undefined)
    await settle()
    expect(t.siwx.getState()).toMatchObject({ status: 'idle', signInPending: false })
    expect(t.closes).toHaveLength(1)
    expect(t.modal.getState().open).toBe(false)
  })

  it('§4 sign-in flow: cancel closes when sign-in is not required', async () => {
    const t = setup()
    await settle()
    t.siwx.cancel()
    await settle()
    expect(t.events.map((e) => e.event)).toEqual(['CLICK_CANCEL_SIWX'])
    expect(t.disconnects).toEqual([])
    expect(t.closes).toHaveLength(1)
    expect(t.modal.getState().open).toBe(false)
    expect(t.siwx.getState().status).toBe('cancelled')
  })

  it('§4 sign-in flow: cancel while the wallet is signing stops the attempt', async () => {
    const t = setup({ signMessage: () => new Subject<unknown>() })
    await settle()
    t.siwx.requestSignature()
    await settle()
    t.siwx.cancel()
    await settle()
    expect(t.siwx.getState()).toMatchObject({ status: 'cancelled', loading: undefined })
    expect(t.snackbar.at(-1)).toEqual({ type: 'hide' })
    expect(t.results).toEqual([{ ok: false, error: expect.objectContaining({ shortMessage: thrownMessages.requestAborted }) }])
  })

  it('§4 closing: the modal cannot be closed while required sign-in has no session (signInPending)', async () => {
    const t = setup({ local: { required: true } })
    const pending: boolean[] = []
    t.sub.add(t.siwx.signInPending$.subscribe((p) => pending.push(p)))
    await settle()
    expect(t.siwx.getState().signInPending).toBe(true)
    t.modal.close()
    expect(t.modal.getState()).toMatchObject({ open: true, shake: true })
    // DESIGN §10: force does not override required sign-in.
    t.modal.close({ force: true })
    expect(t.modal.getState().open).toBe(true)

    t.siwx.requestSignature()
    await settle()
    expect(t.siwx.getState().signInPending).toBe(false)
    expect(t.modal.getState().open).toBe(false)
    expect(pending).toEqual([true, false])
  })

  it('§4 closing: optional sign-in never blocks closing', async () => {
    const t = setup()
    await settle()
    expect(t.siwx.getState()).toMatchObject({ status: 'pending', signInPending: false })
    t.modal.close()
    expect(t.modal.getState().open).toBe(false)
  })

  it('§4 sign-in flow: a disconnect clears the pending state', async () => {
    const t = setup({ local: { required: true } })
    await settle()
    expect(t.siwx.getState().signInPending).toBe(true)
    t.account$.next(undefined)
    await settle()
    expect(t.siwx.getState()).toMatchObject({ status: 'idle', signInPending: false, session: undefined })
  })

  it('§4 sign-in flow: sessions are checked again when the active address or chain changes', async () => {
    const t = setup()
    await settle()
    t.siwx.requestSignature()
    await settle()
    expect(t.siwx.getState().status).toBe('signedIn')

    t.account$.next(account(alice, polygon))
    await settle()
    expect(t.siwx.getState().status).toBe('pending')
    expect(t.opened).toHaveLength(2)

    // Back on a signed-in account while the prompt is up: the prompt closes.
    t.account$.next(account(alice, mainnet))
    await settle()
    expect(t.siwx.getState().status).toBe('signedIn')
    expect(t.modal.getState().open).toBe(false)

    t.account$.next(account(bob, mainnet))
    await settle()
    expect(t.siwx.getState().status).toBe('pending')
    expect(t.opened).toHaveLength(3)
  })

  it('§4 sign-in flow: an account change while signing drops the old attempt', async () => {
    const t = setup({ signMessage: () => new Subject<unknown>() })
    await settle()
    t.siwx.requestSignature()
    await settle()
    t.account$.next(account(bob))
    await settle()
    expect(t.siwx.getState()).toMatchObject({ status: 'pending', account: account(bob), loading: undefined })
    expect(t.results).toEqual([{ ok: false, error: expect.objectContaining({ shortMessage: thrownMessages.requestAborted }) }])
  })

  it('§3 sign-in tokens: sessions survive a new service over the same storage', async () => {
    const storage = createMemoryStorage()
    const first = setup({ storage })
    await settle()
    first.siwx.requestSignature()
    await settle()
    first.sub.unsubscribe()

    const second = setup({ storage })
    await settle()
    expect(second.siwx.getState().status).toBe('signedIn')
    expect(second.opened).toHaveLength(0)
  })

  it('§3 sign-in tokens: a corrupt stored session is dropped, the valid ones kept', async () => {
    const storage = storageWith([{ data: { chainId: 'nope' }, signature: 1 }, sessionFor(alice, mainnet)])
    const t = setup({ storage })
    await settle()
    expect(t.siwx.getState().status).toBe('signedIn')
    expect(t.stored()).toEqual([sessionFor(alice, mainnet)])
  })

  it("§8 'SIWX is not enabled': requestSignature without a sign-in provider", async () => {
    const t = setup({ provider: 'none' })
    await settle()
    expect(t.siwx.getState()).toMatchObject({ status: 'disabled', signInPending: false })
    expect(t.opened).toHaveLength(0)
    t.siwx.requestSignature()
    await settle()
    expect(t.results).toHaveLength(1)
    const [result] = t.results
    expect(result?.ok).toBe(false)
    if (result && !result.ok) expect(result.error.message).toBe('SIWX is not enabled')
    expect(t.signed).toHaveLength(0)
  })

  it('§4 sign-in flow: a chain the provider does not sign in on is not prompted', async () => {
    const base = createLocalSiwx({
      store: createStore(createMemoryStorage(), createRecordingLogger()),
      ids: createSequentialIds('n'),
      scheduler: clock(start),
      platform: createStaticPlatform(),
      logger: createRecordingLogger(),
    }, { required: true })
    const t = setup({ provider: { ...base, supportsChain: (id) => id.startsWith('eip155:') } })
    t.account$.next({ namespace: 'solana', address: 'So11111111111111111111111111111111111111112', chainId: 'solana:mainnet' as CaipNetworkId })
    await settle()
    expect(t.siwx.getState()).toMatchObject({ status: 'unsupported', signInPending: false })
    expect(t.opened).toHaveLength(0)
  })

  it('§4 sign-in flow: refresh reads the sessions again (after the app revoked one)', async () => {
    const t = setup()
    await settle()
    t.siwx.requestSignature()
    await settle()
    await t.provider?.revokeSession(mainnet, alice)
    t.siwx.refresh()
    await settle()
    expect(t.siwx.getState().status).toBe('pending')
  })
})
