/**
 * Thrown messages of the smart sessions service (SPEC §7 sessions rows; not SPEC texts, ours), apart
 * from the entry's catalogue because only the lazily loaded sessions code throws them.
 */
export const sessionsMessages = {
  errorFetchingSessions: 'Error fetching sessions',
  errorRevokingSession: 'Error revoking session',
  sessionNotFound: 'Session not found',
  smartSessionsNotEnabled: 'Smart sessions are not enabled',
} as const
