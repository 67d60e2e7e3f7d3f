import { css } from '@linaria/core'

export const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  max-width: 100%;
  min-width: 0;
  padding: 6px 16px;
  border-radius: var(--airlock-radius-full);
  font-size: var(--airlock-font-size-body);
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  /* A long label wraps inside the button instead of running out of it. */
  overflow-wrap: anywhere;
  transition: background-color var(--airlock-duration-view) ease;
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
  }
`
export const buttonPrimary = css`
  background: var(--airlock-color-accent-fill);
  color: var(--airlock-color-on-accent);
  /* Disabled, a neutral fill rather than a faded accent: white on a faded light accent is too faint to read. */
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 1;
    background: var(--airlock-color-bg-200);
    color: var(--airlock-color-fg-300);
    cursor: not-allowed;
  }
`
export const buttonSecondary = css`
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-fg-100);
  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: var(--airlock-color-bg-300);
    }
  }
`
export const buttonFull = css`
  width: 100%;
`

export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: var(--airlock-radius-full);
  color: var(--airlock-color-fg-200);
  @media (hover: hover) {
    &:hover {
      background: var(--airlock-color-bg-200);
    }
  }
`

export const listItem = css`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 8px 12px 8px 8px;
  border-radius: var(--airlock-radius-m);
  background: var(--airlock-color-bg-150);
  text-align: left;
  &[aria-current='true'] {
    background: var(--airlock-color-bg-200);
  }
  @media (hover: hover) {
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: var(--airlock-color-bg-200);
    }
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`
// A long name takes a second line before it is cut: 'Devnet Sats Connect Wallet' beside its tag.
export const listItemLabel = css`
  flex: 1;
  min-width: 0;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  line-height: 1.25;
  font-weight: 500;
`
// A row lit by the pointer (or the current one) takes the tag's colour: the tag darkens with it, so
// its pill never melts into the row.
export const tag = css`
  flex: none;
  padding: 2px 8px;
  border-radius: var(--airlock-radius-full);
  background: var(--airlock-color-bg-200);
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-small);
  font-weight: 600;
  [aria-current='true'] > & {
    background: var(--airlock-color-bg-300);
  }
  @media (hover: hover) {
    button:hover:not(:disabled):not([aria-disabled='true']) > & {
      background: var(--airlock-color-bg-300);
    }
  }
`
export const tagAccent = css`
  color: var(--airlock-color-accent-text);
`

export const walletImage = css`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: var(--airlock-radius-m);
  overflow: hidden;
  background: var(--airlock-color-bg-300);
  color: var(--airlock-color-fg-100);
  font-weight: 700;
  font-size: var(--airlock-font-size-body);
  & img,
  & svg {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-round] {
    border-radius: 50%;
  }
`
// A connect method's own mark (email, a wallet, a social login) in a wallet image's tile: drawn at
// icon size, not stretched to the tile.
export const methodMark = css`
  & svg {
    width: 20px;
    height: 20px;
  }
`
export const walletImageLarge = css`
  width: 72px;
  height: 72px;
  border-radius: var(--airlock-radius-l);
  font-size: var(--airlock-font-size-large);
`

export const stack = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
`
export const centered = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 12px;
  padding: 16px 0 8px;
`
export const muted = css`
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-body);
`
export const small = css`
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-small);
`
export const strong = css`
  font-size: var(--airlock-font-size-title);
  font-weight: 600;
  color: var(--airlock-color-fg-100);
`
export const errorText = css`
  color: var(--airlock-color-error);
  font-size: var(--airlock-font-size-body);
`

export const spinner = css`
  display: inline-block;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 3px solid var(--airlock-color-bg-300);
  border-top-color: var(--airlock-color-accent-text);
  animation: airlock-spin 0.8s linear infinite;
  @keyframes airlock-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`

export const emptyState = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 6px;
  padding: 24px 12px;
  color: var(--airlock-color-fg-200);
`
export const emptyTitle = css`
  color: var(--airlock-color-fg-100);
  font-weight: 600;
`

export const qr = css`
  display: block;
  width: 100%;
  max-width: 256px;
  margin: 0 auto;
  padding: 12px;
  border: 1px solid var(--airlock-color-border);
  border-radius: var(--airlock-radius-l);
  background: var(--airlock-color-qr-bg);
  & > svg {
    display: block;
    width: 100%;
    height: auto;
  }
`
export const qrPlaceholder = css`
  display: flex;
  width: 100%;
  max-width: 256px;
  margin: 0 auto;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  border-radius: var(--airlock-radius-l);
  background: var(--airlock-color-bg-150);
  color: var(--airlock-color-fg-200);
  flex-direction: column;
  gap: 12px;
`

export const tabs = css`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: var(--airlock-radius-full);
  background: var(--airlock-color-bg-150);
`
export const tab = css`
  flex: 1;
  min-height: 32px;
  border-radius: var(--airlock-radius-full);
  color: var(--airlock-color-fg-200);
  font-weight: 600;
  &[aria-selected='true'] {
    background: var(--airlock-color-bg-300);
    color: var(--airlock-color-fg-100);
  }
`

export const avatar = css`
  flex: none;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  overflow: hidden;
  background: linear-gradient(135deg, var(--airlock-color-accent-fill), var(--airlock-color-bg-300));
  & img,
  & svg {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[data-size='32'] {
    width: 32px;
    height: 32px;
  }
  &[data-size='24'] {
    width: 24px;
    height: 24px;
  }
  &[data-size='20'] {
    width: 20px;
    height: 20px;
  }
`

export const input = css`
  width: 100%;
  min-height: 40px;
  padding: 0 12px;
  border-radius: var(--airlock-radius-m);
  border: 1px solid var(--airlock-color-border);
  background: var(--airlock-color-bg-150);
  color: var(--airlock-color-fg-100);
  font-size: var(--airlock-font-size-body);
  &::placeholder {
    color: var(--airlock-color-fg-300);
  }
`
export const label = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-fg-200);
  font-weight: 600;
`
