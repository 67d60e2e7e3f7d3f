import { useEffect, useId } from 'react'
import type { ModalState } from '../../../kernel'
import { SWAP_SLIPPAGE_PERCENT } from '../../../kernel/swap/constants'
import type { SwapState, SwapToken } from '../../../kernel/swap/types'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../index'
import { Button } from '../../components/Button'
import { EmptyState } from '../../components/EmptyState'
import { ListSkeleton } from '../../components/Skeleton'
import { Spinner } from '../../components/Spinner'
import { WalletImage } from '../../components/WalletImage'
import { errorText, small } from '../../components/styles'
import { sectionGap } from '../../views/shared'
import { swapMessages } from './messages'
import { useMessages } from '../../i18n/catalogue'
import { useFormat, type Formatters } from '../../i18n/format'
import { useKernelText } from '../../i18n/catalogue'
import { SwapDone } from './SwapDone'
import { TokenPicker } from './TokenPicker'
import { amountInput, amountRow, box, boxHead, details } from '../shared/styles'
import { flipButton, flipRow, footRow, maxButton, note, receiveAmount, tokenButton } from './styles'

const selectSwap = (s: ModalState) => ({
  swap: s.swap,
  // The token list (SwapSelectToken) says in its data which side it chooses for.
  picking: s.router.view === 'SwapSelectToken' ? (s.router.data?.side === 'receive' ? ('receive' as const) : ('pay' as const)) : undefined,
  address: s.activeCaipAddress,
  symbol: s.activeCaipNetwork.nativeCurrency.symbol,
  decimals: s.activeCaipNetwork.nativeCurrency.decimals,
})
const sameSwap = (a: ReturnType<typeof selectSwap>, b: ReturnType<typeof selectSwap>) =>
  a.swap === b.swap && a.picking === b.picking && a.address === b.address && a.symbol === b.symbol && a.decimals === b.decimals

function TokenButton({ token, label, onClick }: { readonly token: SwapToken | undefined; readonly label: string; readonly onClick: () => void }) {
  const messages = useMessages(swapMessages)
  // The name starts with what the button shows (WCAG 2.5.3), so 'click ETH' works for speech input.
  return (
    <button type="button" className={tokenButton} data-empty={token ? undefined : ''} aria-label={`${token ? token.symbol : messages.selectToken}. ${label}`} onClick={onClick}>
      {token ? (
        <>
          <WalletImage name={token.symbol} src={token.logoUri} round />
          {token.symbol}
        </>
      ) : (
        messages.selectToken
      )}
    </button>
  )
}

/** The fee in whole coins; a fee below the 3 shown decimals reads '< 0.001' rather than a false 0. */
function feeText(smallest: string, decimals: number, format: Formatters): string {
  const whole = Number(smallest) / 10 ** decimals
  return whole > 0 && whole < 0.001 ? `< ${format.quantity('0.001')}` : format.quantity(String(whole))
}

/** What the primary button says and whether it may be pressed, from the form as the kernel holds it. */
function primaryOf(swap: SwapState, messages: typeof swapMessages.en, text: (kernelText: string) => string): { label: string; action: 'approve' | 'swap' | undefined } {
  if (swap.step === 'approving') return { label: messages.approving, action: undefined }
  if (swap.step === 'swapping') return { label: messages.swapping, action: undefined }
  if (!swap.from || !swap.to) return { label: messages.selectBoth, action: undefined }
  if (!swap.amount?.trim()) return { label: messages.enterAmount, action: undefined }
  if (swap.amountError) return { label: text(swap.amountError), action: undefined }
  if (swap.quoteStatus === 'loading') return { label: messages.loadingQuote, action: undefined }
  if (!swap.quote) return { label: messages.quoteFailed, action: undefined }
  if (swap.quote.needsApproval) return { label: messages.approve(swap.from.symbol), action: 'approve' }
  return { label: messages.swap, action: 'swap' }
}

/**
 * The Swap feature (SPEC §1): the form lives in the kernel (tokens, amount, quote, approval, swap);
 * this view shows it and forwards input. The token lists are a step inside the view.
 */
