import { css, cx } from '@linaria/core'
import type { ModalState } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../index'
import { reset } from '../../theme/reset'
import { themeRoot } from '../../theme/styles'
import { SentNotice } from './SentNotice'

const toast = css`
  position: fixed;
  right: 16px;
  bottom: calc(16px + env(safe-area-inset-bottom, 0px));
  z-index: var(--airlock-z-index, 999);
  width: min(360px, calc(100vw - 32px));
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.3);
  border-radius: var(--airlock-radius-m);
  @media (max-width: 430px) {
    right: 16px;
    left: 16px;
    width: auto;
  }
`

const selectToast = (s: ModalState) => ({ sent: s.send.lastSent, theme: s.theme.mode })
const sameToast = (a: ReturnType<typeof selectToast>, b: ReturnType<typeof selectToast>) => a.sent === b.sent && a.theme === b.theme

/**
 * The last send's confirmation over the page while the modal is closed: a native EVM send closes the
 * modal before the wallet is asked (SPEC §4 "no view"), so its hash and explorer link are shown here.
 */
export default function SentToast() {
  const kernel = useKernel()
  const { sent, theme } = useModalState(selectToast, sameToast)
  if (!sent) return null
  return (
    <div className={cx(reset, themeRoot, toast)} data-theme={theme}>
      <SentNotice sent={sent} onDismiss={() => kernel.send.dismissSent()} />
    </div>
  )
}
