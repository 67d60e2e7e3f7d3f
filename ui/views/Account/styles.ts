import { css } from '@linaria/core'

export const profile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 4px 0 8px;
`
export const name = css`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: var(--airlock-font-size-title);
  font-weight: 600;
`
export const balance = css`
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-body);
`
export const chip = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 0 12px;
  border-radius: var(--airlock-radius-full);
  background: var(--airlock-color-bg-150);
  color: var(--airlock-color-fg-100);
  font-weight: 500;
  @media (hover: hover) {
    &:hover {
      background: var(--airlock-color-bg-200);
    }
  }
`
/** The network chip: the network's round image before its name, as in the Networks list. */
export const networkChip = css`
  padding-left: 6px;
  & > span:first-child {
    width: 20px;
    height: 20px;
    border-radius: 50%;
    font-size: 11px;
  }
`
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  /* Each button grows from its own label, so a longer word (Tauschen, Empfangen) moves to a second row rather than breaking. */
  & > button {
    flex: 1 1 auto;
    padding-inline: 12px;
  }
`
export const tokenRow = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 4px;
`
export const tokenText = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  & span:last-child {
    color: var(--airlock-color-fg-200);
    font-size: var(--airlock-font-size-small);
  }
`
export const tokenAmount = css`
  text-align: right;
  display: flex;
  flex-direction: column;
  & span:last-child {
    color: var(--airlock-color-fg-200);
    font-size: var(--airlock-font-size-small);
  }
`
export const panel = css`
  padding-top: 8px;
  min-height: 120px;
`
export const nftGrid = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px 8px;
`
export const nftTile = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`
export const nftImage = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 1;
  border-radius: var(--airlock-radius-m);
  overflow: hidden;
  object-fit: cover;
  background: var(--airlock-color-bg-150);
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-title);
  font-weight: 700;
`
export const nftName = css`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  font-size: var(--airlock-font-size-small);
`
export const nftNote = css`
  margin-top: 12px;
  text-align: center;
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-small);
`
export const addressRow = css`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: 2px 8px;
  min-height: 28px;
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-small);
`
/** The address as the heading with its copy and explorer: one line, the address giving way first. */
export const addressHeading = css`
  flex-wrap: nowrap;
  max-width: 100%;
  & > p {
    min-width: 0;
    color: var(--airlock-color-fg-100);
  }
  & > :not(p) {
    flex: none;
  }
`
export const walletRow = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-small);
  & > span:first-child {
    width: 20px;
    height: 20px;
    font-size: 11px;
  }
`
