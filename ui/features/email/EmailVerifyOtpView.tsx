import { useState, type FormEvent } from 'react'
import type { ModalState } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { Button } from '../../components/Button'
import { errorText, muted, stack } from '../../components/styles'
import { messages } from './messages'
import { codeInput, emailInput } from './styles'

const selectLogin = (s: ModalState) => s.emailLogin

/** The one-time code step of the email login (SPEC §4 VERIFY_OTP). */
export default function EmailVerifyOtpView() {
  const kernel = useKernel()
  const login = useModalState(selectLogin)
  const [code, setCode] = useState('')
  const verifying = login.step === 'verifying'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    kernel.email.verify(code)
  }
  return (
    <form className={stack} onSubmit={submit} noValidate>
      <p className={muted}>{messages.codeIntro(login.email)}</p>
      <input
        className={`${emailInput} ${codeInput}`}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-label={messages.codeLabel}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        aria-invalid={login.error !== undefined}
      />
      {login.error !== undefined ? (
        <p className={errorText} role="alert">
          {login.error}
        </p>
      ) : null}
      <Button type="submit" full disabled={verifying || code.length !== 6}>
        {verifying ? messages.verifying : messages.verify}
      </Button>
    </form>
  )
}
