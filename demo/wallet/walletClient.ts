/** The page's side of /wallet/api: every answer decoded before the page uses it. */
import { decode } from '../../kernel/codec/decode'
import { ApiProblem, WalletState } from './codecs'

export type WalletAction = 'pair' | 'approve' | 'reject' | 'chain' | 'account' | 'requestMode' | 'disconnect'

async function stateFrom(response: Response): Promise<WalletState> {
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const problem = decode(ApiProblem, body)
    throw new Error(problem.ok ? problem.value.error : `The wallet API answered HTTP ${response.status}`)
  }
  const state = decode(WalletState, body)
  if (!state.ok) throw new Error(`The wallet API sent a state the page cannot read: ${state.error.message}`)
  return state.value
}

/** The wallet's state now, or (with `after`) once it differs from that version (a long poll). */
export function fetchState(after: number | undefined, signal: AbortSignal): Promise<WalletState> {
  const query = after === undefined ? '' : `?after=${after}`
  return fetch(`/wallet/api/state${query}`, { signal, cache: 'no-store' }).then(stateFrom)
}

export function act(action: WalletAction, body: Readonly<Record<string, unknown>>): Promise<WalletState> {
  return fetch(`/wallet/api/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(stateFrom)
}
