import type { OnrampState } from './types'

// Only what has a value: this object is in the page's entry.
export const initialOnrampState: OnrampState = { context: {}, optionsStatus: 'idle', optionsFallback: false, amount: '50', quotes: {} }
