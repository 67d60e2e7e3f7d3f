import { css } from '@linaria/core'

export const points = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 4px 0 20px;
  padding: 0;
  list-style: none;
`
export const point = css`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  & > svg {
    flex: none;
  }
`
export const pointText = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`
export const pointTitle = css`
  margin: 0;
  color: var(--airlock-color-fg-100);
  font-size: var(--airlock-font-size-body);
  font-weight: 600;
`

/** The quiet link to a help view, under the list it explains. */
export const helpLink = css`
  align-self: center;
  padding: 6px 10px;
  border-radius: var(--airlock-radius-full);
  color: var(--airlock-color-accent-text);
  font-size: var(--airlock-font-size-small);
  font-weight: 600;
  @media (hover: hover) {
    &:hover {
      background: var(--airlock-color-bg-200);
    }
  }
`
