import { cx } from '@linaria/core'
import type { ModalState } from '../../../kernel'
import { initialFarcasterLoginState } from '../../../kernel/embedded/farcasterLoginState'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../index'
import { Button } from '../../components/Button'
import { CopyButton } from '../../components/CopyButton'
import { ExternalLink } from '../../components/ExternalLink'
import { QrCode } from '../../components/QrCode'
import { Spinner } from '../../components/Spinner'
import { centered, errorText, muted, qrPlaceholder, stack, strong } from '../../components/styles'
import { useMessages } from '../../i18n/catalogue'
import { connectingMessages } from '../../views/messages'
import { FarcasterArch, FarcasterMark } from './FarcasterMark'
import { socialMessages } from './messages'
import { farcasterFoot, farcasterHint } from './styles'

const selectLogin = (s: ModalState) => s.emailLogin.farcaster ?? initialFarcasterLoginState

/**
 * ConnectingFarcaster (SPEC §2): the Sign In With Farcaster channel's URL as a QR code for the
 * person's phone, with the link to copy or open; it waits there until they approve in their
 * Farcaster app. While the channel is being opened it says so; a failed login says the SPEC §8
 * message and offers a new channel.
 */
export function ConnectingFarcasterView() {
  const kernel = useKernel()
  const messages = useMessages(socialMessages)
  const connecting = useMessages(connectingMessages)
  const login = useModalState(selectLogin)
  const retry = () => kernel.email({ type: 'farcaster', command: { type: 'start' } })
  if (login.step === 'failed') {
    return (
      <div className={centered}>
        <FarcasterMark large />
        <p className={strong}>{messages.logInWith('Farcaster')}</p>
        <p className={errorText} role="alert">
          {login.error}
        </p>
        <Button onClick={retry} autoFocus>
          {messages.retry}
        </Button>
      </div>
    )
  }
  const url = login.step === 'waiting' ? login.farcasterUrl : undefined
  return (
    <div className={stack}>
      {url ? (
        <QrCode value={url} label={messages.farcasterQr} logo={<FarcasterArch size={40} />} />
      ) : (
        <div className={qrPlaceholder} role="status">
          <Spinner label={connecting.preparingQr} />
          <span className={muted}>{connecting.preparingQrNow}</span>
        </div>
      )}
      <p className={cx(muted, farcasterHint)} aria-live="polite">
        {messages.farcasterHint}
      </p>
      {url ? (
        <>
          <CopyButton value={url} label={connecting.copyLink} copied={connecting.linkCopied} />
          <div className={farcasterFoot}>
            <ExternalLink href={url}>{messages.openFarcaster}</ExternalLink>
          </div>
        </>
      ) : null}
    </div>
  )
}
