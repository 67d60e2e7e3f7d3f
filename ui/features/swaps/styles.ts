import { css } from '@linaria/core'

export const tokenButton = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  max-width: 55%;
  padding: 0 10px 0 4px;
  border-radius: var(--airlock-radius-full);
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-fg-100);
  font-weight: 600;
  white-space: nowrap;
  & > span:first-child {
    width: 28px;
    height: 28px;
  }
  &[data-empty] {
    padding: 0 12px;
    background: var(--airlock-color-accent-fill);
    color: var(--airlock-color-on-accent);
  }
  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: var(--airlock-color-bg-300);
    }
  }
`
export const footRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 24px;
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-fg-200);
`
export const maxButton = css`
  padding: 2px 10px;
  border-radius: var(--airlock-radius-full);
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-accent-text);
  font-size: var(--airlock-font-size-small);
  font-weight: 600;
  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: var(--airlock-color-bg-300);
    }
  }
  &:disabled {
    color: var(--airlock-color-fg-300);
  }
`
export const flipRow = css`
  display: flex;
  justify-content: center;
  margin: -14px 0;
  position: relative;
  z-index: 1;
`
export const flipButton = css`
  width: 36px;
  height: 36px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: var(--airlock-radius-m);
  border: 4px solid var(--airlock-color-bg-100);
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-fg-100);
  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: var(--airlock-color-bg-300);
    }
  }
`
export const receiveAmount = css`
  flex: 1;
  min-width: 0;
  font-size: 24px;
  font-weight: 500;
  /* The amount to pay's field's height (its padding holds room for its focus ring): the two boxes match. */
  padding: 6px 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: var(--airlock-color-fg-100);
  &[data-empty] {
    color: var(--airlock-color-fg-300);
  }
`
export const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`
export const chip = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 0 10px 0 4px;
  border-radius: var(--airlock-radius-full);
  border: 1px solid var(--airlock-color-border);
  background: var(--airlock-color-bg-150);
  color: var(--airlock-color-fg-100);
  font-weight: 600;
  & > span:first-child {
    width: 24px;
    height: 24px;
  }
  @media (hover: hover) {
    &:hover {
      background: var(--airlock-color-bg-200);
    }
  }
`
export const tokenRow = css`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 8px;
  border-radius: var(--airlock-radius-m);
  text-align: left;
  color: var(--airlock-color-fg-100);
  &:focus-visible {
    background: var(--airlock-color-bg-150);
  }
  @media (hover: hover) {
    &:hover {
      background: var(--airlock-color-bg-150);
    }
  }
  &[aria-current='true'] {
    background: var(--airlock-color-bg-200);
  }
`
export const tokenText = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > span:last-child {
    color: var(--airlock-color-fg-200);
    font-size: var(--airlock-font-size-small);
  }
`
export const tokenBalance = css`
  flex: none;
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-small);
`
/** The token list runs in the modal's own scroll area (one scroll, the sheet as tall as the list needs). */
export const tokenList = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
`
export const pickerHead = css`
  font-weight: 600;
`
/** The live note under the form: while empty it takes no place in the column (no double gap), yet stays a live region. */
export const note = css`
  &:empty {
    display: contents;
  }
`
