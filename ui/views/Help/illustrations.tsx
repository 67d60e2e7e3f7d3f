import type { ReactNode } from 'react'

/** A 40 px tile in the theme's colours, holding one stroked drawing. */
const Tile = ({ children }: { readonly children: ReactNode }) => (
  <svg width="40" height="40" viewBox="0 0 40 40" fill="none" aria-hidden="true">
    <rect width="40" height="40" rx="12" fill="var(--airlock-color-bg-300)" />
    <g stroke="var(--airlock-color-accent-text)" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </g>
  </svg>
)

/** A key: what a wallet holds. */
export const KeyTile = () => (
  <Tile>
    <circle cx="15.5" cy="16.5" r="5" />
    <path d="M19 20l10 10m-3.5-3.5 2.8-2.8M22.5 23.5l2.8-2.8" />
  </Tile>
)

/** An arrow going in through a door: one sign-in. */
export const SignInTile = () => (
  <Tile>
    <path d="M22 11h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5" />
    <path d="M11 20h12m-4-4 4 4-4 4" />
  </Tile>
)

/** A shield with a tick: nothing moves until approved. */
export const ApproveTile = () => (
  <Tile>
    <path d="M20 10.5l8 3v5.5c0 5-3.4 8.8-8 10.5-4.6-1.7-8-5.5-8-10.5v-5.5z" />
    <path d="M16.5 20l2.5 2.5 4.5-5" />
  </Tile>
)

/** Three blocks in a chain: a shared record. */
export const LedgerTile = () => (
  <Tile>
    <rect x="7" y="16.5" width="7" height="7" rx="1.5" />
    <rect x="16.5" y="16.5" width="7" height="7" rx="1.5" />
    <rect x="26" y="16.5" width="7" height="7" rx="1.5" />
    <path d="M14 20h2.5m7 0H26" />
  </Tile>
)

/** A coin: each network's own fee. */
export const FeeTile = () => (
  <Tile>
    <circle cx="20" cy="20" r="9" />
    <path d="M23 16.5c-.6-1-1.8-1.5-3-1.5-1.9 0-3 1-3 2.3 0 3.2 6 1.7 6 4.9 0 1.3-1.3 2.3-3 2.3-1.3 0-2.5-.6-3-1.6M20 13.5v1.5m0 10v1.5" />
  </Tile>
)

/** Two opposite arrows: switching, with nothing carried across. */
export const SwitchTile = () => (
  <Tile>
    <path d="M11 16h17m-4-4 4 4-4 4" />
    <path d="M29 24H12m4-4-4 4 4 4" />
  </Tile>
)
