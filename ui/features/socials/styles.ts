import { css } from '@linaria/core'

export const socialRow = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: 8px;
`

export const socialFirst = css`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 48px;
  padding: 8px 14px;
  border-radius: var(--airlock-radius-m);
  background: var(--airlock-color-bg-150);
  color: var(--airlock-color-fg-100);
  font-weight: 600;
  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: var(--airlock-color-bg-200);
    }
  }
  &:focus-visible {
    outline: 2px solid var(--airlock-color-accent-fill);
    outline-offset: 1px;
  }
`

export const socialIconButton = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border-radius: var(--airlock-radius-m);
  background: var(--airlock-color-bg-150);
  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: var(--airlock-color-bg-200);
    }
  }
  &:focus-visible {
    outline: 2px solid var(--airlock-color-accent-fill);
    outline-offset: 1px;
  }
`

export const badge = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: 50%;
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
