import { css } from '@linaria/core'
import {
  BORDER_RADIUS_MASTER,
  FONT_SIZE_MASTER,
  HEADER_TEXT_MS,
  MODAL_HEIGHT_CHANGE_MS,
  MODAL_WIDTH_PX,
  SHAKE_MS,
  VIEW_TRANSITION_MS,
} from '../../kernel/modal/constants'

/**
 * The modal root: every colour, size and duration the renderer uses is a `--airlock-*` custom
 * property defined here. Dark is the default (SPEC §1); `data-theme="light"` switches the palette.
 * Integrator `themeVariables` are set on the same element at run time and win over these defaults.
 */
export const themeRoot = css`
  --airlock-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, 'Helvetica Neue', sans-serif;
  --airlock-font-size-master: ${FONT_SIZE_MASTER};
  --airlock-border-radius-master: ${BORDER_RADIUS_MASTER};
  --airlock-modal-width: ${MODAL_WIDTH_PX}px;
  --airlock-duration-view: ${VIEW_TRANSITION_MS}ms;
  --airlock-duration-height: ${MODAL_HEIGHT_CHANGE_MS}ms;
  --airlock-duration-header: ${HEADER_TEXT_MS}ms;
  --airlock-duration-shake: ${SHAKE_MS}ms;

  --airlock-font-size-title: calc(var(--airlock-font-size-master) * 1.6);
  --airlock-font-size-body: calc(var(--airlock-font-size-master) * 1.4);
  --airlock-font-size-small: calc(var(--airlock-font-size-master) * 1.2);
  --airlock-font-size-large: calc(var(--airlock-font-size-master) * 2.4);
  --airlock-radius-s: calc(var(--airlock-border-radius-master) * 2);
  --airlock-radius-m: calc(var(--airlock-border-radius-master) * 3);
  --airlock-radius-l: calc(var(--airlock-border-radius-master) * 4);
  --airlock-radius-full: 999px;

  /* Dark palette (default). Accent colours come in a dark and a light variant (SPEC §2). */
  --airlock-accent-dark: #4f67f0;
  --airlock-accent-text-dark: #8c9dff;
  /* SPEC §1 themeVariables color-mix: the backgrounds take a share of the integrator's colour. */
  --airlock-mix: var(--airlock-color-mix, transparent) calc(var(--airlock-color-mix-strength, 0) * 1%);
  --airlock-color-bg-100: color-mix(in srgb, var(--airlock-mix), #141414);
  --airlock-color-bg-150: color-mix(in srgb, var(--airlock-mix), #1e1f1f);
  --airlock-color-bg-200: color-mix(in srgb, var(--airlock-mix), #2a2a2a);
  --airlock-color-bg-300: color-mix(in srgb, var(--airlock-mix), #363636);
  --airlock-color-fg-100: #e4e7e7;
  --airlock-color-fg-200: #a8b1b1;
  --airlock-color-fg-300: #949e9e;
  --airlock-color-border: rgba(255, 255, 255, 0.1);
  --airlock-color-overlay: rgba(0, 0, 0, 0.6);
  --airlock-color-error: #f47b86;
  --airlock-color-success: #4fdc84;
  --airlock-color-on-accent: #ffffff;
  --airlock-color-qr-bg: #ffffff;
  --airlock-color-accent-fill: var(--airlock-accent, var(--airlock-accent-dark));
  --airlock-color-accent-text: var(--airlock-accent-text-dark);
  --airlock-color-focus: var(--airlock-accent-text-dark);
  --airlock-color-qr: var(--airlock-qr-color, #141414);
  color-scheme: dark;

  &[data-theme='light'] {
    --airlock-accent-light: #0a63c9;
    --airlock-accent-text-light: #0a5cb8;
    --airlock-color-bg-100: color-mix(in srgb, var(--airlock-mix), #ffffff);
    --airlock-color-bg-150: color-mix(in srgb, var(--airlock-mix), #f3f4f4);
    --airlock-color-bg-200: color-mix(in srgb, var(--airlock-mix), #e9eaea);
    --airlock-color-bg-300: color-mix(in srgb, var(--airlock-mix), #d6d9d9);
    --airlock-color-fg-100: #141414;
    --airlock-color-fg-200: #4f5656;
    --airlock-color-fg-300: #5c6363;
    --airlock-color-border: rgba(0, 0, 0, 0.1);
    --airlock-color-overlay: rgba(0, 0, 0, 0.3);
    --airlock-color-error: #c2272d;
    --airlock-color-success: #15803d;
    --airlock-color-accent-fill: var(--airlock-accent, var(--airlock-accent-light));
    --airlock-color-accent-text: var(--airlock-accent-text-light);
    --airlock-color-focus: var(--airlock-accent-text-light);
    color-scheme: light;
  }

  /* SPEC §2 motion is decoration: none of it under reduced motion. */
  @media (prefers-reduced-motion: reduce) {
    --airlock-duration-view: 0ms;
    --airlock-duration-height: 0ms;
    --airlock-duration-header: 0ms;
    --airlock-duration-shake: 0ms;
  }

  font-family: var(--airlock-font-family);
  font-size: var(--airlock-font-size-body);
  color: var(--airlock-color-fg-100);
  line-height: 1.4;
  -webkit-font-smoothing: antialiased;
`
