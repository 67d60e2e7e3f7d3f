/** Small inline SVG icons; decorative, so hidden from assistive technology. */
export const common = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'none', 'aria-hidden': true } as const

export const CloseIcon = () => (
  <svg {...common}>
    <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
)
export const BackIcon = () => (
  <svg {...common}>
    <path d="M10 3L5 8l5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)
export const HelpIcon = () => (
  <svg {...common}>
    <circle cx="8" cy="8" r="6.3" stroke="currentColor" strokeWidth="1.5" />
    <path d="M6.2 6.3a1.8 1.8 0 1 1 2.5 1.6c-.4.2-.7.6-.7 1v.4m0 2.1v.1" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
)
export const WalletIcon = () => (
  <svg {...common}>
    <rect x="2" y="4" width="12" height="9" rx="2" stroke="currentColor" strokeWidth="1.5" />
    <path d="M4 4l6-2v2" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    <circle cx="11" cy="8.5" r="1" fill="currentColor" />
  </svg>
)

/** The "all wallets" tile: a 2×2 grid of rounded squares, sized like a wallet image. */
export const AllWalletsIcon = () => (
  <svg width="40" height="40" viewBox="0 0 40 40" fill="none" aria-hidden="true">
    <rect width="40" height="40" rx="12" fill="var(--airlock-color-bg-300)" />
    <rect x="9" y="9" width="9.5" height="9.5" rx="3" fill="var(--airlock-color-accent-text)" />
    <rect x="21.5" y="9" width="9.5" height="9.5" rx="3" fill="var(--airlock-color-fg-300)" />
    <rect x="9" y="21.5" width="9.5" height="9.5" rx="3" fill="var(--airlock-color-fg-300)" />
    <rect x="21.5" y="21.5" width="9.5" height="9.5" rx="3" fill="var(--airlock-color-accent-text)" />
  </svg>
)

/**
 * The WalletConnect mark, drawn here: a blue tile with a white bridge of two arcs and two legs.
 * Sized by its container (`size`), so the same drawing serves a list row and the QR code's centre.
 */
export const WalletConnectIcon = ({ size = 40 }: { readonly size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
    <rect width="40" height="40" rx="12" fill="#3b99fc" />
    <path
      d="M11.5 16.5c4.7-4.6 12.3-4.6 17 0M14.5 19.5c3-2.9 8-2.9 11 0M9 21.5l5 4.5 6-5.5 6 5.5 5-4.5"
      fill="none"
      stroke="#fff"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)
export const MailIcon = () => (
  <svg {...common}>
    <path d="M2 4h12v8H2zM2 4l6 5 6-5" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
  </svg>
)
