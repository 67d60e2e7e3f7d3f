import type { NameSuggestion } from '../codec/names'
import type { ChainNamespace } from '../codec/primitives'

/** The account a name is registered for: the active one. */
export interface NamesAccount {
  readonly namespace: ChainNamespace
  readonly address: string | undefined
  readonly chainId: string | number | undefined
}

/**
 * Whether the typed label can be registered: 'invalid' breaks SPEC §5 (at least 4 letters, digits or
 * hyphens), 'error' when the lookup failed ('Error resolving name').
 */
export type NameAvailability = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'error'

export interface NamesState {
  readonly account: NamesAccount | undefined
  /** The label as typed, without a zone. */
  readonly query: string
  readonly availability: NameAvailability
  readonly availabilityError: string | undefined
  /** Free names near the query (SPEC §3 name suggestion). */
  readonly suggestions: ReadonlyArray<NameSuggestion>
  readonly suggestionsLoading: boolean
  readonly suggestionsError: string | undefined
  /** Names the account already holds (reverse lookup). */
  readonly ownNames: ReadonlyArray<string>
  readonly ownNamesError: string | undefined
  /** SPEC §4 name registration in flight (the success view shows it as loading). */
  readonly registering: string | undefined
  readonly registrationError: string | undefined
  /** The last name registered, and for which address. */
  readonly registered: { readonly name: string; readonly address: string } | undefined
}

export const initialNamesState: NamesState = {
  account: undefined,
  query: '',
  availability: 'idle',
  availabilityError: undefined,
  suggestions: [],
  suggestionsLoading: false,
  suggestionsError: undefined,
  ownNames: [],
  ownNamesError: undefined,
  registering: undefined,
  registrationError: undefined,
  registered: undefined,
}

