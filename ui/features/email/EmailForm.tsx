import { useState, type FormEvent } from 'react'
import type { ModalState } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { Button } from '../../components/Button'
import { errorText, stack } from '../../components/styles'
import { messages } from './messages'
import { emailForm, emailInput } from './styles'

const selectLogin = (s: ModalState) => s.emailLogin

/** SPEC §1 email connect method: the address, then the code view. */
export default function EmailForm() {
  const kernel = useKernel()
  const login = useModalState(selectLogin)
  const [email, setEmail] = useState(login.email)
  const sending = login.step === 'sending'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    kernel.email.start(email)
  }
  return (
    <form className={stack} onSubmit={submit} noValidate>
      <div className={emailForm}>
        <input
          className={emailInput}
          type="email"
          name="email"
          autoComplete="email"
          aria-label={messages.emailLabel}
          placeholder={messages.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={login.error !== undefined && login.step === 'idle'}
        />
        <Button type="submit" disabled={sending || email.trim() === ''}>
          {sending ? messages.sending : messages.continue}
        </Button>
      </div>
      {login.error !== undefined && login.step === 'idle' ? (
        <p className={errorText} role="alert">
          {login.error}
        </p>
      ) : null}
    </form>
  )
}
