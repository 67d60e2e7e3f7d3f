import { useEffect, useState } from 'react'
import type { ModalState, SmartSession } from '../../../kernel'
import { formatUnits, truncateAddress } from '../../../kernel'
import { sessionsMessages as kernelSessionsMessages } from '../../../kernel/errors/sessionsMessages'
// Through the renderer's index, as the other lazy views (see the comment there).
import { useKernel, useModalState } from '../../index'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/EmptyState'
import { Spinner } from '../../components/Spinner'
import { centered } from '../../components/styles'
import { useKernelText, useLocale, useMessages } from '../../i18n/catalogue'
import { sessionsMessages } from './messages'
import { badge, details, errorLine, heading, limit, list, meta, revokeButton, row, section } from './styles'

const selectSessions = (s: ModalState) => s.sessions

function SessionRow({ session, revoking }: { readonly session: SmartSession; readonly revoking: boolean }) {
  const kernel = useKernel()
  const m = useMessages(sessionsMessages)
  const kernelText = useKernelText()
  const locale = useLocale()
  const [error, setError] = useState<string | undefined>(undefined)
  const amount = (value: bigint) => `${formatUnits(value, session.decimals)} ${session.symbol}`
  // The expiry as the modal's language writes a date and time.
  const date = new Date(session.expiry * 1000).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const revoke = () => {
    setError(undefined)
    kernel.sessions.revoke(session.pci).catch((failure: unknown) => {
      const message = failure instanceof Error ? failure.message : String(failure)
      setError(message === kernelSessionsMessages.errorRevokingSession ? m.revokeFailed : kernelText(message))
    })
  }
  return (
    <li className={row} data-testid="session-row" data-status={session.status}>
      <div className={details}>
        <p className={limit}>{m.upTo(amount(session.limit))}</p>
        <p className={meta} title={session.signer}>
          {m.spent(amount(session.spent), truncateAddress(session.signer))}
        </p>
        <p className={meta}>{session.status === 'active' ? m.until(date) : m.ended(date)}</p>
        {error ? (
          <p className={errorLine} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {session.status === 'active' ? (
        <Button variant="secondary" className={revokeButton} onClick={revoke} disabled={revoking} aria-label={m.revokeLabel(truncateAddress(session.signer))}>
          {revoking ? m.revoking : m.revoke}
        </Button>
      ) : (
        <span className={badge}>{m.status[session.status]}</span>
      )}
    </li>
  )
}

/** Smart sessions (feature flag smartSessions): the spending limits the account granted to apps, each revocable. */
export default function SessionsList() {
  const kernel = useKernel()
  const m = useMessages(sessionsMessages)
  const kernelText = useKernelText()
  const state = useModalState(selectSessions)
  // A block, not an arrow's value: the lazy API's load returns its wait, which must not become the cleanup.
  useEffect(() => {
    kernel.sessions.load()
  }, [kernel])
  const failure = state.error === undefined || state.error === kernelSessionsMessages.errorFetchingSessions ? m.fetchFailed : kernelText(state.error)

  return (
    <section className={section} aria-labelledby="airlock-sessions-heading">
      <h3 className={heading} id="airlock-sessions-heading">
        {m.heading}
      </h3>
      {state.status === 'ready' || state.sessions.length > 0 ? (
        state.sessions.length === 0 ? (
          <EmptyState title={m.empty} description={m.emptyDescription} />
        ) : (
          <ul className={list}>
            {state.sessions.map((session) => (
              <SessionRow key={session.pci} session={session} revoking={state.revoking.includes(session.pci)} />
            ))}
          </ul>
        )
      ) : state.status === 'failed' ? (
        <EmptyState title={failure} error>
          <Button variant="secondary" onClick={() => kernel.sessions.load()}>
            {m.tryAgain}
          </Button>
        </EmptyState>
      ) : (
        <div className={centered}>
          <Spinner label={m.loading} />
        </div>
      )}
    </section>
  )
}
