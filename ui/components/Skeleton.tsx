import { css } from '@linaria/core'

const rows = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 8px 4px;
`
const row = css`
  display: flex;
  align-items: center;
  gap: 12px;
`
const block = css`
  border-radius: var(--airlock-radius-s, 6px);
  background: var(--airlock-color-bg-200);
  animation: airlock-pulse 1.2s ease-in-out infinite;
  @keyframes airlock-pulse {
    50% {
      opacity: 0.5;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`
const disc = css`
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
`
const wide = css`
  width: 45%;
  height: 12px;
`
const narrow = css`
  width: 25%;
  height: 10px;
`
const lines = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 6px;
`

/** Grey rows where a list is about to appear: what loads keeps its shape, nothing says "empty" yet. */
export function ListSkeleton({ label, count = 3 }: { readonly label: string; readonly count?: number }) {
  return (
    <div className={rows} role="status" aria-label={label} aria-busy="true" data-skeleton="">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={row} aria-hidden="true">
          <span className={`${block} ${disc}`} />
          <span className={lines}>
            <span className={`${block} ${wide}`} />
            <span className={`${block} ${narrow}`} />
          </span>
        </div>
      ))}
    </div>
  )
}
