import { useState } from 'react'
import { cx } from '@linaria/core'
import { WalletConnectIcon } from './icons'
import { walletImage, walletImageLarge } from './styles'

/**
 * A wallet's (or network's, or token's) icon. Without one, or when it fails to load: WalletConnect
 * gets its mark, anything else its initial on a tile.
 */
export function WalletImage({
  name,
  src,
  large,
  round,
  loading = 'lazy',
}: {
  readonly name: string
  readonly src?: string | undefined
  readonly large?: boolean
  /** Networks and tokens are round; wallets are rounded squares. */
  readonly round?: boolean
  readonly loading?: 'eager' | 'lazy'
}) {
  const [failed, setFailed] = useState<string>()
  const shown = src && failed !== src ? src : undefined
  return (
    <span className={cx(walletImage, large && walletImageLarge)} data-round={round ? '' : undefined} aria-hidden="true">
      {shown ? (
        <img src={shown} alt="" loading={loading} onError={() => setFailed(shown)} />
      ) : name === 'WalletConnect' ? (
        <WalletConnectIcon size={large ? 72 : 40} />
      ) : (
        (name.trim()[0] ?? '?').toUpperCase()
      )}
    </span>
  )
}
