import * as t from 'io-ts'
import type { IdentityResponse } from '../codec/api'

/** What the kernel keeps: absent rather than null or ''. Also the identity cache's value codec. */
export const Identity = /* @__PURE__ */ t.partial({ name: t.string, avatar: t.string }, 'Identity')
export type Identity = t.TypeOf<typeof Identity>

export function toIdentity(answer: IdentityResponse): Identity {
  return {
    ...(answer.name ? { name: answer.name } : {}),
    ...(answer.avatar ? { avatar: answer.avatar } : {}),
  }
}
