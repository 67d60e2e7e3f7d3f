import { defineMessages } from '../../i18n/catalogue'

/** The Account view's smart sessions list (feature flag smartSessions), in English. */
export const sessionsMessages = defineMessages('sessions', {
  heading: 'Sessions',
  loading: 'Loading sessions',
  empty: 'No sessions',
  emptyDescription: 'Apps you allow to spend without asking appear here.',
  fetchFailed: 'Error fetching sessions',
  revokeFailed: 'Error revoking session',
  tryAgain: 'Try again',
  upTo: (amount: string) => `Up to ${amount}`,
  spent: (amount: string, signer: string) => `${amount} spent · app key ${signer}`,
  until: (date: string) => `Until ${date}`,
  ended: (date: string) => `Ended ${date}`,
  revoke: 'Revoke',
  revoking: 'Revoking…',
  revokeLabel: (signer: string) => `Revoke the session of ${signer}`,
  status: { active: 'Active', revoked: 'Revoked', expired: 'Expired' },
})
