import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { listItem, listItemLabel, tag, tagAccent } from './styles'
import { cx } from '@linaria/core'

/** One row of a wallet or network list: icon, label, optional tag. */
export function ListItem({
  icon,
  label,
  tagText,
  accentTag,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  readonly icon: ReactNode
  readonly label: string
  readonly tagText?: string | undefined
  readonly accentTag?: boolean
}) {
  return (
    <button type="button" {...rest} className={cx(listItem, className)}>
      {icon}
      <span className={listItemLabel}>{label}</span>
      {tagText ? <span className={cx(tag, accentTag && tagAccent)}>{tagText}</span> : null}
    </button>
  )
}
