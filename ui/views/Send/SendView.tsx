import { useEffect, useId, useState } from 'react'
import type { ModalState } from '../../../kernel'
import { balancesPending } from '../../../kernel/balance/pending'
import * as sendRefusals from '../../../kernel/errors/sendRefusals'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../index'
import { Avatar } from '../../components/Avatar'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/EmptyState'
import { errorText, input, label, small, stack } from '../../components/styles'
import { sectionGap } from '../shared'
import { css } from '@linaria/core'
import { useMessages } from '../../i18n/catalogue'
import { useFormat } from '../../i18n/format'
import { useKernelText } from '../../i18n/catalogue'
import { sendMessages } from './messages'

const amountRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
`
const maxButton = css`
  padding: 2px 10px;
  border-radius: var(--airlock-radius-full);
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-accent-text);
  font-size: var(--airlock-font-size-small);
  font-weight: 600;
  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: var(--airlock-color-bg-300);
    }
  }
  &:disabled {
    color: var(--airlock-color-fg-300);
  }
`

const resolved = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 10px;
  border-radius: var(--airlock-radius-m);
  background: var(--airlock-color-bg-150);
  font-size: var(--airlock-font-size-small);
  & > span:first-child {
    flex: none;
    width: 32px;
    height: 32px;
    font-size: 14px;
  }
  & > span:last-child {
    min-width: 0;
    display: flex;
    flex-direction: column;
  }
  & code {
    /* Two even halves of the address on a narrow screen, not a lone last character. */
    word-break: break-all;
    text-wrap: balance;
    color: var(--airlock-color-fg-200);
  }
`

const selectSend = (s: ModalState) => ({
  send: s.send,
  balances: s.balance.tokenBalances,
  reading: balancesPending(s.balance),
  address: s.activeCaipAddress,
})
const sameSend = (a: ReturnType<typeof selectSend>, b: ReturnType<typeof selectSend>) =>
  a.send === b.send && a.balances === b.balances && a.reading === b.reading && a.address === b.address

const keyOf = (token: { readonly chainId: string; readonly address?: string | undefined; readonly symbol: string }) =>
  `${token.chainId}|${token.address ?? token.symbol}`

/**
 * The Send feature (SPEC §4 send): the form lives in the kernel (token, amount, receiver and their
 * inline errors); this view only shows it and forwards input. After `send()` the kernel moves the
 * views itself (the transaction stack) and reports failures in the snackbar.
 */
export default function SendView() {
  const kernel = useKernel()
  const { send, balances, reading, address } = useModalState(selectSend, sameSend)
  const m = useMessages(sendMessages)
  const text = useKernelText()
  const format = useFormat()
  const ids = { token: useId(), amount: useId(), receiver: useId(), note: useId(), resolved: useId() }
  const [tried, setTried] = useState(false)
  useEffect(() => kernel.fetchBalances(), [kernel])
  if (!address) return <EmptyState title={m.noWallet} description={m.connectToSend} />

  const tokens = send.tokenBalances.length ? send.tokenBalances : balances
  // The first field still empty: the button names it, as the next step, rather than the form
  // greeting an untouched user with an error. SPEC §4's refusal is said once they try to send.
  const missing = !send.token ? 'token' : !send.sendTokenAmount ? 'amount' : !send.receiverAddress ? 'receiver' : undefined
  const problem = missing === 'token' ? sendRefusals.tokenRequired : missing ? sendRefusals.amountAndReceiverRequired : undefined
  const lookup = send.receiverLookup
  const resolving = lookup?.status === 'resolving'
  const busy = Boolean(resolving || send.amountError || send.receiverError || send.receiverChecking || send.loading)
  // A field with a refused or pending value says so inline; the button then just waits, as Send.
  const step = busy ? undefined : missing
  const refusal = tried && !send.loading ? problem : undefined
  const submit = () => {
    if (busy) return
    if (step) {
      setTried(true)
      document.getElementById(ids[step])?.focus()
      return
    }
    // Success and failure come back through the kernel (views, snackbar); nothing to do here.
    kernel.send.send().catch(() => undefined)
  }
  return (
    <form
      className={sectionGap}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div className={stack}>
        <label className={label} htmlFor={ids.token}>
          {m.token}
        </label>
        <select
          id={ids.token}
          className={input}
          value={send.token ? keyOf(send.token) : ''}
          onChange={(event) => kernel.send.setToken(tokens.find((t) => keyOf(t) === event.target.value))}
        >
          <option value="">{tokens.length ? m.chooseToken : reading ? m.loadingTokens : m.noTokens}</option>
          {tokens.map((t) => (
            <option key={keyOf(t)} value={keyOf(t)}>
              {t.symbol} · {format.quantity(t.quantity.numeric)}
            </option>
          ))}
        </select>
        <div className={amountRow}>
          <label className={label} htmlFor={ids.amount}>
            {m.amount}
          </label>
          <button
            type="button"
            className={maxButton}
            disabled={!send.token || send.loading}
            title={send.token ? undefined : m.chooseTokenFirst}
            onClick={() => kernel.send.setMax()}
          >
            {m.max}
          </button>
        </div>
        <input
          id={ids.amount}
          className={input}
          inputMode="decimal"
          placeholder="0.0"
          autoComplete="off"
          value={send.sendTokenAmount ?? ''}
          aria-invalid={send.amountError ? true : undefined}
          onChange={(event) => kernel.send.setAmount(event.target.value || undefined)}
        />
        {send.amountError ? <p className={errorText}>{text(send.amountError)}</p> : null}
        <label className={label} htmlFor={ids.receiver}>
          {m.receiver}
        </label>
        <input
          id={ids.receiver}
          className={input}
          placeholder={m.receiverPlaceholder}
          autoComplete="off"
          spellCheck={false}
          value={send.receiverQuery ?? send.receiverAddress ?? ''}
          aria-invalid={send.receiverError ? true : undefined}
          aria-describedby={ids.resolved}
          onChange={(event) => kernel.send.setReceiver(event.target.value)}
        />
        <div id={ids.resolved} aria-live="polite">
          {send.receiverError ? <p className={errorText}>{text(send.receiverError)}</p> : null}
          {resolving ? <p className={small}>{m.lookingUp(lookup.name)}</p> : null}
          {lookup?.status === 'found' && send.receiverAddress ? (
            // The address the name stands for, in full, before anything is sent to it.
            <p className={resolved} data-testid="resolved-receiver">
              <Avatar src={send.receiverProfileImageUrl} />
              <span>
                <span>{send.receiverProfileName ?? lookup.name}</span>
                <code>{send.receiverAddress}</code>
              </span>
            </p>
          ) : null}
        </div>
      </div>
      <p id={ids.note} className={refusal ? errorText : small} role="status">
        {send.loading ? m.approveInWallet : refusal ? text(refusal) : ''}
      </p>
      {/* Incomplete, the button stays pressable (and Enter in a field submits): it says what is missing and moves there. */}
      <Button type="submit" full disabled={busy} aria-disabled={step ? true : undefined} aria-describedby={ids.note}>
        {send.loading ? m.sending : step ? m.nextStep[step] : m.send}
      </Button>
    </form>
  )
}
