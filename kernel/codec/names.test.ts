import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decode } from './decode'
import { AccountName, NameSuggestion, isValidName } from './names'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

describe('names', () => {
  codecProperties('§5 name', AccountName, arb.accountName)
  codecProperties('§3 name suggestion', NameSuggestion, arb.nameSuggestion)

  it('§5 name: valid only with at least 4 characters of letters, digits or hyphens', () => {
    for (const good of ['abcd', 'ab-1', 'A1B2C3', '----', 'my-name-2024']) expect(isValidName(good), good).toBe(true)
    for (const bad of ['abc', '', 'ab_cd', 'abc.', 'my name', 'name.reown.id', 'héllo'])
      expect(isValidName(bad), bad).toBe(false)
    expect(issuesOf(decode(AccountName, 'abc'))).toEqual([{ path: '', message: 'Expected AccountName received string' }])
  })

  it('§5 name: any string with a character other than a letter, digit or hyphen is refused', () => {
    fc.assert(
      fc.property(
        arb.accountName,
        fc.string({ minLength: 1, maxLength: 3 }).filter((s) => /[^a-zA-Z0-9-]/.test(s)),
        fc.nat(),
        (name, junk, at) => {
          const i = at % (name.length + 1)
          expect(isValidName(name.slice(0, i) + junk + name.slice(i))).toBe(false)
        },
      ),
      { numRuns: 100 },
    )
  })

  it('§3 name suggestion: name is required, registered optional', () => {
    expect(decode(NameSuggestion, { name: 'abcd' }).ok).toBe(true)
    expect(issuesOf(decode(NameSuggestion, { registered: true }))).toEqual([{ path: 'name', message: 'Required' }])
    expect(issuesOf(decode(NameSuggestion, { name: 'abcd', registered: 'yes' }))).toEqual([
      { path: 'registered', message: 'Expected boolean received string' },
    ])
  })
})
