import { useEffect, useState } from 'react'
import type { ModalState } from '../../../kernel'
import { balancesPending } from '../../../kernel/balance/pending'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { EmptyState } from '../../components/EmptyState'
import { ListSkeleton } from '../../components/Skeleton'
import { WalletImage } from '../../components/WalletImage'
import { Button } from '../../components/Button'
import { tokenAmount, tokenRow, tokenText } from './styles'
import { useMessages } from '../../i18n/catalogue'
import { useFormat } from '../../i18n/format'
import { useKernelText } from '../../i18n/catalogue'
import { accountMessages } from './messages'

const selectBalance = (s: ModalState) => s.balance

/** The Tokens tab: the kernel's token balances, with loading, empty and error states. */
export function TokenList() {
  const kernel = useKernel()
  const balance = useModalState(selectBalance)
  const m = useMessages(accountMessages)
  const text = useKernelText()
  const format = useFormat()
  // The Account view asks for balances as it mounts; until that request has had a frame to start,
  // "no tokens" would be a guess, so the list keeps its loading shape.
  const [asked, setAsked] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setAsked(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  if ((balancesPending(balance) || !asked) && balance.tokenBalances.length === 0 && !balance.error) return <ListSkeleton label={m.loadingTokens} />
  if (balance.error && balance.tokenBalances.length === 0)
    return (
      <EmptyState title={text(balance.error)} error>
        <Button variant="secondary" onClick={() => kernel.fetchBalances({ forceUpdate: true })}>
          {m.tryAgain}
        </Button>
      </EmptyState>
    )
  if (balance.tokenBalances.length === 0)
    return <EmptyState title={m.noTokens} description={m.noTokensHint} />
  return (
    <ul aria-label={m.tokens}>
      {balance.tokenBalances.map((token) => (
        <li key={`${token.chainId}:${token.address ?? token.symbol}`} className={tokenRow}>
          <WalletImage name={token.symbol} src={token.iconUrl || undefined} round />
          <span className={tokenText}>
            <span>{token.name}</span>
            <span>{token.symbol}</span>
          </span>
          <span className={tokenAmount}>
            <span>{token.value === undefined ? '' : format.usd(token.value)}</span>
            <span>
              {format.quantity(token.quantity.numeric)} {token.symbol}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}
