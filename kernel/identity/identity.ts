import * as t from 'io-ts'

const Nullable = t.union([t.string, t.null, t.undefined])

/** SPEC §7 GET /v1/identity/{address} answer: avatar and name, either may be missing. TODO(move to codec). */
export const IdentityAnswer = t.partial({ name: Nullable, avatar: Nullable }, 'IdentityAnswer')
export type IdentityAnswer = t.TypeOf<typeof IdentityAnswer>

/** What the kernel keeps: absent rather than null or ''. Also the identity cache's value codec. */
export const Identity = t.partial({ name: t.string, avatar: t.string }, 'Identity')
export type Identity = t.TypeOf<typeof Identity>

export function toIdentity(answer: IdentityAnswer): Identity {
  return {
    ...(answer.name ? { name: answer.name } : {}),
    ...(answer.avatar ? { avatar: answer.avatar } : {}),
  }
}
