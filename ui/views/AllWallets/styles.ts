import { css } from '@linaria/core'

export const grid = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin-top: 12px;
  min-height: 120px;
`
// As tall as its row: a row holding an installed wallet's tag grows, and its other tiles with it.
export const tile = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  width: 100%;
  height: 100%;
  padding: 10px 4px 8px;
  border-radius: var(--airlock-radius-m);
  background: var(--airlock-color-bg-150);
  @media (hover: hover) {
    &:hover {
      background: var(--airlock-color-bg-200);
    }
  }
`
// Two lines before the cut: most wallet names ("Trust Wallet", "Devnet Solana Wallet") are two
// words, and on one line of a quarter-width tile they lose the word that tells them apart.
export const tileName = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  width: 100%;
  overflow: hidden;
  overflow-wrap: anywhere;
  text-align: center;
  font-size: var(--airlock-font-size-small);
  line-height: 1.25;
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
// Under the name, in the tile's flow: nothing of the icon or the name is hidden behind it.
export const installedTag = css`
  margin-top: -2px;
  padding: 0 6px;
  line-height: 16px;
  border-radius: var(--airlock-radius-full);
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-accent-text);
  font-size: 10px;
  font-weight: 600;
  @media (hover: hover) {
    button:hover > & {
      background: var(--airlock-color-bg-300);
    }
  }
`
/** A tile-shaped placeholder while wallets load. */
export const skeleton = css`
  height: 84px;
  border-radius: var(--airlock-radius-m);
  background: var(--airlock-color-bg-150);
  animation: airlock-skeleton 1.2s ease-in-out infinite alternate;
  @keyframes airlock-skeleton {
    to {
      background: var(--airlock-color-bg-200);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`
