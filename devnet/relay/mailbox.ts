/**
 * The relay's store: per topic, the messages published and not yet expired. A message stays until
 * its TTL runs out (clients that subscribe later, or reconnect, still get it); each records which
 * clients acknowledged it so that only unacknowledged ones are delivered again.
 */

export interface StoredMessage {
  readonly seq: number
  readonly topic: string
  readonly message: string
  readonly publishedAt: number
  readonly expiresAt: number
  readonly tag: number
  readonly attestation: string | undefined
  /** Client id of the publisher: never delivered back to it. */
  readonly publisher: string
  readonly ackedBy: Set<string>
}

export interface MailboxLimits {
  /** Oldest messages are dropped past this many on one topic. */
  readonly maxMessagesPerTopic: number
  /** Longest TTL kept, in seconds (the relay protocol's maximum is 30 days). */
  readonly maxTtlSeconds: number
}

export const DEFAULT_MAILBOX_LIMITS: MailboxLimits = { maxMessagesPerTopic: 1000, maxTtlSeconds: 30 * 24 * 3600 }

export interface NewMessage {
  readonly topic: string
  readonly message: string
  readonly ttlSeconds: number
  readonly tag: number
  readonly attestation: string | undefined
  readonly publisher: string
}

export interface Mailbox {
  /** Stores a message; returns undefined when the same message is already stored on the topic. */
  put(input: NewMessage): StoredMessage | undefined
  /** Live messages of a topic in publication order. */
  list(topic: string): ReadonlyArray<StoredMessage>
  /** Drops expired messages and empty topics. */
  sweep(): void
  readonly size: { readonly topics: number; readonly messages: number }
}

export function createMailbox(now: () => number, limits: MailboxLimits = DEFAULT_MAILBOX_LIMITS): Mailbox {
  const topics = new Map<string, StoredMessage[]>()
  let seq = 0

  const live = (topic: string): StoredMessage[] => {
    const stored = topics.get(topic)
    if (stored === undefined) return []
    const time = now()
    const kept = stored.filter((entry) => entry.expiresAt > time)
    if (kept.length === 0) topics.delete(topic)
    else if (kept.length !== stored.length) topics.set(topic, kept)
    return kept
  }

  return {
    put(input) {
      const existing = live(input.topic)
      if (existing.some((entry) => entry.message === input.message)) return undefined
      const publishedAt = now()
      const ttl = Math.min(input.ttlSeconds, limits.maxTtlSeconds)
      const entry: StoredMessage = {
        seq: ++seq,
        topic: input.topic,
        message: input.message,
        publishedAt,
        expiresAt: publishedAt + ttl * 1000,
        tag: input.tag,
        attestation: input.attestation,
        publisher: input.publisher,
        ackedBy: new Set(),
      }
      const next = [...existing, entry]
      topics.set(input.topic, next.length > limits.maxMessagesPerTopic ? next.slice(-limits.maxMessagesPerTopic) : next)
      return entry
    },
    list: live,
    sweep() {
      for (const topic of [...topics.keys()]) live(topic)
    },
    get size() {
      let messages = 0
      for (const stored of topics.values()) messages += stored.length
      return { topics: topics.size, messages }
    },
  }
}
