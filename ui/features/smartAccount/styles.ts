import { css } from '@linaria/core'

export const section = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
`
export const label = css`
  margin: 0;
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-fg-200);
`
export const group = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  border-radius: var(--airlock-radius-m);
  background: var(--airlock-color-bg-150);
`
export const option = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 6px 10px;
  border: 0;
  border-radius: var(--airlock-radius-s);
  background: transparent;
  color: var(--airlock-color-fg-200);
  font: inherit;
  font-size: var(--airlock-font-size-body);
  cursor: pointer;
  &[aria-checked='true'] {
    background: var(--airlock-color-bg-100);
    color: var(--airlock-color-fg-100);
    font-weight: 600;
  }
  &:disabled {
    cursor: progress;
  }
  &:focus-visible {
    outline: 2px solid var(--airlock-color-focus);
    outline-offset: 1px;
  }
`
export const info = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 4px 8px;
  margin: 0;
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-fg-200);
  text-align: center;
`
export const address = css`
  font-variant-numeric: tabular-nums;
  color: var(--airlock-color-fg-100);
`
export const errorRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 0;
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-error);
`
