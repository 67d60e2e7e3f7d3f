import { isValidName, type NameSuggestion } from '../codec/names'
import { DEFAULT_NAME_ZONE } from './constants'
import { initialNamesState, type NamesAccount, type NamesState } from './initialState'

export { initialNamesState, type NamesAccount, type NamesState }

export type NamesCommand =
  | { readonly type: 'accountChanged'; readonly account: NamesAccount }
  | { readonly type: 'typed'; readonly query: string }
  | { readonly type: 'availabilityFound'; readonly query: string; readonly taken: boolean }
  | { readonly type: 'availabilityFailed'; readonly query: string; readonly message: string }
  | { readonly type: 'suggestionsFound'; readonly query: string; readonly suggestions: ReadonlyArray<NameSuggestion> }
  | { readonly type: 'suggestionsFailed'; readonly query: string; readonly message: string }
  | { readonly type: 'fetchOwnNames' }
  | { readonly type: 'ownNamesFound'; readonly address: string; readonly names: ReadonlyArray<string> }
  | { readonly type: 'ownNamesFailed'; readonly address: string; readonly message: string }
  | { readonly type: 'register'; readonly label: string }
  | { readonly type: 'registered'; readonly name: string; readonly address: string }
  | { readonly type: 'registrationFailed'; readonly message: string }
  | { readonly type: 'reset' }

/** The label a person typed, trimmed, lower case, without a SPEC zone they may have typed after it. */
export function labelOf(typed: string): string {
  const text = typed.trim().toLowerCase()
  const dot = text.indexOf('.')
  return dot < 0 ? text : text.slice(0, dot)
}

export const fullNameOf = (label: string): string => `${label}.${DEFAULT_NAME_ZONE}`

export function reduceNames(state: NamesState, command: NamesCommand): NamesState {
  switch (command.type) {
    case 'accountChanged':
      if (state.account?.address === command.account.address && state.account?.chainId === command.account.chainId) {
        return state.account?.namespace === command.account.namespace ? state : { ...state, account: command.account }
      }
      return { ...initialNamesState, account: command.account, registered: state.registered }
    case 'typed': {
      const query = labelOf(command.query)
      if (query === state.query) return state
      if (query === '') return { ...state, query, availability: 'idle', availabilityError: undefined, suggestions: [], suggestionsLoading: false, suggestionsError: undefined }
      const valid = isValidName(query)
      return {
        ...state,
        query,
        availability: valid ? 'checking' : 'invalid',
        availabilityError: undefined,
        suggestionsLoading: valid,
        suggestionsError: undefined,
        suggestions: valid ? state.suggestions : [],
        registrationError: undefined,
      }
    }
    case 'availabilityFound':
      return command.query === state.query ? { ...state, availability: command.taken ? 'taken' : 'available' } : state
    case 'availabilityFailed':
      return command.query === state.query ? { ...state, availability: 'error', availabilityError: command.message } : state
    case 'suggestionsFound':
      return command.query === state.query ? { ...state, suggestions: command.suggestions, suggestionsLoading: false } : state
    case 'suggestionsFailed':
      return command.query === state.query
        ? { ...state, suggestions: [], suggestionsLoading: false, suggestionsError: command.message }
        : state
    case 'fetchOwnNames':
      return state.ownNamesError === undefined ? state : { ...state, ownNamesError: undefined }
    case 'ownNamesFound':
      return command.address === state.account?.address ? { ...state, ownNames: command.names, ownNamesError: undefined } : state
    case 'ownNamesFailed':
      return command.address === state.account?.address ? { ...state, ownNamesError: command.message } : state
    case 'register':
      return state.registering !== undefined ? state : { ...state, registering: fullNameOf(labelOf(command.label)), registrationError: undefined }
    case 'registered':
      return {
        ...state,
        registering: undefined,
        registered: { name: command.name, address: command.address },
        ownNames: [command.name, ...state.ownNames.filter((n) => n !== command.name)],
        availability: state.query && fullNameOf(state.query) === command.name ? 'taken' : state.availability,
      }
    case 'registrationFailed':
      return { ...state, registering: undefined, registrationError: command.message }
    case 'reset':
      return { ...initialNamesState, account: state.account, ownNames: state.ownNames, registered: state.registered }
  }
}
