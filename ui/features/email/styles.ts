import { css } from '@linaria/core'

export const emailForm = css`
  display: flex;
  gap: 8px;
`

export const emailInput = css`
  flex: 1;
  min-width: 0;
  padding: 12px 14px;
  border-radius: var(--airlock-radius-m);
  border: 1px solid var(--airlock-color-border);
  background: var(--airlock-color-bg-150);
  color: var(--airlock-color-fg-100);
  font: inherit;
  &:focus-visible {
    outline: 2px solid var(--airlock-color-accent-fill);
    outline-offset: 1px;
  }
`

export const submitButton = css`
  position: relative;
`
/** The label under the spinner: unseen, but still giving the button its width. */
export const heldLabel = css`
  visibility: hidden;
`
/** The shared spinner, small and in the button's own text colour. */
export const buttonSpinner = css`
  && {
    position: absolute;
    inset: 0;
    width: 18px;
    height: 18px;
    margin: auto;
    border-width: 2px;
    border-color: currentColor;
    border-top-color: transparent;
  }
`

export const codeInput = css`
  letter-spacing: 0.4em;
  text-align: center;
  font-size: 1.4em;
  /* The six-digit shape, dimmer than a typed code so it never reads as one. */
  &::placeholder {
    color: var(--airlock-color-fg-300);
    opacity: 0.6;
  }
`

/** The resend of the code or the device link: waits (cooldown, sending) without leaving the tab order. */
export const resendButton = css`
  font-variant-numeric: tabular-nums;
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`
