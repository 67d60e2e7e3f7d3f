import { css } from '@linaria/core'

export const currencySelect = css`
  flex: none;
  min-height: 36px;
  max-width: 45%;
  padding: 0 8px;
  border-radius: var(--airlock-radius-full);
  border: 1px solid var(--airlock-color-border);
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-fg-100);
  font-weight: 600;
  font-size: var(--airlock-font-size-body);
`
export const hint = css`
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-fg-200);
  &[data-error] {
    color: var(--airlock-color-error);
  }
`
export const providerList = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`
export const providerText = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  & > span:last-child {
    color: var(--airlock-color-fg-200);
    font-size: var(--airlock-font-size-small);
  }
`
export const providerAmount = css`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  font-weight: 600;
  max-width: 45%;
  text-align: right;
  overflow-wrap: anywhere;
`
export const providerMark = css`
  flex: none;
  width: 40px;
  height: 40px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: var(--airlock-radius-m);
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-accent-text);
`
/** The token to buy: the whole width, so its name is never cut. */
export const wideSelect = css`
  width: 100%;
  max-width: none;
`
/** A figure of a quote's fee line: broken inside only when it alone is wider than the row. */
export const feePart = css`
  display: inline-block;
`
