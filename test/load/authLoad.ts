/**
 * The auth service under load: its code, verify and session routes fired by autocannon on 127.0.0.1,
 * with a real SMTP mailbox and the default store (SQLite, in a temporary file). Besides the figures,
 * each phase counts what must hold under concurrency: the resend cooldown and the wrong-code lock
 * (SPEC §9), and one distinct, working session per login.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LIMITS } from '../../auth/limits'
import { startAuth, type RunningAuth } from '../../auth/startAuth'
import { startMailbox, type RunningMailbox } from '../../devnet/mail/startMailbox'
import { fire, type CannonFigures, type CannonLimits } from './cannon'
import { decodeLogin, decodeSession, mailedCode, sessionId } from './authAnswers'

const FRAME = 'http://127.0.0.1:47901'
const PROJECT = 'load-project'

export interface AuthPhase extends CannonFigures {
  readonly id: string
  readonly call: string
}

export interface AuthChecks {
  /** Distinct addresses asked for a code, and the mails they got (one each). */
  readonly codeAddresses: number
  readonly codeMails: number
  /** One address flooded: codes mailed, and how many the cooldown allows over the flood's duration. */
  readonly floodMails: number
  readonly floodMailsAllowed: number
  /** Logins: right codes verified, distinct tokens and session ids got, tokens the session route accepts with their own address. */
  readonly logins: number
  readonly distinctTokens: number
  readonly distinctSessions: number
  readonly sessionsStored: number
  readonly sessionAnswersForOtherAddress: number
  /** The lock: wrong guesses counted in the store, the limit, and right codes that got a session after it. */
  readonly wrongCodesCounted: number
  readonly wrongCodesAllowed: number
  readonly rightCodeAfterLockAccepted: number
  readonly codeMailedWhileLocked: number
}

export interface AuthLoadFigures {
  readonly store: 'SQLite' | 'PostgreSQL'
  readonly limits: CannonLimits
  readonly phases: ReadonlyArray<AuthPhase>
  readonly checks: AuthChecks
  readonly seconds: number
}

const post = (path: string) => ({ origin: '', method: 'POST' as const, path, headers: { origin: FRAME } })

async function requestCode(auth: RunningAuth, mailbox: RunningMailbox, email: string): Promise<string> {
  const since = mailbox.messages().length
  const response = await fetch(`${auth.url}/v1/email/code`, {
    method: 'POST',
    headers: { origin: FRAME, 'content-type': 'application/json' },
    body: JSON.stringify({ projectId: PROJECT, email }),
  })
  if (response.status !== 200) throw new Error(`code for ${email}: ${response.status} ${await response.text()}`)
  return mailedCode((await mailbox.nextMessage(email, since)).text)
}

/** A six-digit code that is not `code`. */
const wrongFor = (code: string, index: number): string => {
  const guess = String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0')
  return guess === code ? String((Number(code) + 2) % 1_000_000).padStart(6, '0') : guess
}

export interface AuthLoadOptions {
  /** postgres:// URL; else SQLite in a temporary file (the service's default store). */
  readonly databaseUrl?: string
  readonly log?: (line: string) => void
}

