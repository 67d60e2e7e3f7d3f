import { cx } from '@linaria/core'
import type { ReactNode } from 'react'
import { methodMark, walletImage } from './styles'

/**
 * A connect method's mark in a tile the size of a wallet's image: on Connect, email, "continue with
 * a wallet" and the first social login start their labels where the wallets' names do.
 */
export function MethodTile({ children }: { readonly children: ReactNode }) {
  return (
    <span className={cx(walletImage, methodMark)} aria-hidden="true">
      {children}
    </span>
  )
}
