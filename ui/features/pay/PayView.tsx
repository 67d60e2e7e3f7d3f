import { useEffect } from 'react'
import type { ModalState } from '../../../kernel'
import { formatQuantity, formatUnits, truncateAddress } from '../../../kernel'
import { canPayFromWallet, onPaymentNetwork, shortOfFunds } from '../../../kernel/pay/payState'
import type { PayState, Payment } from '../../../kernel/pay/types'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/EmptyState'
import { ExternalLink } from '../../components/ExternalLink'
import { Spinner } from '../../components/Spinner'
import { centered, errorText, small, strong } from '../../components/styles'
import { sectionGap } from '../../views/shared'
import { details, success, successMark } from '../shared/styles'
import { closeProviderWindow, openProviderWindow, showProviderPage } from '../shared/providerWindow'
import { messages } from './messages'
import { amountHead, amountValue } from './styles'

const selectPay = (s: ModalState) => s.pay

/** An amount as the modal shows quantities (3 decimals); a non-zero amount below that says so. */
function units(value: string, decimals: number): string {
  const shown = formatQuantity(formatUnits(BigInt(value), decimals))
  return BigInt(value) > 0n && /^0(\.0*)?$/.test(shown) ? '< 0.001' : shown
}

/** A value read from the node: '—' where it cannot be (no wallet, another network, the read failed). */
function readOut(value: string | null | undefined, readable: boolean, decimals: number, symbol: string): string {
  if (!readable || value === null) return messages.unknown
  return value === undefined ? messages.reading : `${units(value, decimals)} ${symbol}`
}

function Summary({ pay, payment, wallet = true }: { readonly pay: PayState; readonly payment: Payment; readonly wallet?: boolean }) {
  const connected = pay.context.address !== undefined
  const here = onPaymentNetwork(pay)
  const short = shortOfFunds(pay)
  const native = payment.network.nativeCurrency
  const balance = readOut(pay.balance, connected && here, payment.asset.decimals, payment.asset.symbol)
  const fee = readOut(pay.fee, connected && here, native.decimals, native.symbol)
  return (
    <>
      <div className={amountHead}>
        <span className={amountValue} data-testid="pay-amount">
          {payment.amount} {payment.asset.symbol}
        </span>
      </div>
      <dl className={details} aria-label="Payment">
        <dt>{messages.to}</dt>
        <dd title={payment.recipient} data-testid="pay-recipient">
          {truncateAddress(payment.recipient)}
        </dd>
        <dt>{messages.network}</dt>
        <dd>{payment.network.name}</dd>
        {wallet ? (
          <>
            <dt>{messages.balance}</dt>
            <dd data-testid="pay-balance" {...(short ? { 'data-warn': '' } : {})}>
              {balance}
            </dd>
            <dt>{messages.fee}</dt>
            <dd data-testid="pay-fee">{fee}</dd>
          </>
        ) : null}
      </dl>
    </>
  )
}

