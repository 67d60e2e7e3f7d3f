import { spinner } from './styles'

/** A loading indicator; `label` is announced to assistive technology. */
export function Spinner({ label = 'Loading' }: { readonly label?: string }) {
  return <span className={spinner} role="progressbar" aria-label={label} />
}
