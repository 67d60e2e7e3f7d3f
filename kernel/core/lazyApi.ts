/**
 * The named methods of an API whose code arrives with its first call: the entry holds only the
 * names. Each method waits for the loaded API and resolves with its answer (a method typed `void`
 * returns that wait, which callers ignore).
 */
export function lazyApi<A extends object, K extends keyof A>(load: () => Promise<A>, methods: ReadonlyArray<K>): Pick<A, K> {
  let api: Promise<A> | undefined
  const out: Partial<Pick<A, K>> = {}
  for (const name of methods) {
    const forward = (...args: ReadonlyArray<unknown>) =>
      (api ??= load()).then((loaded) => (loaded[name] as (...args: ReadonlyArray<unknown>) => unknown)(...args))
    // The forwarder takes the method's arguments and resolves with its answer.
    out[name] = forward as A[K]
  }
  // Every method named above is now set.
  return out as Pick<A, K>
}
