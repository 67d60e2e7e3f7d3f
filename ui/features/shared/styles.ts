import { css } from '@linaria/core'

/** Pieces the feature bundles share (swap and buy forms, quote details, the done screen). */
export const box = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border-radius: var(--airlock-radius-l);
  background: var(--airlock-color-bg-150);
  border: 1px solid var(--airlock-color-border);
`
export const boxHead = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-fg-200);
  font-weight: 600;
`
export const amountRow = css`
  display: flex;
  align-items: center;
  gap: 8px;
`
export const amountInput = css`
  flex: 1;
  min-width: 0;
  border: 0;
  background: transparent;
  color: var(--airlock-color-fg-100);
  font-size: 24px;
  font-weight: 500;
  /* Room between the digits and the focus ring; the start margin takes the padding back, so the
     digits stay in line with the box's title and the box's other rows. */
  padding: 6px 8px;
  margin-inline-start: -8px;
  border-radius: var(--airlock-radius-s);
  &::placeholder {
    color: var(--airlock-color-fg-300);
  }
  /* Drawn inside the field: outside it, the ring would meet the box's own border. */
  &:focus-visible {
    outline: 2px solid var(--airlock-color-accent-text);
    outline-offset: -2px;
  }
`
export const details = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 12px;
  margin: 0;
  padding: 10px 12px;
  border-radius: var(--airlock-radius-m);
  background: var(--airlock-color-bg-150);
  font-size: var(--airlock-font-size-small);
  & dt {
    color: var(--airlock-color-fg-200);
  }
  & dd {
    margin: 0;
    text-align: right;
    color: var(--airlock-color-fg-100);
    overflow-wrap: anywhere;
  }
  & dd[data-warn] {
    color: var(--airlock-color-error);
  }
`
export const listTitle = css`
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-fg-200);
  font-weight: 600;
  padding: 4px 0;
`
export const success = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 12px;
  padding: 8px 0;
  & code {
    font-size: var(--airlock-font-size-small);
    color: var(--airlock-color-fg-200);
    overflow-wrap: anywhere;
  }
`
export const successMark = css`
  width: 56px;
  height: 56px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-success);
`
