import { badRequest } from '../http/problem'
import { json } from '../http/reply'
import type { Router } from '../http/router'

export interface AnalyticsEvent {
  /** Arrival order, from 1. */
  readonly sequence: number
  readonly receivedAt: string
  /** Query parameters of the call (SPEC §7: projectId, st, sv). */
  readonly query: Readonly<Record<string, string>>
  /** The POSTed record as sent: eventId, url, domain, timestamp, props. */
  readonly body: Readonly<Record<string, unknown>>
}

export interface AnalyticsSink {
  record(query: URLSearchParams, body: Readonly<Record<string, unknown>>): AnalyticsEvent
  list(): ReadonlyArray<AnalyticsEvent>
  clear(): void
}

/** How many events the sink keeps; older ones drop off so a long demo session stays small. */
const CAPACITY = 1_000

export function createAnalyticsSink(): AnalyticsSink {
  let events: AnalyticsEvent[] = []
  let sequence = 0
  return {
    record(query, body) {
      const event: AnalyticsEvent = {
        sequence: ++sequence,
        receivedAt: new Date().toISOString(),
        query: Object.fromEntries(query.entries()),
        body,
      }
      events = [...events.slice(-(CAPACITY - 1)), event]
      return event
    },
    list: () => events,
    clear: () => {
      events = []
    },
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * SPEC §7 POST /e, the analytics sink: events are recorded in memory. GET /devnet/analytics lists
 * them (oldest first), DELETE /devnet/analytics forgets them.
 */
export const analyticsRoutes = (sink: AnalyticsSink) => (router: Router) =>
  router
    .post('/e', async (context) => {
      const body = await context.readJson()
      if (!isRecord(body)) throw badRequest('Analytics event must be a JSON object')
      if (typeof body.eventId !== 'string' || body.eventId === '') throw badRequest('Analytics event needs a string "eventId"')
      if (!isRecord(body.props)) throw badRequest('Analytics event needs an object "props"')
      const event = sink.record(context.query, body)
      return json({ recorded: true, sequence: event.sequence }, 202)
    })
    .get('/devnet/analytics', () => json({ events: sink.list() }))
    .delete('/devnet/analytics', () => {
      sink.clear()
      return json({ events: [] })
    })
