import { css } from '@linaria/core'

export const field = css`
  display: flex;
  align-items: center;
  gap: 0;
  border-radius: var(--airlock-radius-m);
  border: 1px solid var(--airlock-color-border);
  background: var(--airlock-color-bg-150);
  /* The ring goes round the name and its suffix together, as one field, not round the input inside. */
  &:has(input:focus-visible) {
    outline: 2px solid var(--airlock-color-focus);
    outline-offset: 2px;
  }
  & input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
  }
  & input:focus-visible {
    outline: none;
  }
`
export const suffix = css`
  flex: none;
  padding: 0 12px 0 4px;
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-body);
`
export const statusLine = css`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 20px;
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-fg-200);
  overflow-wrap: anywhere;
  &[data-tone='ok'] {
    color: var(--airlock-color-success);
  }
  &[data-tone='bad'] {
    color: var(--airlock-color-error);
  }
`
export const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
`
export const chipButton = css`
  max-width: 100%;
  padding: 6px 12px;
  border-radius: var(--airlock-radius-full);
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-fg-100);
  font-size: var(--airlock-font-size-small);
  font-weight: 600;
  overflow-wrap: anywhere;
  text-align: left;
  @media (hover: hover) {
    &:hover {
      background: var(--airlock-color-bg-300);
    }
  }
`
export const heading = css`
  font-size: var(--airlock-font-size-small);
  font-weight: 600;
  color: var(--airlock-color-fg-200);
`
export const tick = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-accent-text);
  & svg {
    width: 28px;
    height: 28px;
  }
`
export const nameText = css`
  overflow-wrap: anywhere;
`
