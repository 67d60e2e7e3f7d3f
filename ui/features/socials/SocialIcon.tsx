import { cx } from '@linaria/core'
import type { SocialProvider } from '../../../kernel/codec/primitives'
import { badge, badgeLarge } from './styles'

/** Each provider's brand colour and mark, drawn as a round badge (no remote images: the modal works offline). */
const marks: Readonly<Record<SocialProvider, { readonly color: string; readonly mark: string }>> = {
  google: { color: '#4285f4', mark: 'G' },
  github: { color: '#24292f', mark: 'GH' },
  apple: { color: '#000000', mark: 'A' },
  facebook: { color: '#1877f2', mark: 'f' },
  x: { color: '#0f1419', mark: 'X' },
  discord: { color: '#5865f2', mark: 'D' },
}

export function SocialIcon({ provider, large = false }: { readonly provider: SocialProvider; readonly large?: boolean }) {
  const { color, mark } = marks[provider]
  return (
    <span className={cx(badge, large && badgeLarge)} style={{ background: color, fontSize: mark.length > 1 ? (large ? 22 : 11) : undefined }} aria-hidden="true">
      {mark}
    </span>
  )
}
