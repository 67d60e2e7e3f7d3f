/**
 * The fault matrix: every SPEC §7 call the kernel makes × every fault a server or network can give,
 * plus the faults that are not one call's. The test (faultMatrix.test.ts) runs each cell; the README's
 * table is generated from this same definition and a test keeps the two equal.
 */

export const FAULT_KINDS = ['5xx', '429', '429 + Retry-After', 'network error', 'hang', 'malformed body', 'late answer'] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

export interface MatrixCall {
  readonly id: string
  /** As SPEC §7 names it. */
  readonly call: string
  /** What the kernel does after the fault, in a few words (the README's last column). */
  readonly recovery: string
  /** Fault kinds that cannot happen to this call, with why (shown as n/a in the table). */
  readonly notApplicable?: Partial<Record<FaultKind, string>>
}

const ONCE = 'asked once per start: no newer request can supersede it'

export const MATRIX_CALLS = [
  { id: 'supportedChains', call: 'GET v1/supported-chains', recovery: 'the next balance, history or identity need asks again', notApplicable: { 'late answer': 'one shared request per kernel: nothing supersedes it' } },
  { id: 'origins', call: 'GET /projects/v1/origins', recovery: 'named outage alert (never blames the project id); connect works; the next start checks again when the modal opens', notApplicable: { 'late answer': ONCE } },
  { id: 'analyticsConfig', call: 'GET /getAnalyticsConfig', recovery: 'analytics off for this start, nothing else changes; the next start asks again', notApplicable: { 'late answer': ONCE } },
  { id: 'telemetry', call: 'POST /e', recovery: 'that event is dropped; the next event is sent', notApplicable: { 'late answer': 'fire and forget: no answer is read' } },
  { id: 'wallets', call: 'GET /getWallets', recovery: "catalogue page 'error' with a retry; the next page request is sent; the latest search wins" },
  { id: 'balance', call: 'GET /v1/account/{address}/balance', recovery: "'Token Balance Unavailable', empty list, asked again after the 30 s gap; the active network's answer wins" },
  { id: 'history', call: 'GET /v1/account/{account}/history', recovery: "'Failed to fetch transactions', list empty, fetched again on demand; the active network's answer wins" },
  { id: 'identity', call: 'GET /v1/identity/{address}', recovery: "profile shows the address; asked again on the next account or network change; the active account's answer wins" },
  { id: 'profile', call: 'GET /v1/profile/account/{name}', recovery: "receiver name unresolved, asked again when typed again; the last typed name wins" },
  { id: 'rpc', call: 'POST /v1/?chainId={id}&projectId={id} (eth_getBalance)', recovery: "retried 3 times with backoff (Retry-After honoured); else asked again with the next balance fetch; the active network's answer wins" },
] as const satisfies ReadonlyArray<MatrixCall>

export type MatrixCallId = (typeof MATRIX_CALLS)[number]['id']

/** Where the scenarios run unless they name another file. */
export const SCENARIOS_FILE = 'test/faults/faultScenarios.test.ts'

/** Faults that are not one call's: each a scenario of its own. */
export const MATRIX_SCENARIOS = [
  {
    id: 'relayDrop',
    fault: 'relay drops every socket mid-request (WalletConnect)',
    recovery: 'both clients reconnect and resubscribe; the held signature request is answered and reaches the dapp',
    file: 'test/relay/walletConnectEndToEnd.test.ts',
    title: '§4 relay drop mid-request',
  },
  { id: 'walletGone', fault: 'wallet disappears while a signature is asked', recovery: 'the request rejects (no hang), the namespace disconnects cleanly, a new connect works' },
  { id: 'walletGoneAtStart', fault: 'wallet gone at the next start (extension removed)', recovery: 'restore ends disconnected, not stuck connecting; connect works when it is back' },
  { id: 'storageThrows', fault: 'storage throws on every read and write', recovery: 'the kernel starts, connects, fetches and disconnects in memory' },
  { id: 'storageFull', fault: 'storage full (QuotaExceededError on write)', recovery: 'connect succeeds; once space is back, the next connect is remembered across a reload' },
  { id: 'reloadConnect', fault: 'reload in the middle of connect', recovery: "the old promise rejects 'Request was aborted'; the new page is not stuck connecting; connect works" },
  { id: 'reloadSend', fault: 'reload in the middle of send', recovery: 'the new page restores the connection (same account); the send is made again and confirmed' },
  { id: 'reloadSignIn', fault: 'reload in the middle of sign-in', recovery: 'the new page restores the connection and asks for sign-in again; signing completes the session' },
] as const

type Scenario = (typeof MATRIX_SCENARIOS)[number]
/** The scenarios faultScenarios.test.ts runs (the others name their own file). */
export type MatrixScenarioId = Exclude<Scenario, { readonly file: string }>['id']
export const localScenarios = MATRIX_SCENARIOS.filter((s): s is Extract<Scenario, { readonly id: MatrixScenarioId }> => !('file' in s))

/** The README table of the matrix: one row per call, one column per fault, then the scenarios. */
export function faultMatrixMarkdown(): string {
  const header = `| Call | ${FAULT_KINDS.join(' | ')} | Recovery |`
  const rule = `|---|${FAULT_KINDS.map(() => ':-:').join('|')}|---|`
  const rows = MATRIX_CALLS.map((call) => {
    const na: Partial<Record<FaultKind, string>> = 'notApplicable' in call ? call.notApplicable : {}
    const cells = FAULT_KINDS.map((kind) => (na[kind] ? 'n/a' : 'recovers'))
    return `| \`${call.call}\` | ${cells.join(' | ')} | ${call.recovery} |`
  })
  const notes = MATRIX_CALLS.flatMap((call) => {
    const na: Partial<Record<FaultKind, string>> = 'notApplicable' in call ? call.notApplicable : {}
    return Object.entries(na).map(([kind, why]) => `- n/a, \`${call.call}\` × ${kind}: ${why}.`)
  })
  const scenarios = [
    '| Fault | Recovery | Test |',
    '|---|---|---|',
    ...MATRIX_SCENARIOS.map((s) => `| ${s.fault} | ${s.recovery} | \`${'file' in s ? s.file : SCENARIOS_FILE}\` |`),
  ]
  return [header, rule, ...rows, '', ...notes, '', ...scenarios].join('\n')
}

/** Cells the suite runs (every call × every fault that applies). */
export function matrixCells(): ReadonlyArray<{ readonly call: (typeof MATRIX_CALLS)[number]; readonly kind: FaultKind }> {
  return MATRIX_CALLS.flatMap((call) => {
    const na: Partial<Record<FaultKind, string>> = 'notApplicable' in call ? call.notApplicable : {}
    return FAULT_KINDS.filter((kind) => !na[kind]).map((kind) => ({ call, kind }))
  })
}
