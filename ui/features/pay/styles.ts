import { css } from '@linaria/core'

export const amountHead = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: 8px 0 4px;
`
/** The token's round image before the amount, as the Swap view's token buttons show it. */
export const amountLine = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-width: 0;
  max-width: 100%;
  & > span:first-child {
    width: 32px;
    height: 32px;
  }
`
export const amountWorth = css`
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-fg-200);
`
/** A detail's value after its small round image (the recipient's identicon, the network's image). */
export const withMark = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  & > span:first-child {
    width: 20px;
    height: 20px;
    font-size: 11px;
  }
`
export const amountValue = css`
  font-size: 28px;
  font-weight: 600;
  color: var(--airlock-color-fg-100);
  text-align: center;
  overflow-wrap: anywhere;
  min-width: 0;
`
/** The summary's rows centred: a value with its image is taller than its label. */
export const summaryRows = css`
  align-items: center;
`
