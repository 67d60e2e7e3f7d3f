import { css, cx } from '@linaria/core'
import { useModalState } from '../hooks/useModalState'
import { selectSnackbar } from '../hooks/selectors'
import { Spinner } from './Spinner'
import { useKernelText } from '../i18n/catalogue'

/**
 * Above the card, never over it: whatever the view, the snackbar covers none of its actions (the card
 * keeps room for it above, see the modal's max-height).
 */
const snackbar = css`
  position: absolute;
  left: 50%;
  bottom: calc(100% + 12px);
  transform: translate(-50%, 8px);
  display: flex;
  align-items: center;
  gap: 8px;
  width: max-content;
  max-width: calc(100% - 32px);
  padding: 8px 14px;
  border-radius: var(--airlock-radius-full);
  border: 1px solid var(--airlock-color-border);
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-fg-100);
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.25);
  font-size: var(--airlock-font-size-body);
  font-weight: 500;
  overflow-wrap: anywhere;
  opacity: 0;
  pointer-events: none;
  transition:
    opacity var(--airlock-duration-view) ease,
    transform var(--airlock-duration-view) ease;
  &[data-open='true'] {
    opacity: 1;
    transform: translate(-50%, 0);
  }
`
const dot = css`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: var(--airlock-color-success);
  &[data-variant='error'] {
    background: var(--airlock-color-error);
  }
`

/** SPEC §4 snackbar: success, error or loading; the kernel opens, swaps and auto-closes it. */
export function Snackbar() {
  const shown = useModalState(selectSnackbar)
  const { open, variant } = shown
  const message = useKernelText()(shown.message)
  return (
    <div className={snackbar} data-open={open} role={variant === 'error' ? 'alert' : 'status'} aria-live="polite">
      {open ? (
        <>
          {variant === 'loading' ? <Spinner label={message} /> : <span className={cx(dot)} data-variant={variant} />}
          <span>{message}</span>
        </>
      ) : null}
    </div>
  )
}