export default function SwapView() {
  const kernel = useKernel()
  const messages = useMessages(swapMessages)
  const format = useFormat()
  const text = useKernelText()
  const { swap, picking, address, symbol, decimals } = useModalState(selectSwap, sameSwap)
  const pick = (side: 'pay' | 'receive') => kernel.open({ view: 'SwapSelectToken', data: { side } })
  const ids = { amount: useId(), receive: useId(), note: useId(), details: useId() }
  // The token list is a view of its own, mounted anew: it reads the balances the form asked for (each
  // fetch reads the chain's coin again). Loading tokens is a no-op once they are there, and lets the
  // list be opened directly.
  const onForm = picking === undefined
  useEffect(() => {
    kernel.swap.loadTokens()
    if (onForm) kernel.fetchBalances()
  }, [kernel, address, onForm])

  if (!address) return <EmptyState title={messages.notConnected} description={messages.notConnectedDescription} />
  if (swap.unsupported) return <EmptyState title={text(swap.unsupported)} description={messages.unsupportedDescription} error />
  if (swap.lastSwap) return <SwapDone result={swap.lastSwap} onDone={() => kernel.swap.dismissResult()} onClose={() => kernel.back()} />
  if (swap.tokensStatus === 'error')
    return (
      <EmptyState title={messages.tokensFailed} description={swap.error && text(swap.error)} error>
        <Button variant="secondary" onClick={() => kernel.swap.loadTokens()}>
          {messages.tryAgain}
        </Button>
      </EmptyState>
    )
  if (swap.tokensStatus !== 'ready') return <ListSkeleton label={messages.loadingTokens} count={3} />

  if (picking)
    return (
      <TokenPicker
        side={picking}
        tokens={swap.tokens}
        current={picking === 'pay' ? swap.from : swap.to}
        onBack={() => kernel.back()}
        onPick={(token) => {
          if (picking === 'pay') kernel.swap.setFrom(token.address)
          else kernel.swap.setTo(token.address)
          kernel.back()
        }}
      />
    )

  const { quote, from, to } = swap
  const busy = swap.step !== 'form'
  const primary = primaryOf(swap, messages, text)
  const fromUsd = from && swap.amount && !swap.amountError ? Number(swap.amount) * from.price : undefined
  return (
    <form
      className={sectionGap}
      onSubmit={(event) => {
        event.preventDefault()
        if (primary.action === 'approve') kernel.swap.approve()
        if (primary.action === 'swap') kernel.swap.swap()
      }}
    >
      <div>
        <div className={box}>
          <div className={boxHead}>
            <label htmlFor={ids.amount}>{messages.youPay}</label>
          </div>
          <div className={amountRow}>
            <input
              id={ids.amount}
              className={amountInput}
              inputMode="decimal"
              placeholder="0"
              autoComplete="off"
              aria-label={messages.amountLabel}
              aria-invalid={swap.amountError ? true : undefined}
              disabled={busy}
              value={swap.amount ?? ''}
              onChange={(event) => kernel.swap.setAmount(event.target.value || undefined)}
            />
            <TokenButton token={from} label={messages.chooseToken('pay')} onClick={() => pick('pay')} />
          </div>
          <div className={footRow}>
            <span>{from && from.price > 0 ? format.usd(fromUsd ?? 0) : ''}</span>
            {from ? (
              <span>
                {messages.balance(format.quantity(from.balance), from.symbol)}{' '}
                <button type="button" className={maxButton} disabled={busy || Number(from.balance) <= 0} aria-label={`${messages.max}. ${messages.maxLabel(from.symbol)}`} onClick={() => kernel.swap.setMax()}>
                  {messages.max}
                </button>
              </span>
            ) : null}
          </div>
        </div>
        <div className={flipRow}>
          <button type="button" className={flipButton} aria-label={messages.flip} title={messages.flip} disabled={busy || !from || !to} onClick={() => kernel.swap.flip()}>
            <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
              <path d="M5 2v11M5 13l-3-3M5 13l3-3M11 14V3M11 3l-3 3M11 3l3 3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
        <div className={box}>
          <div className={boxHead}>
            <span id={ids.receive}>{messages.youReceive}</span>
          </div>
          <div className={amountRow}>
            <output className={receiveAmount} aria-labelledby={ids.receive} aria-live="polite" data-empty={quote ? undefined : ''} data-testid="swap-receive">
              {swap.quoteStatus === 'loading' ? <Spinner label={messages.loadingQuote} /> : quote ? format.quantity(quote.toAmountDisplay) : format.quantity(0)}
            </output>
            <TokenButton token={to} label={messages.chooseToken('receive')} onClick={() => pick('receive')} />
          </div>
          {/* Until a token is chosen there is nothing to say under the amount, and an empty row reads as a gap. */}
          {to ? (
            <div className={footRow} data-testid="swap-receive-foot">
              <span>{to.price > 0 ? format.usd(quote ? Number(quote.toAmountDisplay) * to.price : 0) : ''}</span>
              <span>{messages.balance(format.quantity(to.balance), to.symbol)}</span>
            </div>
          ) : null}
        </div>
      </div>
      {quote && from && to ? (
        <dl className={details} id={ids.details} aria-label={messages.quoteDetails}>
          <dt>{messages.rate}</dt>
          <dd>
            {format.quantity(1)} {from.symbol} = {format.quantity(String(Number(quote.toAmountDisplay) / Number(swap.amount)))} {to.symbol}
          </dd>
          <dt>{messages.priceImpact}</dt>
          <dd data-warn={quote.priceImpact !== undefined && quote.priceImpact > 5 ? '' : undefined}>
            {quote.priceImpact === undefined ? messages.unknown : format.percent(quote.priceImpact)}
          </dd>
          <dt>{messages.networkFee}</dt>
          <dd>
            {quote.networkFeeUsd === undefined ? '' : `${format.usd(quote.networkFeeUsd)} · `}
            {feeText(quote.networkFee, decimals, format)} {symbol}
          </dd>
          <dt>{messages.slippage}</dt>
          <dd>{format.percent(SWAP_SLIPPAGE_PERCENT)}</dd>
          <dt>{messages.minimumReceived}</dt>
          <dd>
            {format.quantity(quote.minimumReceived)} {to.symbol}
          </dd>
        </dl>
      ) : null}
      <div className={note} aria-live="polite" id={ids.note}>
        {swap.error ? <p className={errorText} role="alert">{text(swap.error)}</p> : null}
        {busy ? <p className={small}>{messages.checkWallet}</p> : null}
        {quote?.needsApproval && !busy && from ? <p className={small}>{messages.approveNote(from.symbol)}</p> : null}
      </div>
      <Button type="submit" full disabled={!primary.action} aria-describedby={ids.note} data-testid="swap-primary">
        {primary.label}
      </Button>
    </form>
  )
}
