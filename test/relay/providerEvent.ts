/** The part of UniversalProvider's emitter the relay tests wait on. */
interface Emitter {
  once(event: string, listener: (value: never) => void): unknown
}

/** The next `event` from a dapp-side provider, or a clear failure after `timeoutMs`. */
export function nextProviderEvent<T>(emitter: Emitter, event: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs)
    emitter.once(event, (value: T) => {
      clearTimeout(timer)
      resolve(value)
    })
  })
}
