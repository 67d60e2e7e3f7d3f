import type { AlertCode } from '../errors/messages'

/**
 * idle: not checked yet; checking: asking the server;
 * allowed: a development host, or the page origin is on the fetched list;
 * notAllowed: the list does not hold the page origin (or the server said so);
 * noList: no usable list (none configured, refused, unreadable, unreachable);
 * unavailable: the server is busy, failing (429, 5xx) or unreachable, which says nothing about the
 * configuration (unreachable raises ORIGINS_UNREACHABLE so the outage is named).
 */
export type OriginsStatus = 'idle' | 'checking' | 'allowed' | 'notAllowed' | 'noList' | 'unavailable'

export interface OriginsState {
  readonly status: OriginsStatus
  /** The fetched list; null when none was fetched (development host, failure). */
  readonly allowedOrigins: ReadonlyArray<string> | null
  /** Alerts raised, each once, in the order raised. */
  readonly alerts: ReadonlyArray<AlertCode>
}

export const initialOriginsState: OriginsState = { status: 'idle', allowedOrigins: null, alerts: [] }
