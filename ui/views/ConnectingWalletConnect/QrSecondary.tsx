import { css } from '@linaria/core'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/catalogue'
import { connectingMessages } from '../messages'

const disclosure = css`
  & > summary {
    cursor: pointer;
    padding: 10px 0;
    text-align: center;
    color: var(--airlock-color-fg-200);
    font-weight: 600;
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  & > summary:focus-visible {
    outline: 2px solid var(--airlock-color-accent-fill);
    border-radius: var(--airlock-radius-m);
  }
`

/** On a phone the wallet is reached by its link first; the QR code (for another device) waits behind this. */
export function QrSecondary({ children }: { readonly children: ReactNode }) {
  const m = useMessages(connectingMessages)
  return (
    <details className={disclosure}>
      <summary>{m.scanInstead}</summary>
      {children}
    </details>
  )
}
