import { Spinner } from '../../components/Spinner'
import { centered, muted, stack } from '../../components/styles'
import { messages } from './messages'

/**
 * SPEC §2 ApproveTransaction: the approve and reject buttons are the secure frame's own page, shown
 * above this view; the modal only says where to look.
 */
export default function ApproveTransactionView() {
  return (
    <div className={`${stack} ${centered}`}>
      <Spinner label={messages.approveTitle} />
      <p className={muted}>{messages.approveBody}</p>
    </div>
  )
}
