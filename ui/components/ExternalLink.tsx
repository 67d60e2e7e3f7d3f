import { css } from '@linaria/core'
import type { ReactNode } from 'react'

const link = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: var(--airlock-color-accent-text);
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    text-decoration: underline;
  }
  @media (hover: hover) {
    &:hover {
      text-decoration: underline;
    }
  }
`

/** A link that opens a block explorer (or any outside page) in a new tab, marked as leaving the modal. */
export function ExternalLink({ href, children, label }: { readonly href: string; readonly children: ReactNode; readonly label?: string }) {
  return (
    <a className={link} href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
      <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
        <path d="M4.5 2.5H2.5v7h7v-2M7 1.5h3.5V5M10.5 1.5 5.5 6.5" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  )
}
