import { css } from '@linaria/core'

/** Read by assistive technology, not shown: words a sighted user gets from the layout around them. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`
