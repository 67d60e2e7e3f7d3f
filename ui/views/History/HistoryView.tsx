import { useEffect } from 'react'
import type { ModalState } from '../../../kernel'
// Not through the kernel's index: only this view and the history service group by month, and a file the
// index reaches is loaded with the page's entry under esbuild's splitting.
import { groupByMonth } from '../../../kernel/format/groupByMonth'
import { describeTransaction, type ActivityLine } from '../../../kernel/history/activityLine'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../index'
import { EmptyState } from '../../components/EmptyState'
import { Spinner } from '../../components/Spinner'
import { Button } from '../../components/Button'
import { WalletImage } from '../../components/WalletImage'
import { centered } from '../../components/styles'
import { amountIn, badge, item, month, more, statusFailed, text, visual, when } from './styles'
import { useMessages } from '../../i18n/catalogue'
import { useFormat } from '../../i18n/format'
import { useKernelText } from '../../i18n/catalogue'
import { historyMessages } from './messages'
import * as lazyShown from '../../../kernel/errors/lazyShownMessages'

const selectHistory = (s: ModalState) => ({ history: s.history, namespace: s.activeNamespace })
const sameHistory = (a: ReturnType<typeof selectHistory>, b: ReturnType<typeof selectHistory>) =>
  a.history === b.history && a.namespace === b.namespace

/** The corner badge: the status when it is not plain success, else the direction. */
function Badge({ line }: { readonly line: ActivityLine }) {
  const kind = line.status === 'failed' ? 'failed' : line.status === 'pending' ? 'pending' : line.direction
  const path =
    kind === 'failed'
      ? 'm3.5 3.5 5 5m0-5-5 5'
      : kind === 'pending'
        ? 'M6 3v3l2 1.5'
        : kind === 'in'
          ? 'M6 2.5v7m0 0L3 6.5m3 3 3-3'
          : kind === 'out'
            ? 'M6 9.5v-7m0 0L3 5.5m3-3 3 3'
            : kind === 'self'
              ? 'M2.5 4.5h7l-2-2m2 5h-7l2 2'
              : 'M3 6h6'
  return (
    <span className={badge} data-kind={kind} aria-hidden="true">
      <svg width="10" height="10" viewBox="0 0 12 12" fill="none">
        <path d={path} stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  )
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
  const m = useMessages(historyMessages)
  const kernelText = useKernelText()
  const format = useFormat()
  useEffect(() => {
    if (supported) kernel.history.fetch()
  }, [kernel, supported])

  if (!supported) return <EmptyState title={m.noActivityHere} description={m.evmOnly} />
  if ((history.status === 'idle' || history.status === 'loading') && history.transactions.length === 0)
    return (
      <div className={centered}>
        <Spinner label={m.loading} />
      </div>
    )
  if (history.status === 'error' && history.transactions.length === 0)
    return (
      <EmptyState title={kernelText(history.error ?? lazyShown.failedToFetchTransactions)} error>
        <Button variant="secondary" onClick={() => kernel.history.fetch()}>
          {m.tryAgain}
        </Button>
      </EmptyState>
    )
  if (history.transactions.length === 0)
    return <EmptyState title={m.noActivity} description={m.noActivityHint} />

  // DESIGN §10: "now" and the current year come from the kernel's injected scheduler.
  const now = kernel.now()
  const groups = groupByMonth(history.transactions, (t) => t.metadata.minedAt, now)
  const thisYear = new Date(now).getFullYear()
  return (
    <div>
      {groups.map((group) => {
        const title = format.month(group.year, group.month, group.year !== thisYear)
        return (
        <section key={`${group.year}-${group.month}`} aria-label={title}>
          <h3 className={month}>{title}</h3>
          <ul>
            {group.items.map((transaction) => {
              const line = describeTransaction(transaction)
              const minedAt = Date.parse(transaction.metadata.minedAt)
              const status = line.status === 'confirmed' ? '' : m[line.status]
              return (
                <li key={transaction.id} className={item} data-direction={line.direction} data-status={line.status}>
                  <span className={visual} data-nft={line.image?.nft === true}>
                    <WalletImage name={line.imageName} src={line.image?.url} />
                    <Badge line={line} />
                  </span>
                  <span className={text}>
                    <span title={line.title}>{line.title}</span>
                    <span>
                      {status ? <span className={line.status === 'failed' ? statusFailed : undefined}>{status} · </span> : null}
                      <span className={line.direction === 'in' && line.status !== 'failed' ? amountIn : undefined}>{line.amount || m.noValue}</span>
                    </span>
                  </span>
                  <span className={when}>{Number.isNaN(minedAt) ? '' : format.ago(minedAt, now)}</span>
                </li>
              )
            })}
          </ul>
        </section>
        )
      })}
      {history.next ? (
        <div className={more}>
          {history.status === 'loading' ? (
            <Spinner label={m.loadingMore} />
          ) : (
            <Button variant="secondary" onClick={() => kernel.history.fetchMore()}>
              {m.loadMore}
            </Button>
          )}
        </div>
      ) : null}
      {history.status === 'error' ? <EmptyState title={kernelText(history.error ?? lazyShown.failedToFetchTransactions)} error /> : null}
    </div>
  )
}
