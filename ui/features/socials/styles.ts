import { css } from '@linaria/core'

export const socialRow = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: 8px;
`

export const socialIconButton = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border-radius: var(--airlock-radius-m);
  background: var(--airlock-color-bg-150);
  @media (hover: hover) {
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: var(--airlock-color-bg-200);
    }
  }
  /* Terms not yet accepted: dimmed like the wallet rows, still focusable to announce why. */
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid var(--airlock-color-accent-fill);
    outline-offset: 1px;
  }
`

// A hairline ring: the near-black marks (X, GitHub, Apple) on a dark button, and Google's white one
// on a light button, keep their round edge.
export const badge = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  box-shadow: 0 0 0 1px var(--airlock-color-border);
`

export const badgeLarge = css`
  width: 64px;
  height: 64px;
`

export const waiting = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 16px 0 8px;
  text-align: center;
`

export const farcasterFoot = css`
  display: flex;
  justify-content: center;
`

export const farcasterHint = css`
  margin: 0;
  text-align: center;
`
