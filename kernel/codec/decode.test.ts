import { describe, expect, it } from 'vitest'
import * as t from 'io-ts'
import { decode, decodeEach, decodeOr, decodeOrThrow, DecodeError } from './decode'
import { nullable, withOptional } from './combinators'
import { Email, ThemeMode } from './primitives'
import { AirlockError } from '../errors/AirlockError'

const issuesOf = (codec: t.Mixed, input: unknown) => {
  const result = decode(codec, input)
  if (result.ok) throw new Error('expected a refusal')
  return result.error.issues
}

const Person = withOptional(
  { name: t.string, email: Email, tags: t.array(t.string) },
  { nickname: nullable(t.string), theme: ThemeMode, partner: nullable(t.type({ name: t.string })) },
  'Person',
)
const person = { name: 'Ada', email: 'ada@example.org', tags: ['a'] }

describe('decode', () => {
  it("§5 generic schema messages: a missing field is refused with 'Required' at its path", () => {
    expect(issuesOf(Person, { email: 'ada@example.org', tags: [] })).toEqual([{ path: 'name', message: 'Required' }])
    expect(issuesOf(t.string, undefined)).toEqual([{ path: '', message: 'Required' }])
  })

  it("§5 generic schema messages: a wrong type is refused with 'Expected X received Y'", () => {
    expect(issuesOf(Person, { ...person, name: 5 })).toEqual([{ path: 'name', message: 'Expected string received number' }])
    expect(issuesOf(Person, { ...person, tags: 'a' })).toEqual([{ path: 'tags', message: 'Expected array received string' }])
    expect(issuesOf(Person, { ...person, tags: ['a', null] })).toEqual([
      { path: 'tags.1', message: 'Expected string received null' },
    ])
    expect(issuesOf(Person, [])).toEqual([{ path: '', message: 'Expected object received array' }])
    expect(issuesOf(Person, null)).toEqual([{ path: '', message: 'Expected object received null' }])
  })

  it("§5 generic schema messages: a bad email is refused with 'Invalid email'", () => {
    expect(issuesOf(Person, { ...person, email: 'ada' })).toEqual([{ path: 'email', message: 'Invalid email' }])
    expect(issuesOf(nullable(Email), 'ada@')).toEqual([{ path: '', message: 'Invalid email' }])
  })

  it('§5 generic schema messages: an email of the wrong type says what was expected, not "Invalid email"', () => {
    expect(issuesOf(Person, { ...person, email: 7 })).toEqual([{ path: 'email', message: 'Expected string received number' }])
  })

  it('§5 generic schema messages: union and intersection member indexes are not part of the path', () => {
    expect(issuesOf(Person, { ...person, nickname: 3 })).toEqual([
      { path: 'nickname', message: 'Expected string | null received number' },
    ])
    expect(issuesOf(Person, { ...person, theme: 'blue' })).toEqual([
      { path: 'theme', message: "Expected 'light' | 'dark' received string" },
    ])
  })

  it('§5 generic schema messages: a nullable object that fails inside reports the inner field only', () => {
    expect(issuesOf(Person, { ...person, partner: {} })).toEqual([{ path: 'partner.name', message: 'Required' }])
    expect(issuesOf(Person, { ...person, partner: 'Bob' })).toEqual([
      { path: 'partner', message: 'Expected object | null received string' },
    ])
  })

  it('§5 generic schema messages: every broken field is reported once, in order', () => {
    expect(issuesOf(Person, {})).toEqual([
      { path: 'name', message: 'Required' },
      { path: 'email', message: 'Required' },
      { path: 'tags', message: 'Required' },
    ])
  })

  it('§5 generic schema messages: a refinement that fails names itself', () => {
    const Positive = t.refinement(t.number, (n) => n > 0, 'Positive')
    expect(issuesOf(Positive, -1)).toEqual([{ path: '', message: 'Expected Positive received number' }])
    expect(issuesOf(Positive, '1')).toEqual([{ path: '', message: 'Expected number received string' }])
  })

  it('§5 generic schema messages: hostile input (throwing getters, proxies) is refused, never thrown', () => {
    const getter = Object.defineProperty({}, 'name', {
      enumerable: true,
      get() {
        throw new Error('boom')
      },
    })
    expect(issuesOf(Person, getter)).toEqual([{ path: '', message: 'boom' }])
    const proxy = new Proxy(
      {},
      {
        get() {
          throw { toString: () => { throw new Error('worse') } }
        },
      },
    )
    expect(decode(Person, proxy).ok).toBe(false)
  })

  it('DESIGN §3 codecs: decodeOr falls back and decodeOrThrow throws a DecodeError carrying the SPEC message', () => {
    expect(decodeOr(t.number, 'x', 0)).toBe(0)
    expect(decodeOr(t.number, 3, 0)).toBe(3)
    let thrown: unknown
    try {
      decodeOrThrow(Person, { ...person, name: 1 }, 'person')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(DecodeError)
    expect(thrown).toBeInstanceOf(AirlockError)
    expect((thrown as DecodeError).shortMessage).toBe('Expected string received number')
    expect((thrown as DecodeError).message).toContain('person: name: Expected string received number')
  })
})

describe('decodeEach', () => {
  it('§7 a refused list item costs that item only: the rest are kept in order and each refusal is reported', () => {
    const Item = t.type({ id: t.string }, 'Item')
    const refused: Array<{ message: string; item: unknown }> = []
    const kept = decodeEach(Item, [{ id: 'a' }, { id: 7 }, 'x', { id: 'b' }], (error, item) =>
      refused.push({ message: error.shortMessage, item }),
    )
    expect(kept).toEqual([{ id: 'a' }, { id: 'b' }])
    expect(refused).toEqual([
      { message: 'Expected string received number', item: { id: 7 } },
      { message: 'Expected object received string', item: 'x' },
    ])
    expect(decodeEach(Item, [{ id: 7 }])).toEqual([])
  })
})
