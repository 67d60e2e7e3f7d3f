import { cx } from '@linaria/core'
import { walletImage, walletImageLarge } from './styles'

/** A wallet's icon, or its initial on a plain tile when there is no image. */
export function WalletImage({
  name,
  src,
  large,
  loading = 'lazy',
}: {
  readonly name: string
  readonly src?: string | undefined
  readonly large?: boolean
  readonly loading?: 'eager' | 'lazy'
}) {
  return (
    <span className={cx(walletImage, large && walletImageLarge)} aria-hidden="true">
      {src ? <img src={src} alt="" loading={loading} /> : (name.trim()[0] ?? '?').toUpperCase()}
    </span>
  )
}