export async function runAuthLoad(limits: CannonLimits, options: AuthLoadOptions = {}): Promise<AuthLoadFigures> {
  const log = options.log ?? (() => undefined)
  const started = performance.now()
  const dir = mkdtempSync(join(tmpdir(), 'airlock-auth-load-'))
  const mailbox = await startMailbox()
  let auth: RunningAuth | undefined
  try {
    auth = await startAuth({
      frameOrigins: [FRAME],
      smtpUrl: mailbox.smtpUrl,
      ...(options.databaseUrl !== undefined ? { databaseUrl: options.databaseUrl } : { sqliteFile: join(dir, 'auth.sqlite') }),
      projects: { [PROJECT]: ['http://127.0.0.1:5173'] },
    })
    const origin = auth.url
    const n = limits.amount
    const phases: AuthPhase[] = []
    const run = async (id: string, call: string, target: Parameters<typeof fire>[0], amount = n): Promise<AuthPhase> => {
      const figures = await fire(target, { ...limits, amount })
      const statuses = Object.entries(figures.statuses).map(([status, count]) => `${status}×${count}`).join(' ')
      log(`auth ${id}: ${figures.requestsPerSecond.toFixed(0)} req/s, p99 ${figures.latencyMs.p99} ms, ${statuses}`)
      const phase = { id, call, ...figures }
      phases.push(phase)
      return phase
    }
    const body = (value: unknown) => ({ body: JSON.stringify(value) })

    // Codes for n distinct addresses: every one answered and mailed once.
    const address = (i: number) => `load-${i}@example.com`
    await run('code', 'POST /v1/email/code (distinct addresses)', {
      ...post('/v1/email/code'),
      origin,
      vary: { request: (i) => body({ projectId: PROJECT, email: address(i) }), answer: () => undefined },
    })
    const codes = new Map<string, string>()
    for (const mail of mailbox.messages()) for (const to of mail.to) if (to.startsWith('load-')) codes.set(to, mailedCode(mail.text))
    const codeMails = mailbox.messages().filter((m) => m.to.some((to) => to.startsWith('load-'))).length

    // One address flooded: the cooldown lets one code through per 30 s, the rest are 429.
    const floodStarted = performance.now()
    await run('codeFlood', 'POST /v1/email/code (one address)', {
      ...post('/v1/email/code'),
      origin,
      body: JSON.stringify({ projectId: PROJECT, email: 'flood@example.com' }),
    })
    const floodMails = mailbox.messages('flood@example.com').length
    const floodMailsAllowed = 1 + Math.floor((performance.now() - floodStarted) / LIMITS.resendCooldownMs)

    // n parallel logins, each with its own mailed code.
    const tokens: Array<string | undefined> = []
    await run('verify', 'POST /v1/email/verify (right codes)', {
      ...post('/v1/email/verify'),
      origin,
      vary: {
        request: (i) => body({ projectId: PROJECT, email: address(i), code: codes.get(address(i)) ?? '' }),
        answer: (i, status, text) => {
          if (status === 200) tokens[i] = decodeLogin(text)?.token
        },
      },
    })
    const logins = tokens.filter((t) => t !== undefined)
    const sids = logins.map(sessionId).filter((s) => s !== undefined)
    const stored = await Promise.all([...new Set(sids)].map((sid) => auth!.store.session(sid)))

    // Every token, several times over, at the session route: each answers with its own address.
    let sessionAnswersForOtherAddress = 0
    await run('session', 'GET /v1/session', {
      origin,
      method: 'GET',
      path: '/v1/session',
      headers: { origin: FRAME },
      vary: {
        request: (i) => ({ headers: { authorization: `Bearer ${tokens[i % n] ?? ''}` } }),
        answer: (i, status, text) => {
          if (status === 200 && decodeSession(text)?.user.email !== address(i % n)) sessionAnswersForOtherAddress++
        },
      },
    }, 2 * n)

    // Wrong codes for one address, all at once: the store counts no more than the limit, then 423.
    const locked = 'lock@example.com'
    const right = await requestCode(auth, mailbox, locked)
    await run('verifyWrong', 'POST /v1/email/verify (wrong codes, one address)', {
      ...post('/v1/email/verify'),
      origin,
      vary: { request: (i) => body({ projectId: PROJECT, email: locked, code: wrongFor(right, i) }), answer: () => undefined },
    })
    const wrongCodesCounted = (await auth.store.code(locked))?.failures ?? 0
    // The right code, all at once, after the lock: never a session.
    let rightCodeAfterLockAccepted = 0
    await run('verifyLocked', 'POST /v1/email/verify (right code after the lock)', {
      ...post('/v1/email/verify'),
      origin,
      vary: {
        request: () => body({ projectId: PROJECT, email: locked, code: right }),
        answer: (_i, status) => {
          if (status === 200) rightCodeAfterLockAccepted++
        },
      },
    })
    const lockedMails = mailbox.messages(locked).length
    await fetch(`${auth.url}/v1/email/code`, {
      method: 'POST',
      headers: { origin: FRAME, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: PROJECT, email: locked }),
    }).then((r) => r.body?.cancel())

    return {
      store: options.databaseUrl !== undefined ? 'PostgreSQL' : 'SQLite',
      limits,
      phases,
      checks: {
        codeAddresses: n,
        codeMails,
        floodMails,
        floodMailsAllowed,
        logins: logins.length,
        distinctTokens: new Set(logins).size,
        distinctSessions: new Set(sids).size,
        sessionsStored: stored.filter((s) => s !== undefined && s.revokedAt === null).length,
        sessionAnswersForOtherAddress,
        wrongCodesCounted,
        wrongCodesAllowed: LIMITS.maxWrongCodes,
        rightCodeAfterLockAccepted,
        codeMailedWhileLocked: mailbox.messages(locked).length - lockedMails,
      },
      seconds: (performance.now() - started) / 1000,
    }
  } finally {
    await auth?.stop()
    await mailbox.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** What must be 0 for the auth load run to pass: each a broken limit or a lost session. */
export function authViolations(figures: AuthLoadFigures): ReadonlyArray<string> {
  const c = figures.checks
  const phase = (id: string) => figures.phases.find((p) => p.id === id)
  const only = (id: string, allowed: ReadonlyArray<string>) => {
    const p = phase(id)
    if (!p) return [`${id}: not run`]
    const other = Object.keys(p.statuses).filter((s) => !allowed.includes(s))
    return [...(other.length > 0 ? [`${id}: answered ${other.join(', ')}`] : []), ...(p.errors + p.timeouts > 0 ? [`${id}: ${p.errors + p.timeouts} errors or timeouts`] : [])]
  }
  const problems = [
    ...only('code', ['200']),
    ...only('codeFlood', ['200', '429']),
    ...only('verify', ['200']),
    ...only('session', ['200']),
    ...only('verifyWrong', ['401', '423']),
    ...only('verifyLocked', ['423']),
  ]
  if (c.codeMails !== c.codeAddresses) problems.push(`${c.codeAddresses} addresses got ${c.codeMails} codes`)
  if (c.floodMails > c.floodMailsAllowed) problems.push(`a flooded address got ${c.floodMails} codes, ${c.floodMailsAllowed} allowed`)
  if ((phase('codeFlood')?.statuses['200'] ?? 0) !== c.floodMails) problems.push('the flood answered 200 a different number of times than it mailed')
  for (const [what, count] of [
    ['tokens', c.distinctTokens],
    ['session ids', c.distinctSessions],
    ['stored sessions', c.sessionsStored],
  ] as const)
    if (count !== c.codeAddresses || c.logins !== c.codeAddresses) problems.push(`${c.codeAddresses} logins gave ${c.logins} answers and ${count} distinct ${what}`)
  if (c.sessionAnswersForOtherAddress > 0) problems.push(`${c.sessionAnswersForOtherAddress} session answers named another address`)
  if (c.wrongCodesCounted !== c.wrongCodesAllowed) problems.push(`${c.wrongCodesCounted} wrong codes counted, the lock comes at ${c.wrongCodesAllowed}`)
  if ((phase('verifyWrong')?.statuses['401'] ?? 0) > c.wrongCodesAllowed - 1) problems.push('more wrong codes answered 401 than the lock allows')
  if (c.rightCodeAfterLockAccepted > 0) problems.push(`the right code got ${c.rightCodeAfterLockAccepted} sessions after the lock`)
  if (c.codeMailedWhileLocked > 0) problems.push('a code was mailed while the address was locked')
  return problems
}
