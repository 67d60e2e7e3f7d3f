import { cx } from '@linaria/core'
import type { ButtonHTMLAttributes } from 'react'
import { button, buttonFull, buttonPrimary, buttonSecondary, iconButton } from './styles'

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: 'primary' | 'secondary'
  readonly full?: boolean
}

export function Button({ variant = 'primary', full, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(button, variant === 'primary' ? buttonPrimary : buttonSecondary, full && buttonFull, className)}
    />
  )
}

/** A round icon-only button; `label` is its accessible name. */
export function IconButton({ label, className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { readonly label: string }) {
  return <button {...rest} type="button" aria-label={label} title={label} className={cx(iconButton, className)} />
}
