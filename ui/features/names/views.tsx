import { useEffect, useId, useState } from 'react'
import type { ModalState } from '../../../kernel'
import { truncateAddress } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../index'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/EmptyState'
import { Spinner } from '../../components/Spinner'
import { centered, errorText, input, label, muted, stack, strong } from '../../components/styles'
import { sectionGap } from '../../views/shared'
import { nameMessages } from './messages'
import { useKernelText, useMessages } from '../../i18n/catalogue'
import { chipButton, chips, field, heading, nameText, statusLine, suffix, tick } from './styles'

const ZONE = '.reown.id'

const selectNames = (s: ModalState) => s.names
const selectAccount = (s: ModalState) => ({
  namespace: s.activeNamespace,
  address: s.chains[s.activeNamespace]?.accountState.address,
})
const sameAccount = (a: ReturnType<typeof selectAccount>, b: ReturnType<typeof selectAccount>) =>
  a.namespace === b.namespace && a.address === b.address

const TickIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" aria-hidden>
    <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

/** SPEC §2 RegisterAccountName: a label, its availability as it is typed, free suggestions, register. */
export function RegisterAccountNameView() {
  const kernel = useKernel()
  const messages = useMessages(nameMessages)
  const text = useKernelText()
  const names = useModalState(selectNames)
  const { namespace, address } = useModalState(selectAccount, sameAccount)
  const inputId = useId()
  const statusId = useId()
  const [typed, setTyped] = useState(names.query)
  const type = (label: string) => {
    setTyped(label)
    kernel.names.type(label)
  }
  useEffect(() => kernel.names.fetchOwnNames(), [kernel, address])

  if (!address) return <EmptyState title={messages.noWallet} description={messages.noWalletHint} />
  // SPEC §9: names exist on eip155 only.
  if (namespace !== 'eip155') return <EmptyState title={messages.evmOnly} description={messages.evmOnlyHint} />

  const full = names.query ? `${names.query}${ZONE}` : ''
  const status = ((): { text: string; tone?: 'ok' | 'bad'; busy?: boolean } | undefined => {
    // The names code is still on its way (it knows no account yet): what was typed waits for it.
    if (names.account === undefined && typed.trim() !== '') return { text: messages.checking, busy: true }
    switch (names.availability) {
      case 'idle':
        return { text: messages.rule }
      case 'invalid':
        return { text: messages.rule, tone: 'bad' }
      case 'checking':
        return { text: messages.checking, busy: true }
      case 'available':
        return { text: messages.available(full), tone: 'ok' }
      case 'taken':
        return { text: messages.taken(full), tone: 'bad' }
      case 'error':
        return { text: text(names.availabilityError ?? ''), tone: 'bad' }
    }
  })()
  const free = names.suggestions.filter((s) => !s.registered && s.name !== full)
  const busy = names.registering !== undefined
  const submit = () => {
    if (names.availability === 'available' && !busy) void kernel.names.register(names.query).catch(() => undefined)
  }

  return (
    <form
      className={sectionGap}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <p className={muted}>{messages.intro}</p>
      <div className={stack}>
        <label className={label} htmlFor={inputId}>
          {messages.nameLabel}
        </label>
        <div className={field}>
          <input
            id={inputId}
            className={input}
            placeholder={messages.placeholder}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={statusId}
            aria-invalid={names.availability === 'invalid' || names.availability === 'taken'}
            defaultValue={names.query}
            onChange={(event) => type(event.target.value)}
          />
          <span className={suffix} aria-hidden>
            {ZONE}
          </span>
        </div>
        <p id={statusId} className={statusLine} data-tone={status?.tone} role="status">
          {status?.busy ? <Spinner label={messages.checking} /> : null}
          {status?.text}
        </p>
      </div>
      {names.suggestionsLoading || free.length > 0 || names.suggestionsError ? (
        <div className={stack}>
          <p className={heading}>{messages.suggestions}</p>
          {names.suggestionsError ? (
            <p className={errorText} role="alert">
              {text(names.suggestionsError)}
            </p>
          ) : names.suggestionsLoading && free.length === 0 ? (
            <Spinner label={messages.loadingSuggestions} />
          ) : (
            <ul className={chips} aria-label={messages.suggestions}>
              {free.map((s) => (
                <li key={s.name}>
                  <button
                    type="button"
                    className={chipButton}
                    aria-label={messages.useSuggestion(s.name)}
                    onClick={(event) => {
                      const label = s.name.slice(0, s.name.indexOf('.'))
                      const field = event.currentTarget.closest('form')?.querySelector('input')
                      if (field) field.value = label
                      type(label)
                    }}
                  >
                    {s.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {names.ownNames.length > 0 ? (
        <p className={muted}>
          {messages.ownNames}: {names.ownNames.join(', ')}
        </p>
      ) : null}
      {names.ownNamesError ? (
        <p className={errorText} role="alert">
          {text(names.ownNamesError)}
        </p>
      ) : null}
      {names.registrationError ? (
        <p className={errorText} role="alert">
          {text(names.registrationError)}
        </p>
      ) : null}
      <Button type="submit" full disabled={names.availability !== 'available' || busy}>
        {names.availability === 'available' ? messages.register(full) : messages.registerIdle}
      </Button>
      <p className={muted} title={address}>
        {messages.forAccount(truncateAddress(address))}
      </p>
    </form>
  )
}

/** SPEC §2 RegisterAccountNameSuccess: shown while the message is signed and the name registered, then done. */
export function RegisterAccountNameSuccessView() {
  const kernel = useKernel()
  const messages = useMessages(nameMessages)
  const names = useModalState(selectNames)
  if (names.registering) {
    return (
      <div className={centered} aria-busy="true">
        <Spinner label={messages.registering(names.registering)} />
        <p className={`${strong} ${nameText}`}>{messages.registering(names.registering)}</p>
        <p className={muted}>{messages.signHint}</p>
      </div>
    )
  }
  const name = names.registered?.name
  return (
    <div className={sectionGap}>
      <div className={centered}>
        <span className={tick}>
          <TickIcon />
        </span>
        <p className={`${strong} ${nameText}`}>{name ? messages.registered(name) : messages.chooseName}</p>
        <p className={muted}>{messages.registeredHint}</p>
      </div>
      <Button full onClick={() => kernel.open({ view: 'Account' })}>
        {messages.backToAccount}
      </Button>
    </div>
  )
}
