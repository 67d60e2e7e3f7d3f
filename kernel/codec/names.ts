import * as t from 'io-ts'
import { withOptional } from './combinators'

const namePattern = /^[a-zA-Z0-9-]{4,}$/

/** SPEC §5: a name is valid only with at least 4 characters, all letters, digits or hyphens. */
export function isValidName(name: string): boolean {
  return namePattern.test(name)
}

export interface AccountNameBrand {
  readonly AccountName: unique symbol
}
/** The label a person registers (before the .reown.id / .wcn.id suffix). */
export const AccountName = /* @__PURE__ */ t.brand(
  t.string,
  (s): s is t.Branded<string, AccountNameBrand> => isValidName(s),
  'AccountName',
)
export type AccountName = t.TypeOf<typeof AccountName>

/** SPEC §3 name suggestion; `registered` when the API says whether it is taken. */
export const NameSuggestion = /* @__PURE__ */ withOptional({ name: t.string }, { registered: t.boolean }, 'NameSuggestion')
export type NameSuggestion = t.TypeOf<typeof NameSuggestion>
