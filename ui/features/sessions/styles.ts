import { css } from '@linaria/core'

export const section = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
`
export const heading = css`
  margin: 0;
  font-size: var(--airlock-font-size-body);
  font-weight: 600;
  color: var(--airlock-color-fg-100);
`
export const list = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`
export const row = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border-radius: var(--airlock-radius-m);
  background: var(--airlock-color-bg-150);
`
export const details = css`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  gap: 2px;
  & p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`
export const limit = css`
  font-weight: 500;
  color: var(--airlock-color-fg-100);
`
export const meta = css`
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-fg-200);
`
export const badge = css`
  flex: none;
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-fg-300);
`
export const revokeButton = css`
  flex: none;
  width: auto;
  min-width: 84px;
`
export const errorLine = css`
  margin: 0;
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-error);
`
