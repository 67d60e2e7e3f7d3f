import { useEffect } from 'react'
import { cx } from '@linaria/core'
import type { ModalState } from '../../../kernel'
import { formatUnits, truncateAddress } from '../../../kernel'
import { canPayFromWallet, onPaymentNetwork, shortOfFunds } from '../../../kernel/pay/payState'
import type { PayState, Payment } from '../../../kernel/pay/types'
import type { TokenBalance } from '../../../kernel/codec/token'
import { useKernel } from '../../context/KernelContext'
// Through the index, as the other lazy views do: esbuild then keeps what they share with the entry in one chunk.
import { useModalState } from '../../index'
import { Avatar } from '../../components/Avatar'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/EmptyState'
import { ExternalLink } from '../../components/ExternalLink'
import { NetworkImage } from '../../components/NetworkImage'
import { WalletImage } from '../../components/WalletImage'
import { Spinner } from '../../components/Spinner'
import { centered, errorText, small, strong } from '../../components/styles'
import { sectionGap } from '../../views/shared'
import { details, success } from '../shared/styles'
import { OutcomeMark } from '../shared/OutcomeMark'
import { closeProviderWindow, openProviderWindow, showProviderPage } from '../shared/providerWindow'
import { payMessages } from './messages'
import { useKernelText, useMessages } from '../../i18n/catalogue'
import { useFormat, type Formatters } from '../../i18n/format'
import { listedForPayment, usdWorth } from './payAssets'
import { amountHead, amountLine, amountValue, amountWorth, summaryRows, withMark } from './styles'

const selectPay = (s: ModalState) => s.pay
const selectTokens = (s: ModalState): ReadonlyArray<TokenBalance> => s.balance.tokenBalances

/** An amount as the modal shows quantities (3 decimals); a non-zero amount below that says so. */
function units(value: string, decimals: number, format: Formatters): string {
  const exact = formatUnits(BigInt(value), decimals)
  return BigInt(value) > 0n && Number(exact) < 0.001 ? `< ${format.quantity('0.001')}` : format.quantity(exact)
}

/** Dollars as the modal shows token totals (2 decimals); a worth below a cent says so rather than a false 0. */
function dollars(worth: string, format: Formatters): string {
  return Number(worth) > 0 && Number(worth) < 0.01 ? `< ${format.usd('0.01')}` : format.usd(worth)
}

/** A value read from the node: '—' where it cannot be (no wallet, another network, the read failed). */
function readOut(value: string | null | undefined, readable: boolean, decimals: number, symbol: string, m: typeof payMessages.en, format: Formatters): string {
  if (!readable || value === null) return m.unknown
  return value === undefined ? m.reading : `${units(value, decimals, format)} ${symbol}`
}

function Summary({ pay, payment, wallet = true }: { readonly pay: PayState; readonly payment: Payment; readonly wallet?: boolean }) {
  const m = useMessages(payMessages)
  const format = useFormat()
  const connected = pay.context.address !== undefined
  const here = onPaymentNetwork(pay)
  const short = shortOfFunds(pay)
  const native = payment.network.nativeCurrency
  const balance = readOut(pay.balance, connected && here, payment.asset.decimals, payment.asset.symbol, m, format)
  const fee = readOut(pay.fee, connected && here, native.decimals, native.symbol, m, format)
  const tokens = useModalState(selectTokens)
  // Icons and prices come from the account's balance list, as on the Account and Swap views.
  const listed = listedForPayment(tokens, payment)
  const worth = usdWorth(payment.amount, listed.asset)
  const feeWorth = connected && here && typeof pay.fee === 'string' ? usdWorth(formatUnits(BigInt(pay.fee), native.decimals), listed.coin) : undefined
  return (
    <>
      <div className={amountHead}>
        <span className={amountLine}>
          <WalletImage name={payment.asset.symbol} src={listed.asset?.iconUrl || undefined} round />
          <span className={amountValue} data-testid="pay-amount">
            {payment.amount} {payment.asset.symbol}
          </span>
        </span>
        {worth ? (
          <span className={amountWorth} data-testid="pay-worth">
            {dollars(worth, format)}
          </span>
        ) : null}
      </div>
      <dl className={cx(details, summaryRows)} aria-label={m.summary}>
        <dt>{m.to}</dt>
        <dd title={payment.recipient} data-testid="pay-recipient">
          <span className={withMark}>
            <Avatar address={payment.recipient} size={20} />
            {truncateAddress(payment.recipient)}
          </span>
        </dd>
        <dt>{m.network}</dt>
        <dd>
          <span className={withMark}>
            <NetworkImage network={payment.network} />
            {payment.network.name}
          </span>
        </dd>
        {wallet ? (
          <>
            <dt>{m.balance}</dt>
            <dd data-testid="pay-balance" {...(short ? { 'data-warn': '' } : {})}>
              {balance}
            </dd>
            <dt>{m.fee}</dt>
            <dd>
              {feeWorth ? `${dollars(feeWorth, format)} · ` : null}
              <span data-testid="pay-fee">{fee}</span>
            </dd>
          </>
        ) : null}
      </dl>
    </>
  )
}

