import { cx } from '@linaria/core'
import type { ReactNode } from 'react'
import type { SocialProvider } from '../../../kernel/codec/primitives'
import { badge, badgeLarge } from './styles'

/** A point on the Google mark's ring (radius 6.5 around 12,12), `degrees` clockwise from east. */
const ring = (degrees: number): string => {
  const radians = (degrees * Math.PI) / 180
  return `${(12 + 6.5 * Math.cos(radians)).toFixed(2)} ${(12 + 6.5 * Math.sin(radians)).toFixed(2)}`
}
/** One coloured stretch of the ring, drawn counter-clockwise from `from` to `to` degrees. */
const arc = (from: number, to: number, color: string) => (
  <path d={`M${ring(from)}A6.5 6.5 0 0 0 ${ring(to)}`} stroke={color} strokeWidth={3.2} fill="none" />
)

/**
 * Each provider's mark on its brand colour, drawn in a 24-unit box (no remote images: the modal
 * works offline, and a letter in a circle reads as a placeholder, not as the provider).
 */
const marks: Readonly<Record<SocialProvider, { readonly color: string; readonly mark: ReactNode }>> = {
  google: {
    color: '#ffffff',
    mark: (
      <>
        {arc(-40, -150, '#ea4335')}
        {arc(-150, -215, '#fbbc05')}
        {arc(145, 30, '#34a853')}
        {arc(30, 0, '#4285f4')}
        <path d="M12.2 10.6h6.3v2.8h-6.3z" fill="#4285f4" />
      </>
    ),
  },
  github: {
    color: '#24292f',
    mark: (
      <path
        fill="#fff"
        d="M7.4 10.3c-.3-1-.2-2.5.3-3.8 1 .1 2 .6 2.8 1.2 1-.3 2.1-.3 3.2 0 .8-.6 1.8-1.1 2.8-1.2.5 1.3.6 2.8.3 3.8.7.8 1 1.7 1 2.8 0 2.9-1.8 4.2-4.3 4.5.5.4.7 1 .7 1.8V21h-3.4v-1.3c-1.6.3-2.7-.2-3.3-1.4-.3-.6-.7-1-1.2-1.2l.3-.6c.7.1 1.2.5 1.6 1.1.5.8 1.3 1 2.6.7 0-.6.3-1 .6-1.4-2.5-.3-4.3-1.6-4.3-4.5 0-1.1.3-2 1-2.8z"
      />
    ),
  },
  apple: {
    color: '#000000',
    mark: (
      <>
        <path
          fill="#fff"
          d="M15.6 12.6c0-1.7 1.4-2.5 1.5-2.6-.8-1.2-2.1-1.4-2.5-1.4-1.1-.1-2.1.6-2.6.6-.6 0-1.4-.6-2.3-.6-1.3 0-2.5.8-3.1 1.9-1.3 2.3-.3 5.6.9 7.4.6.9 1.4 1.8 2.3 1.8.9-.1 1.2-.6 2.3-.6s1.4.6 2.3.6c1 0 1.6-.9 2.2-1.8.7-1 1-2 1-2.1 0 0-2-.8-2-3.2z"
        />
        <path fill="#fff" d="M14 7.3c.5-.6.8-1.4.7-2.2-.7 0-1.5.5-2 1.1-.4.5-.8 1.3-.7 2 .8.1 1.5-.4 2-.9z" />
      </>
    ),
  },
  facebook: {
    color: '#1877f2',
    mark: (
      <path
        fill="#fff"
        d="M13.3 24v-9.6h3l.5-3.4h-3.5V8.9c0-1 .3-1.6 1.7-1.6h1.9V4.3c-.3 0-1.4-.2-2.7-.2-2.7 0-4.4 1.6-4.4 4.6V11H6.8v3.4h3V24z"
      />
    ),
  },
  x: {
    color: '#0f1419',
    mark: (
      <>
        <path d="M6.3 6.5h3.4l8 11h-3.4z" fill="none" stroke="#fff" strokeWidth={1.3} strokeLinejoin="round" />
        <path d="M17.2 6.5l-4.3 4.8M11.1 12.8l-4.3 4.7" stroke="#fff" strokeWidth={1.3} strokeLinecap="round" />
      </>
    ),
  },
  discord: {
    color: '#5865f2',
    mark: (
      <>
        <path
          fill="#fff"
          d="M6.5 8.3c1.5-1.1 3-1.5 3.8-1.6l.4.8c.9-.1 1.7-.1 2.6 0l.4-.8c.8.1 2.3.5 3.8 1.6 1.3 2 1.8 4.3 1.6 6.8-1.3 1-2.6 1.6-3.8 1.9l-.7-1.1c.5-.2 1-.5 1.4-.8-2.6 1.2-5.4 1.2-8 0 .4.3.9.6 1.4.8l-.7 1.1c-1.2-.3-2.5-.9-3.8-1.9-.2-2.5.3-4.8 1.6-6.8z"
        />
        <ellipse cx={9.9} cy={12.5} rx={1.2} ry={1.35} fill="#5865f2" />
        <ellipse cx={14.1} cy={12.5} rx={1.2} ry={1.35} fill="#5865f2" />
      </>
    ),
  },
}

export function SocialIcon({ provider, large = false }: { readonly provider: SocialProvider; readonly large?: boolean }) {
  const { color, mark } = marks[provider]
  const size = large ? 40 : 20
  return (
    <span className={cx(badge, large && badgeLarge)} style={{ background: color }} aria-hidden="true" data-social-mark={provider}>
      <svg width={size} height={size} viewBox="0 0 24 24">
        {mark}
      </svg>
    </span>
  )
}
