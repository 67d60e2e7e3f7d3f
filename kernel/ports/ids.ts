/** Randomness comes through this port so ids are reproducible in tests. */
export interface IdsPort {
  /** A fresh unique id (uuid v4 form in the browser). */
  uuid(): string
}

/** Deterministic ids for tests: prefix-1, prefix-2, ... */
export function createSequentialIds(prefix = 'id'): IdsPort {
  let n = 0
  return { uuid: () => `${prefix}-${++n}` }
}
