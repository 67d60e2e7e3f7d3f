import type { ReactNode } from 'react'
import { emptyState, emptyTitle, errorText } from './styles'

/** The honest "nothing here" (or "this failed") block every list shows instead of a blank space. */
export function EmptyState({
  title,
  description,
  error,
  children,
}: {
  readonly title: string
  readonly description?: string
  readonly error?: boolean
  readonly children?: ReactNode
}) {
  return (
    <div className={emptyState} role={error ? 'alert' : 'status'}>
      <p className={error ? errorText : emptyTitle}>{title}</p>
      {description ? <p>{description}</p> : null}
      {children}
    </div>
  )
}
