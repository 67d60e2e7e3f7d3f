import { css } from '@linaria/core'

/** Layout pieces several views share. */
export const section = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
`
export const sectionGap = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
`
export const row = css`
  display: flex;
  width: 100%;
  gap: 8px;
  & > * {
    flex: 1;
  }
`
export const legal = css`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 10px 12px;
  border-radius: var(--airlock-radius-m);
  background: var(--airlock-color-bg-150);
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-small);
  & input {
    flex: none;
    width: 16px;
    height: 16px;
    margin-top: 1px;
    accent-color: var(--airlock-color-accent-fill);
  }
`
export const footnote = css`
  text-align: center;
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-small);
`
/** Where the social logins go while their bundle arrives: their two rows' height, so nothing moves. */
export const socialsPending = css`
  min-height: 100px;
`
