import { css } from '@linaria/core'

export const search = css`
  position: relative;
  display: flex;
  align-items: center;
  & svg {
    position: absolute;
    left: 12px;
    color: var(--airlock-color-fg-300);
  }
  & input {
    padding-left: 36px;
  }
`
export const grid = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin-top: 12px;
  min-height: 120px;
`
export const tile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  width: 100%;
  padding: 10px 4px 8px;
  border-radius: var(--airlock-radius-m);
  background: var(--airlock-color-bg-150);
  &:hover {
    background: var(--airlock-color-bg-200);
  }
`
export const tileName = css`
  width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: center;
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-fg-100);
`
export const full = css`
  grid-column: 1 / -1;
`
export const sentinel = css`
  grid-column: 1 / -1;
  display: flex;
  justify-content: center;
  min-height: 8px;
`