/** The payment the app asked for (`modal.pay`): what, to whom, on which network; paid from the wallet or by card. */
export default function PayView() {
  const kernel = useKernel()
  const m = useMessages(payMessages)
  const text = useKernelText()
  const pay = useModalState(selectPay)
  const { status, payment } = pay
  const cardUrl = status === 'card' ? pay.card?.url : undefined
  // The balance list gives the asset's icon and price; a fresh read, as the other wallet views ask.
  useEffect(() => kernel.fetchBalances(), [kernel])
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
      <EmptyState title={m.nothing} description={m.nothingDescription}>
        <Button variant="secondary" onClick={close}>
          {m.close}
        </Button>
      </EmptyState>
    )
  const { amount } = payment
  const { symbol } = payment.asset
  if (status === 'failed')
    return (
      <EmptyState title={pay.error ? text(pay.error.shortMessage) : m.cancel} error>
        <Button variant="secondary" onClick={close}>
          {m.close}
        </Button>
      </EmptyState>
    )
  if (status === 'paid')
    return (
      <section className={success} role="status" aria-live="polite">
        <OutcomeMark />
        <p className={strong}>{m.paidTitle}</p>
        <p data-testid="pay-paid">{m.paid(amount, symbol, truncateAddress(payment.recipient))}</p>
        {pay.via === 'card' ? <p className={small}>{m.paidByCard}</p> : null}
        {pay.hash ? (
          <p className={small}>
            {m.transaction}: <code title={pay.hash} data-testid="pay-hash" data-hash={pay.hash}>{truncateAddress(pay.hash)}</code>
          </p>
        ) : null}
        <Button full onClick={close}>
          {m.done}
        </Button>
      </section>
    )
  if (status === 'paying' || status === 'confirming')
    return (
      <section className={sectionGap} aria-live="polite">
        <Summary pay={pay} payment={payment} />
        <div className={centered}>
          <Spinner label={status === 'paying' ? m.confirmInWallet : m.confirming} />
          <p className={strong} role="status">
            {status === 'paying' ? m.confirmInWallet : m.confirming}
          </p>
          {status === 'paying' ? (
            <p className={small}>{m.confirmInWalletDescription}</p>
          ) : pay.hash ? (
            <p className={small}>
              {m.transaction}: <code title={pay.hash}>{truncateAddress(pay.hash)}</code>
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
              <Spinner label={m.waiting} />
              <p className={strong}>{m.finishOn(pay.card.provider)}</p>
              <p className={small}>{m.finishDescription(amount, symbol, pay.card.provider)}</p>
              <p className={small} role="status">
                {m.waiting}
              </p>
              <ExternalLink href={pay.card.url}>{m.openAgain(pay.card.provider)}</ExternalLink>
            </>
          ) : (
            <>
              <Spinner label={m.opening} />
              <p className={small} role="status">
                {m.opening}
              </p>
            </>
          )}
        </div>
        <Button variant="secondary" full onClick={close}>
          {m.cancel}
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
      {!connected ? <p className={small}>{m.notConnected}</p> : null}
      {connected && !here ? <p className={small}>{m.wrongNetwork(network)}</p> : null}
      {short ? (
        <p className={errorText} role="alert">
          {m.insufficient(symbol)}
        </p>
      ) : null}
      {pay.notice ? (
        <p className={errorText} role="alert">
          {text(pay.notice)}
        </p>
      ) : null}
      {connected && !here ? (
        <Button full disabled={status === 'switching'} onClick={() => kernel.pay.switchNetwork()}>
          {status === 'switching' ? m.switching(network) : m.switchTo(network)}
        </Button>
      ) : connected ? (
        <Button full disabled={!canPayFromWallet(pay)} onClick={() => kernel.pay.confirm()}>
          {m.pay(amount, symbol)}
        </Button>
      ) : (
        // Over the Pay view, so Back returns to it; the payment waits for the connect, then comes back.
        <Button full onClick={() => kernel.open({ view: 'Connect' })}>
          {m.withWallet}
        </Button>
      )}
      <Button variant="secondary" full disabled={status === 'switching'} onClick={withCard}>
        {m.withCard}
      </Button>
      <Button variant="secondary" full onClick={close}>
        {m.cancel}
      </Button>
    </section>
  )
}