/** The payment the app asked for (`modal.pay`): what, to whom, on which network; paid from the wallet or by card. */
export default function PayView() {
  const kernel = useKernel()
  const pay = useModalState(selectPay)
  const { status, payment } = pay
  const cardUrl = status === 'card' ? pay.card?.url : undefined
  useEffect(() => {
    if (cardUrl) showProviderPage(cardUrl)
  }, [cardUrl])
  // The blank window opened in the click goes when the card page could not be had.
  useEffect(() => {
    if (status !== 'card') closeProviderWindow()
  }, [status])
  const close = () => kernel.close()
  const withCard = () => {
    openProviderWindow()
    kernel.pay.payWithCard()
  }

  if (!payment || status === 'idle')
    return (
      <EmptyState title={messages.nothing} description={messages.nothingDescription}>
        <Button variant="secondary" onClick={close}>
          {messages.close}
        </Button>
      </EmptyState>
    )
  const { amount } = payment
  const { symbol } = payment.asset
  if (status === 'failed')
    return (
      <EmptyState title={pay.error?.shortMessage ?? messages.cancel} error>
        <Button variant="secondary" onClick={close}>
          {messages.close}
        </Button>
      </EmptyState>
    )
  if (status === 'paid')
    return (
      <section className={success} role="status" aria-live="polite">
        <span className={successMark} aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 28 28" fill="none">
            <path d="M7 14.5l4.5 4.5L21 9.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <p className={strong}>{messages.paidTitle}</p>
        <p data-testid="pay-paid">{messages.paid(amount, symbol, truncateAddress(payment.recipient))}</p>
        {pay.via === 'card' ? <p className={small}>{messages.paidByCard}</p> : null}
        {pay.hash ? (
          <p className={small}>
            {messages.transaction}: <code title={pay.hash} data-testid="pay-hash" data-hash={pay.hash}>{truncateAddress(pay.hash)}</code>
          </p>
        ) : null}
        <Button full onClick={close}>
          {messages.done}
        </Button>
      </section>
    )
  if (status === 'paying' || status === 'confirming')
    return (
      <section className={sectionGap} aria-live="polite">
        <Summary pay={pay} payment={payment} />
        <div className={centered}>
          <Spinner label={status === 'paying' ? messages.confirmInWallet : messages.confirming} />
          <p className={strong} role="status">
            {status === 'paying' ? messages.confirmInWallet : messages.confirming}
          </p>
          {status === 'paying' ? (
            <p className={small}>{messages.confirmInWalletDescription}</p>
          ) : pay.hash ? (
            <p className={small}>
              {messages.transaction}: <code title={pay.hash}>{truncateAddress(pay.hash)}</code>
            </p>
          ) : null}
        </div>
      </section>
    )
  if (status === 'card')
    return (
      <section className={sectionGap} aria-live="polite">
        <Summary pay={pay} payment={payment} wallet={false} />
        <div className={centered}>
          {pay.card ? (
            <>
              <Spinner label={messages.waiting} />
              <p className={strong}>{messages.finishOn(pay.card.provider)}</p>
              <p className={small}>{messages.finishDescription(amount, symbol, pay.card.provider)}</p>
              <p className={small} role="status">
                {messages.waiting}
              </p>
              <ExternalLink href={pay.card.url}>{messages.openAgain(pay.card.provider)}</ExternalLink>
            </>
          ) : (
            <>
              <Spinner label={messages.opening} />
              <p className={small} role="status">
                {messages.opening}
              </p>
            </>
          )}
        </div>
        <Button variant="secondary" full onClick={close}>
          {messages.cancel}
        </Button>
      </section>
    )

  // review and switching
  const connected = pay.context.address !== undefined
  const here = onPaymentNetwork(pay)
  const short = shortOfFunds(pay)
  const network = payment.network.name
  return (
    <section className={sectionGap}>
      <Summary pay={pay} payment={payment} />
      {!connected ? <p className={small}>{messages.notConnected}</p> : null}
      {connected && !here ? <p className={small}>{messages.wrongNetwork(network)}</p> : null}
      {short ? (
        <p className={errorText} role="alert">
          {messages.insufficient(symbol)}
        </p>
      ) : null}
      {pay.notice ? (
        <p className={errorText} role="alert">
          {pay.notice}
        </p>
      ) : null}
      {connected && !here ? (
        <Button full disabled={status === 'switching'} onClick={() => kernel.pay.switchNetwork()}>
          {status === 'switching' ? messages.switching(network) : messages.switchTo(network)}
        </Button>
      ) : connected ? (
        <Button full disabled={!canPayFromWallet(pay)} onClick={() => kernel.pay.confirm()}>
          {messages.pay(amount, symbol)}
        </Button>
      ) : null}
      <Button variant={connected ? 'secondary' : 'primary'} full disabled={status === 'switching'} onClick={withCard}>
        {messages.withCard}
      </Button>
      <Button variant="secondary" full onClick={close}>
        {messages.cancel}
      </Button>
    </section>
  )
}
