import { identicon } from './identicon'
import { avatar } from './styles'

/** The account picture, else the address's identicon (the same drawing for the same address). */
export function Avatar({ src, address, size = 64 }: { readonly src?: string | undefined; readonly address?: string | undefined; readonly size?: number }) {
  if (src)
    return (
      <span className={avatar} data-size={size}>
        <img src={src} alt="" />
      </span>
    )
  if (!address) return <span className={avatar} data-size={size} />
  const { background, foreground, cells } = identicon(address)
  return (
    <span className={avatar} data-size={size}>
      <svg viewBox="-1 -1 7 7" width="100%" height="100%" aria-hidden="true" shapeRendering="crispEdges" data-identicon="">
        <rect x="-1" y="-1" width="7" height="7" fill={background} />
        <path d={cells.map(([x, y]) => `M${x} ${y}h1v1h-1z`).join('')} fill={foreground} />
      </svg>
    </span>
  )
}
