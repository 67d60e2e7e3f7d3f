import { spinner } from './styles'
import { useMessages } from '../i18n/catalogue'
import { coreMessages } from '../modal/messages'

/** A loading indicator; `label` is announced to assistive technology. */
export function Spinner({ label }: { readonly label?: string | undefined }) {
  const m = useMessages(coreMessages)
  return <span className={spinner} role="progressbar" aria-label={label ?? m.loading} />
}
