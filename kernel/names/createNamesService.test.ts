import { describe, expect, it } from 'vitest'
import { filter, map, of, throwError } from 'rxjs'
import { createTestScheduler } from '../../test/harness/marbles'
import { AirlockError } from '../errors/AirlockError'
import type { ViewName } from '../router/views'
import { createNamesService, registrationMessage, type NamesOutput } from './createNamesService'
import type { NamesApi, NameRegistration } from './namesApi'
import type { NamesAccount } from './initialState'

const account: NamesAccount = { namespace: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 }

const quietApi = (overrides: Partial<NamesApi> = {}): NamesApi => ({
  isTaken: () => of(false),
  suggestions: () => of([]),
  namesOf: () => of([]),
  register: () => of(undefined),
  ...overrides,
})

describe('names service (SPEC §2 RegisterAccountName, §4 name registration, §7 profile calls)', () => {
  it('§5 availability as you type: the lookup waits 300 ms after the last key, a newer label cancels it, an invalid label is never asked', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, hot, expectObservable }) => {
      const asked: string[] = []
      const api = quietApi({
        isTaken: (name) => {
          asked.push(name)
          return cold('10ms (a|)', { a: name === 'taken.reown.id' })
        },
        suggestions: (label) => cold('20ms (a|)', { a: [{ name: `${label}.reown.id`, registered: false }] }),
      })
      const service = createNamesService(
        { api, scheduler: ts, router: { push: () => undefined, pop: () => undefined }, sign: () => of(), now: () => 0 },
        { account$: of(account) },
      )
      service.run$.subscribe()
      // 'abc' is too short (SPEC §5: at least 4), then 'taken' twice (the first cancelled), then 'free'.
      hot('a 99ms b 99ms c 399ms d', { a: 'abc', b: 'take', c: 'taken', d: 'free-name' }).subscribe((q) => service.type(q))
      expectObservable(service.state$.pipe(filter((s) => s.query !== ''), map((s) => `${s.query}:${s.availability}:${s.suggestions.length}`))).toBe(
        'a 99ms b 99ms c 309ms d 9ms e 79ms f 309ms g 9ms h',
        {
          a: 'abc:invalid:0',
          b: 'take:checking:0',
          c: 'taken:checking:0',
          d: 'taken:taken:0',
          e: 'taken:taken:1',
          f: 'free-name:checking:1',
          g: 'free-name:available:1',
          h: 'free-name:available:1',
        },
      )
      ts.flush()
      expect(asked).toEqual(['taken.reown.id', 'free-name.reown.id'])
    })
  })

  it('§4 registration pushes the success view, signs the exact message, registers with the coin type, and reports the name', () => {
    const ts = createTestScheduler()
    ts.run(({ cold, expectObservable }) => {
      const views: string[] = []
      const sent: NameRegistration[] = []
      const api = quietApi({
        register: (_name, registration) => {
          sent.push(registration)
          return cold('5ms (a|)', { a: undefined })
        },
      })
      const service = createNamesService(
        {
          api,
          scheduler: ts,
          router: { push: (v: ViewName) => views.push(`push ${v}`), pop: () => views.push('pop') },
          sign: (message) => cold('10ms (a|)', { a: { id: 1, signature: `signed:${message}` } }),
          now: () => 1_700_000_000_500,
        },
        { account$: of(account) },
      )
      service.run$.subscribe()
      const outputs: NamesOutput[] = []
      service.outputs$.subscribe((o) => outputs.push(o))
      cold('a').subscribe(() => service.register('My-Name'))
      expectObservable(service.state$.pipe(map((s) => `${s.registering ?? '-'}|${s.registered?.name ?? '-'}`))).toBe('a 14ms b', {
        a: 'my-name.reown.id|-',
        b: '-|my-name.reown.id',
      })
      ts.flush()
      const message = registrationMessage('my-name.reown.id', 1_700_000_000)
      expect(views).toEqual(['push RegisterAccountNameSuccess'])
      expect(sent).toEqual([{ coin_type: 0x80000000 + 31337, address: account.address, message, signature: `signed:${message}` }])
      expect(outputs).toEqual([{ kind: 'registered', name: 'my-name.reown.id', address: account.address }])
    })
  })

  it("§4 a failed registration restores the registration view and reports 'Error registering name {name}'", () => {
    const ts = createTestScheduler()
    ts.run(({ cold }) => {
      const views: string[] = []
      const api = quietApi({ register: (name) => throwError(() => new AirlockError(`Error registering name ${name}`, { category: 'http' })) })
      const service = createNamesService(
        {
          api,
          scheduler: ts,
          router: { push: (v: ViewName) => views.push(`push ${v}`), pop: () => views.push('pop') },
          sign: () => cold('1ms (a|)', { a: { id: 1, signature: '0x1' } }),
          now: () => 0,
        },
        { account$: of(account) },
      )
      service.run$.subscribe()
      const outputs: NamesOutput[] = []
      service.outputs$.subscribe((o) => outputs.push(o))
      cold('a').subscribe(() => service.register('someone'))
      ts.flush()
      expect(views).toEqual(['push RegisterAccountNameSuccess', 'pop'])
      expect(service.getState().registrationError).toBe('Error registering name someone.reown.id')
      expect(outputs.map((o) => (o.kind === 'failed' ? o.error.shortMessage : o.kind))).toEqual(['Error registering name someone.reown.id'])
    })
  })
})
