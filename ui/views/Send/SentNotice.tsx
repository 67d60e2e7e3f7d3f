import { css } from '@linaria/core'
import type { ModalState } from '../../../kernel'
import type { SentTransaction } from '../../../kernel/send/types'
import { truncateAddress } from '../../../kernel'
import { CloseIcon } from '../../components/icons'
import { CopyIconButton } from '../../components/CopyIconButton'
import { ExternalLink } from '../../components/ExternalLink'
import { Spinner } from '../../components/Spinner'
import { iconButton } from '../../components/styles'
import { useMessages } from '../../i18n/catalogue'
import { sendMessages } from './messages'
import { useModalState } from '../../hooks/useModalState'

const card = css`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 12px;
  border-radius: var(--airlock-radius-m);
  border: 1px solid var(--airlock-color-border);
  background: var(--airlock-color-bg-150);
  color: var(--airlock-color-fg-100);
  text-align: left;
`
const mark = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: color-mix(in srgb, var(--airlock-color-success) 18%, transparent);
  color: var(--airlock-color-success);
  &[data-tone='error'] {
    background: color-mix(in srgb, var(--airlock-color-error) 18%, transparent);
    color: var(--airlock-color-error);
  }
`
const body = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`
const title = css`
  font-weight: 600;
`
const line = css`
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-small);
  overflow-wrap: anywhere;
`
const hashRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  font-size: var(--airlock-font-size-small);
`
const mono = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  color: var(--airlock-color-fg-200);
`
const close = css`
  flex: none;
  width: 28px;
  height: 28px;
`


const selectBalanceLoading = (s: ModalState) => s.balance.loading

const Check = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" fill="none" aria-hidden="true">
    <path d="m3 7.5 2.5 2.5L11 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)
const Cross = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" fill="none" aria-hidden="true">
    <path d="m4 4 6 6M10 4l-6 6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
)

/**
 * The confirmation of the last send: what went to whom, where it stands (waiting for its receipt,
 * confirmed, failed), its hash with a copy control, and its page on the network's block explorer.
 * Shown where the send lands: on Account (token and Solana sends), or over the page when the modal
 * closed (native EVM sends, SPEC §4).
 */
export function SentNotice({ sent, onDismiss }: { readonly sent: SentTransaction; readonly onDismiss: () => void }) {
  const to = sent.receiverName ?? truncateAddress(sent.receiver)
  const failed = sent.status === 'reverted'
  const m = useMessages(sendMessages)
  const what = `${sent.amount} ${sent.symbol}`
  const balanceLoading = useModalState(selectBalanceLoading)
  const says = sent.status === 'confirmed' && balanceLoading ? m.updatingBalances : m.detail[sent.status]
  return (
    <section className={card} aria-label={m.lastTransaction} data-sent-status={sent.status}>
      <span className={mark} data-tone={failed ? 'error' : 'success'}>
        {sent.status === 'pending' ? <Spinner label={m.waiting} /> : failed ? <Cross /> : <Check />}
      </span>
      <div className={body}>
        <p className={title} role="status">
          {m.headline[sent.status]}
        </p>
        <p className={line}>
          {failed ? m.notSent(what, to) : m.sent(what, to)} {says}
        </p>
        <div className={hashRow}>
          <span className={mono} title={sent.hash}>
            {truncateAddress(sent.hash)}
          </span>
          <CopyIconButton value={sent.hash} label={m.copyHash} copied={m.hashCopied} />
          {sent.explorerUrl ? <ExternalLink href={sent.explorerUrl}>{m.viewOnExplorer}</ExternalLink> : null}
        </div>
      </div>
      <button type="button" className={`${iconButton} ${close}`} aria-label={m.dismiss} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </section>
  )
}
