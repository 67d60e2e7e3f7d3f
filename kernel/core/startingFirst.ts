/**
 * `commands` with `first` run before each of them, in nested groups too (`wallets.search`, `send.setAmount`,
 * and the properties of a command that carries some, like `pay.confirm`). The kernel starts its loop
 * after the page's first paint; a command given before that starts it at once, so none is dropped.
 */
export function startingFirst<T extends object>(commands: T, first: () => void): T {
  // Plain groups and functions are wrapped; anything else (none today) is kept as it is.
  const wrap = (value: unknown): unknown =>
    typeof value == 'function'
      ? Object.assign((...args: ReadonlyArray<unknown>) => (first(), (value as (...args: ReadonlyArray<unknown>) => unknown)(...args)), wrapEach(value))
      : (value as object | undefined)?.constructor == Object
        ? wrapEach(value as object)
        : value
  const wrapEach = (group: object): object => Object.fromEntries(Object.entries(group).map(([name, value]) => [name, wrap(value)]))
  // The same names and call signatures as `commands`, each wrapped above.
  return wrapEach(commands) as T
}
