/**
 * `commands` with `first` run before each of them, in nested groups too (`wallets.search`, `send.setAmount`,
 * and the properties of a command that carries some, like `pay.confirm`). The kernel starts its loop
 * after the page's first paint; a command given before that starts it at once, so none is dropped.
 */
export function startingFirst<T extends object>(commands: T, first: () => void): T {
  const wrap = (value: unknown): unknown => {
    if (typeof value === 'function') {
      const command = value as (...args: ReadonlyArray<unknown>) => unknown
      return Object.assign((...args: ReadonlyArray<unknown>) => (first(), command(...args)), wrapEach(command))
    }
    return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype ? wrapEach(value) : value
  }
  const wrapEach = (group: object): object => Object.fromEntries(Object.entries(group).map(([name, value]) => [name, wrap(value)]))
  // The same names and call signatures as `commands`, each wrapped above.
  return wrapEach(commands) as T
}
