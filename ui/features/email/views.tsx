import { useId, useState, type FormEvent } from 'react'
import { cx } from '@linaria/core'
// The buttons are styled here rather than through Button: one shared component fewer keeps the
// chunks the entry shares with this bundle as they were (the weight budget).
import type { ModalState } from '../../../kernel'
import { truncateAddress } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../index'
import { Spinner } from '../../components/Spinner'
import { visuallyHidden } from '../../components/visuallyHidden'
import { button, buttonFull, buttonPrimary, centered, errorText, label, muted, spinner, stack } from '../../components/styles'
import { emailMessages } from './messages'
import { useKernelText, useMessages } from '../../i18n/catalogue'
import { ResendButton } from './ResendButton'
import { buttonSpinner, codeInput, emailForm, emailInput, heldLabel, submitButton } from './styles'

const selectLogin = (s: ModalState) => s.emailLogin
const selectView = (s: ModalState) => s.router.view
const selectAddress = (s: ModalState) => s.chains[s.activeNamespace]?.accountState.address

/** SPEC §1 email connect method, once chosen: the address; a sent code opens EmailVerifyOtp. */
export function EmailForm() {
  const kernel = useKernel()
  const m = useMessages(emailMessages)
  const kernelText = useKernelText()
  const login = useModalState(selectLogin)
  const [email, setEmail] = useState(login.email)
  // The state as it was when the address went: while it is the same object, the login code (still on
  // its way, or busy) has not taken the address yet, and the form says it is sending rather than idle.
  const [sentFrom, setSentFrom] = useState<ModalState['emailLogin']>()
  // Once the state moved on, forget it: a later reset may bring back that very object.
  if (sentFrom !== undefined && sentFrom !== login) setSentFrom(undefined)
  const sending = login.step === 'sending' || sentFrom !== undefined
  const error = login.step === 'idle' && sentFrom === undefined ? login.error : undefined
  const failed = error !== undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSentFrom(login)
    kernel.email({ type: 'start', email })
  }
  return (
    <form className={stack} onSubmit={submit} noValidate>
      <div className={emailForm}>
        <input
          className={emailInput}
          type="email"
          name="email"
          autoComplete="email"
          // The person just chose email: the address is what they type next.
          autoFocus
          aria-label={m.emailLabel}
          placeholder={m.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={failed}
        />
        {/* While the code is on its way a spinner stands on the label, which keeps its room: a longer
            "Sending code…" would squeeze the address the person just typed. */}
        <button type="submit" className={cx(button, buttonPrimary, submitButton)} disabled={sending || email.trim() === ''} aria-busy={sending}>
          <span className={sending ? heldLabel : undefined} aria-hidden={sending || undefined}>
            {m.continue}
          </span>
          {sending ? (
            <>
              <span className={cx(spinner, buttonSpinner)} aria-hidden="true" />
              <span className={visuallyHidden}>{m.sending}</span>
            </>
          ) : null}
        </button>
      </div>
      {error !== undefined ? (
        <p className={errorText} role="alert">
          {kernelText(error)}
        </p>
      ) : null}
    </form>
  )
}

/** The auth service mails six-digit codes. */
const CODE_LENGTH = 6
/** Shows the field's shape (six digits) before the first one is typed; digits need no translation. */
const CODE_PLACEHOLDER = '0'.repeat(CODE_LENGTH)

/** The one-time code step of the email login (SPEC §4 VERIFY_OTP). */
export function EmailVerifyOtpView() {
  const kernel = useKernel()
  const m = useMessages(emailMessages)
  const kernelText = useKernelText()
  const login = useModalState(selectLogin)
  const [code, setCode] = useState('')
  const ids = { code: useId(), intro: useId() }
  const verifying = login.step === 'verifying'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    kernel.email({ type: 'verify', otp: code })
  }
  return (
    <form className={stack} onSubmit={submit} noValidate>
      <p className={muted} id={ids.intro}>
        {m.codeIntro(login.email)}
      </p>
      <label className={label} htmlFor={ids.code}>
        {m.codeLabel}
      </label>
      <input
        id={ids.code}
        className={cx(emailInput, codeInput)}
        name="otp"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        autoFocus
        // No maxLength: a code pasted as mails set it ("123 456") would lose its last digit to the
        // space before the digits are picked out; the change handler keeps six.
        placeholder={CODE_PLACEHOLDER}
        aria-describedby={ids.intro}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        aria-invalid={login.error !== undefined}
      />
      {login.error !== undefined ? (
        <p className={errorText} role="alert">
          {kernelText(login.error)}
        </p>
      ) : null}
      <button type="submit" className={cx(button, buttonPrimary, buttonFull)} disabled={verifying || code.length !== CODE_LENGTH}>
        {verifying ? m.verifying : m.verify}
      </button>
      <ResendButton
        wait={login.resendIn ?? 0}
        sending={login.step === 'sending'}
        held={verifying}
        label={m.resend}
        sendingLabel={m.sending}
        waitingLabel={m.resendIn}
        onResend={() => kernel.email({ type: 'start', email: login.email })}
      />
    </form>
  )
}

/**
 * SPEC §4 VERIFY_DEVICE ("connect device"): the mailed link approves this device; the code follows.
 * The link can be mailed again once the SPEC §9 cooldown, counted down on the button, is over.
 */
export function EmailVerifyDeviceView() {
  const kernel = useKernel()
  const m = useMessages(emailMessages)
  const kernelText = useKernelText()
  const login = useModalState(selectLogin)
  return (
    <div className={cx(stack, centered)}>
      <Spinner label={m.deviceTitle} />
      <p className={muted}>{m.deviceIntro(login.email)}</p>
      {login.error !== undefined ? (
        <p className={errorText} role="alert">
          {kernelText(login.error)}
        </p>
      ) : null}
      {login.resend === 'sent' ? (
        <p className={muted} role="status">
          {m.linkResent(login.email)}
        </p>
      ) : null}
      <ResendButton
        wait={login.resendIn ?? 0}
        sending={login.resend === 'sending'}
        label={m.resendLink}
        sendingLabel={m.resendingLink}
        waitingLabel={m.resendLinkIn}
        onResend={() => kernel.email({ type: 'resendDevice' })}
      />
    </div>
  )
}

/**
 * SPEC §2 ApproveTransaction: the approve and reject buttons are the secure frame's own page, shown
 * above this view; the modal only says where to look.
 */
export function ApproveTransactionView() {
  const address = useModalState(selectAddress)
  const m = useMessages(emailMessages)
  return (
    <div className={cx(stack, centered)}>
      <Spinner label={m.approveTitle} />
      <p className={muted}>{m.approveBody(address ? truncateAddress(address) : '')}</p>
    </div>
  )
}

/**
 * The bundle's one entry: the view on screen picks the part (the Connect view hosts the form), so
 * the page's entry holds a single loader for all of it.
 */
export default function EmbeddedWalletView() {
  const view = useModalState(selectView)
  if (view === 'EmailVerifyOtp') return <EmailVerifyOtpView />
  if (view === 'EmailVerifyDevice') return <EmailVerifyDeviceView />
  if (view === 'ApproveTransaction') return <ApproveTransactionView />
  return <EmailForm />
}
