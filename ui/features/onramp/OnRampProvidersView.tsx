import { useEffect, useId } from 'react'
import { cx } from '@linaria/core'
import type { ModalState } from '../../../kernel'
import { ONRAMP_PROVIDERS } from '../../../kernel/onramp/constants'
import { limitOf, providersFor, purchasableOn, quotable } from '../../../kernel/onramp/onrampForm'
import type { OnrampProvider, ProviderQuote } from '../../../kernel/onramp/types'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { EmptyState } from '../../components/EmptyState'
import { ListSkeleton } from '../../components/Skeleton'
import { Spinner } from '../../components/Spinner'
import { listItem, small, tag } from '../../components/styles'
import { visuallyHidden } from '../../components/visuallyHidden'
import { sectionGap } from '../../views/shared'
import { amountInput, amountRow, box, boxHead, listTitle } from '../shared/styles'
import { onrampMessages } from './messages'
import { useKernelText, useMessages } from '../../i18n/catalogue'
import { useFormat, type Formatters } from '../../i18n/format'
import { openProviderWindow } from '../shared/providerWindow'
import { FeeLine } from './FeeLine'
import { ProviderMark } from './ProviderMark'
import { currencySelect, hint, providerAmount, providerList, providerMark, providerText, wideSelect } from './styles'

const selectOnramp = (s: ModalState) => ({ onramp: s.onramp, address: s.activeCaipAddress, namespace: s.activeNamespace })
const sameOnramp = (a: ReturnType<typeof selectOnramp>, b: ReturnType<typeof selectOnramp>) =>
  a.onramp === b.onramp && a.address === b.address && a.namespace === b.namespace

/** What a provider's row says of its quote: what it buys (right) and what it costs (under the name). */
function quoteParts(provider: OnrampProvider, entry: ProviderQuote | undefined, asset: string | undefined, messages: typeof onrampMessages.en, format: Formatters) {
  const money = format.money
  if (!entry) return { amount: null, detail: null }
  if (entry.status === 'loading' || !entry.quote) return { amount: <Spinner label={messages.gettingQuote} />, detail: <span>{messages.gettingQuote}</span> }
  const { quote } = entry
  if (entry.estimated)
    return {
      amount: <span className={tag}>{messages.estimate}</span>,
      detail: <FeeLine text={messages.estimatedFees(money(quote.coinbaseFee.amount), quote.coinbaseFee.currency, provider.name)} />,
    }
  return {
    amount: <span data-testid="onramp-receive">{messages.receive(format.quantity(quote.purchaseAmount.amount), quote.purchaseAmount.currency || (asset ?? ''))}</span>,
    detail: <FeeLine text={messages.fees(money(quote.coinbaseFee.amount), money(quote.networkFee.amount), quote.coinbaseFee.currency)} />,
  }
}

/**
 * SPEC §1 buy through an onramp: the amount and currencies (SPEC §3 onramp options), each provider
 * serving the network with its quote (SPEC §3 onramp quote), and a provider to buy with. The form lives
 * in the kernel; choosing a provider opens its page in a window of its own.
 */
export default function OnRampProvidersView() {
  const messages = useMessages(onrampMessages)
  const text = useKernelText()
  const format = useFormat()
  const money = format.money
  const kernel = useKernel()
  const { onramp, address, namespace } = useModalState(selectOnramp, sameOnramp)
  const ids = { amount: useId(), currency: useId(), asset: useId(), hint: useId(), providers: useId() }
  useEffect(() => {
    kernel.onramp.loadOptions()
  }, [kernel])

  if (!address) return <EmptyState title={messages.notConnected} description={messages.notConnectedDescription} />
  const providers = providersFor(ONRAMP_PROVIDERS, namespace)
  if (providers.length === 0) return <EmptyState title={messages.noProvider} description={messages.noProviderDescription} error />
  if (onramp.optionsStatus !== 'ready' || !onramp.options) return <ListSkeleton label={messages.loadingOptions} count={3} />

  const assets = purchasableOn(onramp.options, onramp.context.network)
  const asset = assets.find((a) => a.id === onramp.purchaseCurrency)
  const limit = limitOf(onramp.options, onramp.paymentCurrency)
  const canBuy = quotable(onramp)
  const parts = (provider: OnrampProvider) => quoteParts(provider, onramp.quotes[provider.id], asset?.symbol, messages, format)
  const buy = (provider: OnrampProvider) => {
    openProviderWindow()
    kernel.onramp.buy(provider.id)
  }
  return (
    <div className={sectionGap}>
      <div className={box}>
        <div className={boxHead}>
          <label htmlFor={ids.amount}>{messages.youPay}</label>
        </div>
        <div className={amountRow}>
          <input
            id={ids.amount}
            className={amountInput}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-label={messages.amountLabel}
            aria-invalid={onramp.amountError ? true : undefined}
            aria-describedby={ids.hint}
            value={onramp.amount}
            onChange={(event) => kernel.onramp.setForm({ amount: event.target.value })}
          />
          <select
            id={ids.currency}
            className={currencySelect}
            aria-label={messages.currencyLabel}
            value={onramp.paymentCurrency ?? ''}
            onChange={(event) => kernel.onramp.setForm({ paymentCurrency: event.target.value })}
          >
            {onramp.options.paymentCurrencies.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currency.id}
              </option>
            ))}
          </select>
        </div>
        <p id={ids.hint} className={hint} data-error={onramp.amountError ? '' : undefined} role={onramp.amountError ? 'alert' : undefined}>
          {(onramp.amountError && text(onramp.amountError)) ?? (limit && onramp.paymentCurrency ? messages.limits(money(limit.min), money(limit.max), onramp.paymentCurrency) : '')}
        </p>
      </div>
      <div className={box}>
        <div className={boxHead}>
          <label htmlFor={ids.asset}>{messages.youBuy}</label>
        </div>
        {assets.length ? (
          <select
            id={ids.asset}
            className={cx(currencySelect, wideSelect)}
            aria-label={messages.assetLabel}
            value={onramp.purchaseCurrency ?? ''}
            onChange={(event) => kernel.onramp.setForm({ purchaseCurrency: event.target.value })}
          >
            {assets.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currency.symbol} · {currency.name}
              </option>
            ))}
          </select>
        ) : (
          <p className={small} id={ids.asset}>
            {messages.assetOnProvider}
          </p>
        )}
      </div>
      {onramp.optionsFallback ? (
        <p className={small} role="status">
          {messages.fallbackNote}
        </p>
      ) : null}
      <section aria-labelledby={ids.providers}>
        <p id={ids.providers} className={listTitle}>
          {messages.providers}
        </p>
        {canBuy ? null : <p className={small}>{messages.enterAmount}</p>}
        <ul className={providerList}>
          {providers.map((provider, index) => (
            <li key={provider.id}>
              <button
                type="button"
                className={listItem}
                aria-disabled={canBuy ? undefined : 'true'}
                onClick={() => {
                  if (canBuy) buy(provider)
                }}
              >
                <ProviderMark kind={index === 0 ? 'card' : 'bank'} className={providerMark} />
                <span className={providerText}>
                  {/* Heard as 'Buy with {provider}', then the quote: the name holds all that is shown (WCAG 2.5.3). */}
                  <span className={visuallyHidden}>{messages.buyWith(provider.name)}</span>
                  <span aria-hidden="true">{provider.name}</span>
                  {parts(provider).detail}
                </span>
                <span className={providerAmount}>{parts(provider).amount}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
