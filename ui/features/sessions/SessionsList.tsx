import { useEffect, useState } from 'react'
import type { ModalState, SmartSession } from '../../../kernel'
import { formatUnits, truncateAddress } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/EmptyState'
import { Spinner } from '../../components/Spinner'
import { centered } from '../../components/styles'
import { badge, details, errorLine, heading, limit, list, meta, revokeButton, row, section } from './styles'

const selectSessions = (s: ModalState) => s.sessions

const statusLabels: Readonly<Record<SmartSession['status'], string>> = { active: 'Active', revoked: 'Revoked', expired: 'Expired' }

/** The expiry as the person's locale writes a date and time. */
const untilText = (expiry: number): string =>
  new Date(expiry * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function SessionRow({ session, revoking }: { readonly session: SmartSession; readonly revoking: boolean }) {
  const kernel = useKernel()
  const [error, setError] = useState<string | undefined>(undefined)
  const amount = (value: bigint) => `${formatUnits(value, session.decimals)} ${session.symbol}`
  const revoke = () => {
    setError(undefined)
    kernel.sessions.revoke(session.pci).catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)))
  }
  return (
    <li className={row} data-testid="session-row" data-status={session.status}>
      <div className={details}>
        <p className={limit}>Up to {amount(session.limit)}</p>
        <p className={meta} title={session.signer}>
          {amount(session.spent)} spent · app key {truncateAddress(session.signer)}
        </p>
        <p className={meta}>
          {session.status === 'active' ? 'Until' : 'Ended'} {untilText(session.expiry)}
        </p>
        {error ? (
          <p className={errorLine} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {session.status === 'active' ? (
        <Button variant="secondary" className={revokeButton} onClick={revoke} disabled={revoking} aria-label={`Revoke the session of ${truncateAddress(session.signer)}`}>
          {revoking ? 'Revoking…' : 'Revoke'}
        </Button>
      ) : (
        <span className={badge}>{statusLabels[session.status]}</span>
      )}
    </li>
  )
}

/** Smart sessions (feature flag smartSessions): the spending limits the account granted to apps, each revocable. */
export default function SessionsList() {
  const kernel = useKernel()
  const state = useModalState(selectSessions)
  useEffect(() => kernel.sessions.load(), [kernel])

  return (
    <section className={section} aria-labelledby="airlock-sessions-heading">
      <h3 className={heading} id="airlock-sessions-heading">
        Sessions
      </h3>
      {state.status === 'ready' || state.sessions.length > 0 ? (
        state.sessions.length === 0 ? (
          <EmptyState title="No sessions" description="Apps you allow to spend without asking appear here." />
        ) : (
          <ul className={list}>
            {state.sessions.map((session) => (
              <SessionRow key={session.pci} session={session} revoking={state.revoking.includes(session.pci)} />
            ))}
          </ul>
        )
      ) : state.status === 'failed' ? (
        <EmptyState title={state.error ?? 'Error fetching sessions'} error>
          <Button variant="secondary" onClick={() => kernel.sessions.load()}>
            Try again
          </Button>
        </EmptyState>
      ) : (
        <div className={centered}>
          <Spinner label="Loading sessions" />
        </div>
      )}
    </section>
  )
}
