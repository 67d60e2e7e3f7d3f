/**
 * The three properties every codec must hold (DESIGN §8), registered as vitest tests:
 * (a) any input, however hostile, decodes without throwing, and a refusal always says why;
 * (b) every generated valid value is accepted unchanged;
 * (c) for object codecs, a missing required field is refused with 'Required' at its path, and a
 *     field of the wrong kind with 'Expected X received Y' at its path.
 */
import fc from 'fast-check'
import * as t from 'io-ts'
import { expect, it } from 'vitest'
import { decode } from '../decode'

const numRuns = 100

/** Inputs a server, a storage entry or a wallet could hand us, plus JS values no JSON can carry. */
export const hostile = fc.oneof(
  fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
    maxDepth: 4,
  }),
  fc.jsonValue({ maxDepth: 4 }),
)

export function receivedKind(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** Required top-level fields of an object codec, with their codecs (fields that accept undefined excluded). */
export function requiredFields(codec: t.Mixed): Array<[string, t.Mixed]> {
  if (codec instanceof t.InterfaceType) {
    return Object.entries(codec.props as t.Props).filter(([, field]) => !field.is(undefined))
  }
  if (codec instanceof t.IntersectionType) return (codec.types as t.Mixed[]).flatMap(requiredFields)
  if (codec instanceof t.RefinementType || codec instanceof t.ExactType || codec instanceof t.ReadonlyType) {
    return requiredFields(codec.type as t.Mixed)
  }
  return []
}

const wrongKindCandidates: ReadonlyArray<unknown> = [42, 'text', true, null, [], {}]

/** A value of a kind the field refuses outright (a number for a string, a string for an object...). */
export function wrongKindFor(field: t.Mixed): unknown {
  return wrongKindCandidates.find((candidate) => !field.is(candidate))
}

function withoutKey(value: unknown, key: string): Record<string, unknown> {
  const copy = { ...(value as Record<string, unknown>) }
  delete copy[key]
  return copy
}

export function codecProperties(rule: string, codec: t.Mixed, valid: fc.Arbitrary<unknown>): void {
  it(`${rule}: arbitrary input never throws, and every refusal names a path and a message`, () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const result = decode(codec, input)
        if (!result.ok) {
          expect(result.error.issues.length).toBeGreaterThan(0)
          for (const issue of result.error.issues) {
            expect(typeof issue.path).toBe('string')
            expect(issue.message.length).toBeGreaterThan(0)
          }
        }
      }),
      { numRuns },
    )
  })

  it(`${rule}: a valid value with one part replaced by anything never throws`, () => {
    fc.assert(
      fc.property(valid, fc.nat(), hostile, (value, pick, replacement) => {
        const keys = typeof value === 'object' && value !== null ? Object.keys(value) : []
        const key = keys[pick % Math.max(keys.length, 1)]
        const input = key === undefined ? replacement : { ...(value as object), [key]: replacement }
        expect(() => decode(codec, input)).not.toThrow()
      }),
      { numRuns },
    )
  })

  it(`${rule}: generated valid values are accepted unchanged`, () => {
    fc.assert(
      fc.property(valid, (value) => {
        const result = decode(codec, value)
        expect(result.ok ? undefined : result.error.issues).toBeUndefined()
        if (result.ok) expect(result.value).toEqual(value)
      }),
      { numRuns },
    )
  })

  const fields = requiredFields(codec)
  if (fields.length === 0) return

  it(`${rule}: a missing required field is refused with 'Required' at its path`, () => {
    fc.assert(
      fc.property(valid, fc.constantFrom(...fields), (value, [key]) => {
        const result = decode(codec, withoutKey(value, key))
        expect(result.ok).toBe(false)
        if (!result.ok) expect(result.error.issues[0]).toEqual({ path: key, message: 'Required' })
      }),
      { numRuns },
    )
  })

  it(`${rule}: a field of the wrong kind is refused with 'Expected X received Y' at its path`, () => {
    fc.assert(
      fc.property(valid, fc.constantFrom(...fields), (value, [key, field]) => {
        const wrong = wrongKindFor(field)
        const result = decode(codec, { ...(value as object), [key]: wrong })
        expect(result.ok).toBe(false)
        if (result.ok) return
        const issue = result.error.issues[0]
        expect(issue?.path).toBe(key)
        // X is a kind or a codec's own name, never io-ts's generated structural names.
        expect(issue?.message).toMatch(new RegExp(`^Expected [^{}()]+ received ${receivedKind(wrong)}$`))
      }),
      { numRuns },
    )
  })

  it(`${rule}: a value that is not an object is refused with 'Expected object received ...'`, () => {
    for (const input of [42, 'text', true, [], null]) {
      const result = decode(codec, input)
      expect(result.ok).toBe(false)
      if (!result.ok) {
        expect(result.error.issues[0]).toEqual({ path: '', message: `Expected object received ${receivedKind(input)}` })
      }
    }
  })
}
