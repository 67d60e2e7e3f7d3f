import * as t from 'io-ts'
import { decode, SiwxSession, type CaipNetworkId } from '../kernel'
import type { SiwxMessageFields } from '../kernel/codec/siwx'
import { createBrowserPlatform } from '../kernel/ports/browser'
import { formatSiwxMessage } from '../kernel/siwx/formatMessage'
import { messageDefaults } from '../kernel/siwx/messageDefaults'
import type { SiwxProvider } from '../kernel/siwx/provider'

const NonceAnswer = t.type({ nonce: t.string }, 'NonceAnswer')
const SessionsAnswer = t.type({ sessions: t.array(SiwxSession) }, 'SessionsAnswer')
const ProblemAnswer = t.type({ error: t.string }, 'ProblemAnswer')

/** How long a demo sign-in lasts. */
const SESSION_MS = 60 * 60 * 1000

export interface DevnetSiwxOptions {
  /** The devnet's blockchain API, which also runs the example sign-in backend (/siwx/...). */
  readonly apiUrl: string
  /** SPEC §4 required sign-in: cancelling disconnects, and the modal stays until signed in. */
  readonly required: boolean
}

/**
 * The demo's sign-in provider (SPEC §1 siwx): EIP-4361 messages with a nonce from the devnet, and
 * sessions kept by the devnet, which refuses any whose signature viem does not trace to the account.
 * Every answer is decoded before use.
 */
export function createDevnetSiwx(options: DevnetSiwxOptions): SiwxProvider {
  const base = options.apiUrl.replace(/\/+$/, '')
  const sessionsUrl = (chainId: CaipNetworkId, address: string) =>
    `${base}/siwx/sessions/${encodeURIComponent(chainId)}/${encodeURIComponent(address)}`

  const call = async <A>(url: string, codec: t.Decoder<unknown, A>, init: RequestInit = {}): Promise<A> => {
    const response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    })
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const problem = decode(ProblemAnswer, body, 'sign-in backend error')
      throw new Error(problem.ok ? problem.value.error : `The sign-in backend answered HTTP ${response.status}`)
    }
    const answer = decode(codec, body, url)
    if (!answer.ok) throw answer.error
    return answer.value
  }

  return {
    createMessage: async ({ accountAddress, chainId }) => {
      const { nonce } = await call(`${base}/siwx/nonce`, NonceAnswer)
      const now = Date.now()
      const data: SiwxMessageFields = {
        ...messageDefaults(createBrowserPlatform()),
        chainId,
        accountAddress,
        nonce,
        version: '1',
        statement: 'Sign in to the Airlock demo.',
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + SESSION_MS).toISOString(),
      }
      return { data, message: formatSiwxMessage(data) }
    },
    addSession: async (session) => {
      await call(`${base}/siwx/sessions`, t.unknown, { method: 'POST', body: JSON.stringify(session) })
    },
    revokeSession: async (chainId, address) => {
      await call(sessionsUrl(chainId, address), t.unknown, { method: 'DELETE' })
    },
    setSessions: async (sessions) => {
      await call(`${base}/siwx/sessions`, t.unknown, { method: 'PUT', body: JSON.stringify({ sessions }) })
    },
    getSessions: async (chainId, address) => (await call(sessionsUrl(chainId, address), SessionsAnswer)).sessions,
    getRequired: () => options.required,
  }
}

/**
 * The demo turns sign-in on with `?signIn=required` or `?signIn=optional`; without the flag it has
 * no sign-in at all.
 */
export function siwxFromQuery(search: string, apiUrl: string): { readonly siwx?: SiwxProvider } {
  const mode = new URLSearchParams(search).get('signIn')
  if (mode !== 'required' && mode !== 'optional') return {}
  return { siwx: createDevnetSiwx({ apiUrl, required: mode === 'required' }) }
}
