/** The auth service's answers and mails as the load run reads them, each decoded with io-ts. */
import * as t from 'io-ts'
import { TokenPayload } from '../../auth/tokens'

const LoginAnswer = t.type({ token: t.string, user: t.type({ id: t.string, email: t.string }) })
const SessionAnswer = t.type({ user: t.type({ id: t.string, email: t.string }) })

function decodeJson<A>(codec: t.Decoder<unknown, A>, text: string): A | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  const result = codec.decode(parsed)
  return result._tag === 'Right' ? result.right : undefined
}

export const decodeLogin = (text: string) => decodeJson(LoginAnswer, text)
export const decodeSession = (text: string) => decodeJson(SessionAnswer, text)

/**
 * The session id a token names. Read without the signature check: the session route makes that
 * check, and the run asks it about every token.
 */
export function sessionId(token: string): string | undefined {
  const [body] = token.split('.')
  return body === undefined ? undefined : decodeJson(TokenPayload, Buffer.from(body, 'base64url').toString('utf8'))?.sid
}

/** The six-digit code in a sign-in mail. */
export function mailedCode(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  if (code === undefined) throw new Error(`no code in the mail: ${text.slice(0, 120)}`)
  return code
}
