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
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > span:first-child {
    font-weight: 500;
  }
  & > span:last-child {
    color: var(--airlock-color-fg-200);
    font-size: var(--airlock-font-size-small);
  }
`
/** The token icon or NFT thumbnail, with the direction/status badge on its corner. */
export const visual = css`
  position: relative;
  flex: none;
  width: 40px;
  height: 40px;
  & > span:first-child {
    border-radius: 50%;
  }
  &[data-nft='true'] > span:first-child {
    border-radius: var(--airlock-radius-s, 6px);
  }
`
export const badge = css`
  position: absolute;
  right: -4px;
  bottom: -4px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 2px solid var(--airlock-color-bg-100);
  background: var(--airlock-color-bg-300);
  color: var(--airlock-color-fg-100);
  &[data-kind='in'] {
    background: var(--airlock-color-success);
    color: #fff;
  }
  &[data-kind='out'] {
    background: var(--airlock-color-accent-fill);
    color: var(--airlock-color-on-accent);
  }
  &[data-kind='failed'] {
    background: var(--airlock-color-error);
    color: #fff;
  }
`
export const amountIn = css`
  color: var(--airlock-color-success);
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
