import { css } from '@linaria/core'

export const month = css`
  margin: 12px 0 4px;
  font-size: var(--airlock-font-size-small);
  font-weight: 600;
  color: var(--airlock-color-fg-200);
  text-transform: uppercase;
  letter-spacing: 0.04em;
`
export const item = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 4px;
`
export const text = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  & span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & span:last-child {
    color: var(--airlock-color-fg-200);
    font-size: var(--airlock-font-size-small);
  }
`
export const when = css`
  flex: none;
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-small);
`
export const statusFailed = css`
  color: var(--airlock-color-error);
`
export const more = css`
  display: flex;
  justify-content: center;
  padding-top: 8px;
`
