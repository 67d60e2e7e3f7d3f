import { Observable, Subject, type Subscriber } from 'rxjs'

/**
 * The hidden secure frame of the embedded wallet (SPEC §2, §4 "Embedded frame lifecycle", §7
 * "Embedded frame"), seen by the kernel as a postMessage pipe. The kernel never touches the DOM: the
 * browser implementation (a later issue, beside kernel/ports/browser) creates the iframe on the
 * frame's own origin and adapts its events to this shape.
 *
 * Obligations of every implementation:
 * - `messages$` carries only messages from the frame. The DOM implementation MUST drop every
 *   `message` event whose `event.origin` is not exactly the frame's origin (and whose `event.source`
 *   is not the iframe's contentWindow): any other window of the page can post to us. The kernel then
 *   decodes each message it receives (kernel/embedded/protocol), so a message passing the origin check
 *   is still untrusted bytes.
 * - `post` sends to the frame with the frame's origin as targetOrigin, never '*', so a navigated-away
 *   frame cannot read requests.
 * - `messages$` is hot: it reports from the moment the port exists (listen before `load()` is
 *   subscribed, since the frame may post its ready event before the element's load event fires).
 */
export interface FramePort {
  /**
   * Cold: subscribing creates the frame element and appends it; emits once at the element's load
   * event, then completes. Errors when the element fails to load. Unsubscribing before the load event
   * abandons the load and removes the element.
   */
  load(): Observable<void>
  /** Sends one message to the frame (postMessage with the frame origin as targetOrigin). */
  post(message: unknown): void
  /** Messages from the frame, origin-checked by the implementation, not yet decoded. Hot. */
  readonly messages$: Observable<unknown>
  /** Removes the frame element and its listeners; `messages$` completes. */
  destroy(): void
}

/** The in-memory frame for tests: the test plays the frame's side. */
export interface FakeFramePort extends FramePort {
  /** Every message posted to the frame, oldest first. */
  readonly posted: unknown[]
  /** Each posted message as it is posted (hot). */
  readonly posted$: Observable<unknown>
  /** How many times `load()` was subscribed (each subscription creates an element). */
  readonly loads: () => number
  readonly destroyed: () => boolean
  /** Fires the element's load event on every pending `load()` subscription. */
  loaded(): void
  /** Fails every pending `load()` subscription (the element's error event). */
  failLoad(error?: unknown): void
  /** The frame posts `message` to the page. */
  emit(message: unknown): void
  /**
   * Answer posted messages as they are posted: `respond` gets each posted message and returns the
   * messages the frame sends back (synchronously), or nothing.
   */
  autoAnswer(respond: (posted: unknown) => ReadonlyArray<unknown> | undefined): void
}

export function createFakeFramePort(): FakeFramePort {
  const messages = new Subject<unknown>()
  const postedMessages = new Subject<unknown>()
  const pendingLoads = new Set<Subscriber<void>>()
  const posted: unknown[] = []
  let loadCount = 0
  let isDestroyed = false
  let responder: ((posted: unknown) => ReadonlyArray<unknown> | undefined) | undefined

  const load = (): Observable<void> =>
    new Observable<void>((subscriber) => {
      loadCount += 1
      pendingLoads.add(subscriber)
      return () => pendingLoads.delete(subscriber)
    })

  return {
    posted,
    posted$: postedMessages.asObservable(),
    messages$: messages.asObservable(),
    loads: () => loadCount,
    destroyed: () => isDestroyed,
    load,
    post(message) {
      if (isDestroyed) return
      posted.push(message)
      postedMessages.next(message)
      for (const answer of responder?.(message) ?? []) messages.next(answer)
    },
    destroy() {
      if (isDestroyed) return
      isDestroyed = true
      messages.complete()
      postedMessages.complete()
    },
    loaded() {
      for (const subscriber of [...pendingLoads]) {
        subscriber.next()
        subscriber.complete()
      }
    },
    failLoad(error) {
      for (const subscriber of [...pendingLoads]) subscriber.error(error ?? new Error('frame failed to load'))
    },
    emit: (message) => {
      if (!isDestroyed) messages.next(message)
    },
    autoAnswer(respond) {
      responder = respond
    },
  }
}
