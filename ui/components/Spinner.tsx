import { spinner } from './styles'

/** A loading indicator; `label` (from the caller's catalogue) is announced to assistive technology. */
export function Spinner({ label }: { readonly label: string }) {
  return <span className={spinner} role="progressbar" aria-label={label} />
}
