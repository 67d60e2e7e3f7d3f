import { truncateAddress } from '../../../kernel'
import type { SwapResult } from '../../../kernel/swap/types'
import { Button } from '../../components/Button'
import { ExternalLink } from '../../components/ExternalLink'
import { errorText, small, strong } from '../../components/styles'
import { row } from '../../views/shared'
import { swapMessages } from './messages'
import { useMessages } from '../../i18n/catalogue'
import { useFormat } from '../../i18n/format'
import { success } from '../shared/styles'
import { OutcomeMark } from '../shared/OutcomeMark'

/** The swap went through (or failed on chain): what was traded and its transaction. */
export function SwapDone({ result, onDone, onClose }: { readonly result: SwapResult; readonly onDone: () => void; readonly onClose: () => void }) {
  const ok = result.status !== 'reverted'
  const messages = useMessages(swapMessages)
  const format = useFormat()
  return (
    <section className={success} role="status" aria-live="polite">
      <OutcomeMark failed={!ok} />
      <p className={ok ? strong : errorText}>{ok ? messages.swappedTitle : messages.swapReverted}</p>
      <p data-testid="swap-summary">
        {messages.swapped(format.quantity(result.from.amount), result.from.symbol, format.quantity(result.to.amount), result.to.symbol)}
      </p>
      {result.status === 'unconfirmed' ? <p className={small}>{messages.swapUnconfirmed}</p> : null}
      <p className={small}>
        {messages.transaction}: <code data-testid="swap-hash" title={result.hash}>{truncateAddress(result.hash)}</code>
      </p>
      {result.explorerUrl ? <ExternalLink href={result.explorerUrl}>{messages.viewTransaction}</ExternalLink> : null}
      <div className={row}>
        <Button variant="secondary" onClick={onClose}>
          {messages.done}
        </Button>
        <Button onClick={onDone}>{messages.swapAgain}</Button>
      </div>
    </section>
  )
}
