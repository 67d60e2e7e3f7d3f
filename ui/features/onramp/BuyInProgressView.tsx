import { useEffect } from 'react'
import type { ModalState } from '../../../kernel'
import { truncateAddress } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/EmptyState'
import { ExternalLink } from '../../components/ExternalLink'
import { Spinner } from '../../components/Spinner'
import { centered, small, strong } from '../../components/styles'
import { row, sectionGap } from '../../views/shared'
import { success } from '../shared/styles'
import { OutcomeMark } from '../shared/OutcomeMark'
import { onrampMessages } from './messages'
import { useKernelText, useMessages } from '../../i18n/catalogue'
import { useFormat } from '../../i18n/format'
import { closeProviderWindow, showProviderPage } from '../shared/providerWindow'

const selectPurchase = (s: ModalState) => s.onramp.purchase

/**
 * A purchase on the provider's page: opening it, waiting while the person pays there (the kernel
 * watches the account's onramp activity), and the tokens arrived on chain.
 */
export default function BuyInProgressView() {
  const messages = useMessages(onrampMessages)
  const text = useKernelText()
  const format = useFormat()
  const kernel = useKernel()
  const purchase = useModalState(selectPurchase)
  const url = purchase?.status === 'open' ? purchase.url : undefined
  const failed = purchase?.status === 'failed'
  useEffect(() => {
    if (url) showProviderPage(url)
  }, [url])
  useEffect(() => {
    if (failed) closeProviderWindow()
  }, [failed])
  const leave = () => {
    kernel.onramp.dismissPurchase()
    kernel.back()
  }

  if (!purchase)
    return (
      <EmptyState title={messages.nothing} description={messages.nothingDescription}>
        <Button variant="secondary" onClick={() => kernel.back()}>
          {messages.back}
        </Button>
      </EmptyState>
    )
  const { provider } = purchase
  const asset = purchase.asset ?? messages.yourTokens
  if (purchase.status === 'failed')
    return (
      <EmptyState title={messages.failed(provider.name)} description={purchase.error && text(purchase.error)} error>
        <div className={row}>
          <Button variant="secondary" onClick={leave}>
            {messages.back}
          </Button>
        </div>
      </EmptyState>
    )
  if (purchase.status === 'opening')
    return (
      <div className={centered}>
        <Spinner label={messages.opening(provider.name)} />
        <p className={small}>{messages.opening(provider.name)}</p>
      </div>
    )
  if (purchase.status === 'delivered')
    return (
      <section className={success} role="status" aria-live="polite">
        <OutcomeMark />
        <p className={strong}>{messages.doneTitle}</p>
        <p data-testid="onramp-received">
          {purchase.received ? messages.received(format.quantity(purchase.received.amount), purchase.received.symbol) : messages.receivedUnknown}
        </p>
        {purchase.hash ? (
          <p className={small}>
            {messages.transaction}: <code title={purchase.hash}>{truncateAddress(purchase.hash)}</code>
          </p>
        ) : null}
        <Button full onClick={leave}>
          {messages.done}
        </Button>
      </section>
    )
  return (
    <section className={sectionGap} aria-live="polite">
      <div className={centered}>
        <Spinner label={messages.waiting(asset)} />
        <p className={strong}>{messages.finishOn(provider.name)}</p>
        <p className={small}>{messages.finishDescription(purchase.fiat.amount, purchase.fiat.currency, provider.name, asset)}</p>
        <p className={small} role="status">
          {messages.waiting(asset)}
        </p>
        {purchase.url ? <ExternalLink href={purchase.url}>{messages.openAgain(provider.name)}</ExternalLink> : null}
      </div>
      <Button variant="secondary" full onClick={leave}>
        {messages.cancel}
      </Button>
    </section>
  )
}
