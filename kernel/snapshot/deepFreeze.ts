/** Handles that belong to the browser (a popup window, a wallet provider): carried, never frozen. */
const BROWSER_HANDLES: ReadonlySet<string> = new Set(['provider', 'socialWindow'])

const isPlainData = (value: unknown): value is object => {
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return true
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Freezes plain objects and arrays all the way down, so a subscriber that writes to a snapshot gets a
 * TypeError instead of changing the kernel's next one (DESIGN §4 immutable snapshots). A frozen object
 * is taken as frozen throughout: parts a snapshot shares with the previous one cost nothing.
 * Class instances (errors, dates) and the values under `carried` keys are left as they are.
 */
export function deepFreeze<T>(value: T, carried: ReadonlySet<string> = BROWSER_HANDLES): T {
  if (!isPlainData(value) || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const [key, child] of Object.entries(value)) {
    if (!carried.has(key)) deepFreeze(child, carried)
  }
  return value
}

/** What the integrator hands over to be used, not shown: their adapters and sign-in objects. */
export const OPTION_HANDLES: ReadonlySet<string> = new Set([...BROWSER_HANDLES, 'adapters', 'siwx', 'siweConfig'])
