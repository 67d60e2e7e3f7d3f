import { cx } from '@linaria/core'
import { button, buttonFull, buttonSecondary } from '../../components/styles'
import { resendButton } from './styles'

export interface ResendButtonProps {
  /** Seconds the SPEC §9 email cooldown still holds the next mail back, as the kernel counts them. */
  readonly wait: number
  /** The last resend is on its way. */
  readonly sending: boolean
  /** Something else on the step holds the button (a code being checked). */
  readonly held?: boolean
  readonly label: string
  readonly sendingLabel: string
  readonly waitingLabel: (seconds: number) => string
  readonly onResend: () => void
}

/**
 * Mails the code or the device link again: while the cooldown runs the button says how long is left
 * instead of taking a press the auth service would refuse (SPEC §5 email login throttle).
 */
export function ResendButton({ wait, sending, held = false, label, sendingLabel, waitingLabel, onResend }: ResendButtonProps) {
  // aria-disabled rather than disabled: the button keeps the keyboard focus while it waits.
  const blocked = sending || held || wait > 0
  return (
    <button
      type="button"
      className={cx(button, buttonSecondary, buttonFull, resendButton)}
      aria-disabled={blocked}
      aria-busy={sending}
      onClick={() => {
        if (!blocked) onResend()
      }}
    >
      {sending ? sendingLabel : wait > 0 ? waitingLabel(wait) : label}
    </button>
  )
}
