import * as t from 'io-ts'

/** SPEC §3 Recent wallet. */
export const RecentWallet = t.type({ id: t.string, name: t.string }, 'RecentWallet')
export type RecentWallet = t.TypeOf<typeof RecentWallet>

/** SPEC §3 Deep-link record. */
export const DeepLink = t.type({ href: t.string, name: t.string }, 'DeepLink')
export type DeepLink = t.TypeOf<typeof DeepLink>
