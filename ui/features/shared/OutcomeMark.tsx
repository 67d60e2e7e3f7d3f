import { successMark } from './styles'

/** The round mark over a finished payment, purchase or swap: a tick, or a cross when it failed on chain. */
export function OutcomeMark({ failed = false }: { readonly failed?: boolean }) {
  return (
    <span className={successMark} aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 28 28" fill="none">
        {failed ? (
          <path d="M9 9l10 10M19 9L9 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        ) : (
          <path d="M7 14.5l4.5 4.5L21 9.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        )}
      </svg>
    </span>
  )
}
