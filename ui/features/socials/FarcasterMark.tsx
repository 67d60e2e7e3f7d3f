import { cx } from '@linaria/core'
import { badge, badgeLarge } from './styles'

/** Farcaster's brand purple. */
export const FARCASTER_PURPLE = '#7c65c1'

/** Farcaster's arch, white on its purple, drawn here (no remote images: the modal works offline). */
export function FarcasterArch({ size }: { readonly size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <rect width="40" height="40" rx="10" fill={FARCASTER_PURPLE} />
      <path d="M11 9h18v22h-4.5V20.5a4.5 4.5 0 0 0-9 0V31H11z M8.5 12.5h23l-1 3h-21z" fill="#fff" />
    </svg>
  )
}

/** The Farcaster button's round badge, like the other socials' marks. */
export function FarcasterMark({ large = false }: { readonly large?: boolean }) {
  return (
    <span className={cx(badge, large && badgeLarge)} style={{ background: FARCASTER_PURPLE }} aria-hidden="true">
      <svg width={large ? 40 : 18} height={large ? 40 : 18} viewBox="0 0 40 40">
        <path d="M11 9h18v22h-4.5V20.5a4.5 4.5 0 0 0-9 0V31H11z M8.5 12.5h23l-1 3h-21z" fill="#fff" />
      </svg>
    </span>
  )
}
