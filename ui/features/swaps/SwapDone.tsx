import { truncateAddress } from '../../../kernel'
import type { SwapResult } from '../../../kernel/swap/types'
import { Button } from '../../components/Button'
import { ExternalLink } from '../../components/ExternalLink'
import { errorText, small, strong } from '../../components/styles'
import { row } from '../../views/shared'
import { swapMessages } from './messages'
import { useMessages } from '../../i18n/catalogue'
import { useFormat } from '../../i18n/format'
import { success, successMark } from '../shared/styles'

/** The swap went through (or failed on chain): what was traded and its transaction. */
export function SwapDone({ result, onDone, onClose }: { readonly result: SwapResult; readonly onDone: () => void; readonly onClose: () => void }) {
  const ok = result.status !== 'reverted'
  const messages = useMessages(swapMessages)
  const format = useFormat()
  return (
    <section className={success} role="status" aria-live="polite">
      <span className={successMark} aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 28 28" fill="none">
          {ok ? (
            <path d="M7 14.5l4.5 4.5L21 9.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <path d="M9 9l10 10M19 9L9 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          )}
        </svg>
      </span>
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
