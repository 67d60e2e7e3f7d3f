import { useEffect } from 'react'
import type { ModalState } from '../../../kernel'
import { formatQuantity, formatRelativeTime, groupByMonth, shownMessages } from '../../../kernel'
import type { Transaction } from '../../../kernel/codec/transaction'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { EmptyState } from '../../components/EmptyState'
import { Spinner } from '../../components/Spinner'
import { Button } from '../../components/Button'
import { WalletImage } from '../../components/WalletImage'
import { centered } from '../../components/styles'
import { item, month, more, statusFailed, text, when } from './styles'

const selectHistory = (s: ModalState) => ({ history: s.history, namespace: s.activeNamespace })
const sameHistory = (a: ReturnType<typeof selectHistory>, b: ReturnType<typeof selectHistory>) =>
  a.history === b.history && a.namespace === b.namespace

const capitalise = (word: string) => (word ? `${word[0]!.toUpperCase()}${word.slice(1)}` : word)

/** One line for what moved: '-0.500 ETH', '+12.000 USDC', or the NFT's name. */
function movement(transaction: Transaction): string {
  const transfer = transaction.transfers[0]
  if (!transfer) return transaction.metadata.hash ?? ''
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : ''
  if (transfer.fungible_info) return `${sign}${formatQuantity(transfer.quantity.numeric)} ${transfer.fungible_info.symbol}`
  return transfer.nft_info?.name ?? 'NFT'
}

/**
 * The transaction-history feature (Account → Activity): the kernel's feed (SPEC §4: loading, then
 * empty or filled, with a cursor), grouped by month (SPEC §2 titles), with relative times (SPEC §2
 * sec, min, hr, d, mo, yr). SPEC §9: activity exists only on eip155.
 */
export default function HistoryView() {
  const kernel = useKernel()
  const { history, namespace } = useModalState(selectHistory, sameHistory)
  const supported = namespace === 'eip155'
  useEffect(() => {
    if (supported) kernel.history.fetch()
  }, [kernel, supported])

  if (!supported) return <EmptyState title="No activity here" description="Activity is only available on EVM networks." />
  if ((history.status === 'idle' || history.status === 'loading') && history.transactions.length === 0)
    return (
      <div className={centered}>
        <Spinner label="Loading activity" />
      </div>
    )
  if (history.status === 'error' && history.transactions.length === 0)
    return (
      <EmptyState title={history.error ?? shownMessages.failedToFetchTransactions} error>
        <Button variant="secondary" onClick={() => kernel.history.fetch()}>
          Try again
        </Button>
      </EmptyState>
    )
  if (history.transactions.length === 0)
    return <EmptyState title="No activity yet" description="Your transactions on this network show here." />

  // DESIGN §10: "now" and the current year come from the kernel's injected scheduler.
  const now = kernel.now()
  const groups = groupByMonth(history.transactions, (t) => t.metadata.minedAt, now)
  return (
    <div>
      {groups.map((group) => (
        <section key={`${group.year}-${group.month}`} aria-label={group.title}>
          <h3 className={month}>{group.title}</h3>
          <ul>
            {group.items.map((transaction) => {
              const symbol = transaction.transfers[0]?.fungible_info?.symbol ?? transaction.metadata.operationType
              const minedAt = Date.parse(transaction.metadata.minedAt)
              return (
                <li key={transaction.id} className={item}>
                  <WalletImage name={symbol} src={transaction.transfers[0]?.fungible_info?.icon?.url ?? undefined} />
                  <span className={text}>
                    <span>
                      {capitalise(transaction.metadata.operationType)}
                      {transaction.metadata.status === 'failed' ? <span className={statusFailed}> · Failed</span> : null}
                      {transaction.metadata.status === 'pending' ? ' · Pending' : null}
                    </span>
                    <span>{movement(transaction)}</span>
                  </span>
                  <span className={when}>{Number.isNaN(minedAt) ? '' : formatRelativeTime(minedAt, now)}</span>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      {history.next ? (
        <div className={more}>
          {history.status === 'loading' ? (
            <Spinner label="Loading more activity" />
          ) : (
            <Button variant="secondary" onClick={() => kernel.history.fetchMore()}>
              Load more
            </Button>
          )}
        </div>
      ) : null}
      {history.status === 'error' ? <EmptyState title={history.error ?? shownMessages.failedToFetchTransactions} error /> : null}
    </div>
  )
}
