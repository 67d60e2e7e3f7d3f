/** A provider's mark: a card for one that takes cards first, a bank for the other. */
export function ProviderMark({ kind, className }: { readonly kind: 'card' | 'bank'; readonly className: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg width="22" height="22" viewBox="0 0 22 22" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        {kind === 'card' ? (
          <>
            <rect x="2.5" y="5" width="17" height="12" rx="2" />
            <path d="M2.5 9h17M6 14h4" />
          </>
        ) : (
          <>
            <path d="M3 8.5L11 4l8 4.5M4.5 9v7M9 9v7M13 9v7M17.5 9v7M3 18h16" />
          </>
        )}
      </svg>
    </span>
  )
}
