import { css } from '@linaria/core'

export const amountHead = css`
  display: flex;
  justify-content: center;
  padding: 8px 0 4px;
`
export const amountValue = css`
  font-size: 28px;
  font-weight: 600;
  color: var(--airlock-color-fg-100);
  text-align: center;
  overflow-wrap: anywhere;
`
