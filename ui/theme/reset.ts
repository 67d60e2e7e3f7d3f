import { css } from '@linaria/core'

/** A reset scoped to the modal, so the host page's styles neither leak in nor get touched. */
export const reset = css`
  &,
  & * {
    box-sizing: border-box;
  }
  & button,
  & input {
    font: inherit;
    color: inherit;
    margin: 0;
  }
  & button {
    background: none;
    border: none;
    padding: 0;
    cursor: pointer;
  }
  & button:disabled {
    cursor: not-allowed;
  }
  & h1,
  & h2,
  & h3,
  & p,
  & ul,
  & ol {
    margin: 0;
    padding: 0;
  }
  & ul,
  & ol {
    list-style: none;
  }
  & img {
    display: block;
  }
  & :focus-visible {
    outline: 2px solid var(--airlock-color-focus);
    outline-offset: 2px;
  }
  & a {
    color: var(--airlock-color-accent-text);
  }
`
