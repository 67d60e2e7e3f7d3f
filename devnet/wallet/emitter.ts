export type Listener = (...args: unknown[]) => void

/** The EIP-1193 event surface (on / removeListener), small enough for a browser bundle. */
export interface Emitter {
  on(event: string, listener: Listener): Emitter
  once(event: string, listener: Listener): Emitter
  removeListener(event: string, listener: Listener): Emitter
  off(event: string, listener: Listener): Emitter
  removeAllListeners(event?: string): Emitter
  listenerCount(event: string): number
  emit(event: string, ...args: unknown[]): void
}

export function createEmitter(): Emitter {
  const listeners = new Map<string, Listener[]>()
  const emitter: Emitter = {
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
      return emitter
    },
    once(event, listener) {
      const wrapped: Listener = (...args) => {
        emitter.removeListener(event, wrapped)
        listener(...args)
      }
      return emitter.on(event, wrapped)
    },
    removeListener(event, listener) {
      const list = listeners.get(event) ?? []
      const at = list.lastIndexOf(listener)
      if (at >= 0) listeners.set(event, [...list.slice(0, at), ...list.slice(at + 1)])
      return emitter
    },
    off: (event, listener) => emitter.removeListener(event, listener),
    removeAllListeners(event) {
      if (event === undefined) listeners.clear()
      else listeners.delete(event)
      return emitter
    },
    listenerCount: (event) => listeners.get(event)?.length ?? 0,
    emit(event, ...args) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          listener(...args)
        } catch (error) {
          // A page's faulty listener must not break the wallet or the other listeners.
          console.error('[Devnet Wallet] listener failed', error)
        }
      }
    },
  }
  return emitter
}
