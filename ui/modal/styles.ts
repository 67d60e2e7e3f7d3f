import { css } from '@linaria/core'

export const overlay = css`
  position: fixed;
  inset: 0;
  z-index: var(--airlock-z-index, 999);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: var(--airlock-color-overlay);
  /* Only the backdrop fades in: the card and its list are readable in the first frame after the click. */
  animation: airlock-fade var(--airlock-duration-view) ease both;
  @keyframes airlock-fade {
    from {
      background-color: transparent;
    }
  }
  @media (max-width: 430px) {
    align-items: flex-end;
    padding: 0;
  }
`
export const inPlace = css`
  display: flex;
  justify-content: center;
`

export const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  width: var(--airlock-modal-width);
  max-width: 100%;
  /* The room the page gives (dvh: a phone's visible height, not the one under its toolbars), less the
     space above kept for the snackbar. */
  max-height: min(720px, calc(100vh - 96px));
  max-height: min(720px, calc(100dvh - 96px));
  border-radius: var(--airlock-radius-l);
  border: 1px solid var(--airlock-color-border);
  background: var(--airlock-color-bg-100);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35);
  outline: none;
  &[data-shake='true'] {
    animation: airlock-shake var(--airlock-duration-shake) cubic-bezier(0.36, 0.07, 0.19, 0.97) both;
  }
  @keyframes airlock-shake {
    10%,
    90% {
      transform: translateX(-2px);
    }
    20%,
    80% {
      transform: translateX(4px);
    }
    30%,
    50%,
    70% {
      transform: translateX(-6px);
    }
    40%,
    60% {
      transform: translateX(6px);
    }
  }
  /* A bottom sheet on phones: full width, a grab handle, clear of the home indicator. */
  @media (max-width: 430px) {
    width: 100%;
    max-height: calc(100vh - 64px);
    max-height: calc(100dvh - 64px);
    border-width: 1px 0 0;
    border-radius: var(--airlock-radius-l) var(--airlock-radius-l) 0 0;
    padding-bottom: env(safe-area-inset-bottom, 0px);
    &::before {
      content: '';
      position: absolute;
      top: 6px;
      left: 50%;
      width: 36px;
      height: 4px;
      margin-left: -18px;
      border-radius: 2px;
      background: var(--airlock-color-fg-300);
      opacity: 0.6;
    }
  }
`

export const header = css`
  display: grid;
  grid-template-columns: 36px 1fr 36px;
  align-items: center;
  gap: 8px;
  flex: none;
  padding: 12px 12px 8px;
  @media (max-width: 430px) {
    padding-top: 18px;
  }
`
export const title = css`
  margin: 0;
  text-align: center;
  font-size: var(--airlock-font-size-title);
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  animation: airlock-title var(--airlock-duration-header) ease both;
  @keyframes airlock-title {
    from {
      opacity: 0;
    }
  }
`

/**
 * The body's height follows its content (SPEC §2 height change) and gives way when the card reaches
 * its maximum, where the scroller takes over: nothing is cut off at the bottom edge.
 */
export const body = css`
  display: flex;
  flex-direction: column;
  flex: 0 1 auto;
  min-height: 0;
  overflow: hidden;
  transition: height var(--airlock-duration-height) ease;
`
export const scroller = css`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`
export const viewFrame = css`
  padding: 4px 16px 20px;
  animation: airlock-view var(--airlock-duration-view) ease both;
  @keyframes airlock-view {
    from {
      opacity: 0;
      transform: translateY(4px);
    }
  }
  /* The view the modal opens on moves into place without fading: it is visible from the first frame. */
  &[data-enter='open'] {
    animation-name: airlock-view-open;
  }
  @keyframes airlock-view-open {
    from {
      transform: translateY(4px);
    }
  }
`
export const loading = css`
  display: flex;
  justify-content: center;
  padding: 32px 0;
`
