import { useKernel } from '../context/KernelContext'
import { IconButton } from '../components/Button'
import { BackIcon, CloseIcon, HelpIcon } from '../components/icons'
import { header, title as titleClass } from './styles'
import { useMessages } from '../i18n/catalogue'
import { coreMessages } from './messages'

/** Back (when there is history to pop), the view title, close (unless embedded). */
export function Header({
  titleId,
  title,
  canGoBack,
  canClose,
  help,
}: {
  readonly titleId: string
  readonly title: string
  readonly canGoBack: boolean
  readonly canClose: boolean
  readonly help: boolean
}) {
  const kernel = useKernel()
  const m = useMessages(coreMessages)
  return (
    <div className={header}>
      {canGoBack ? (
        <IconButton label={m.back} onClick={() => kernel.back()}>
          <BackIcon />
        </IconButton>
      ) : help ? (
        <IconButton label={m.titles.WhatIsAWallet} onClick={() => kernel.open({ view: 'WhatIsAWallet' })}>
          <HelpIcon />
        </IconButton>
      ) : (
        <span />
      )}
      {/* Keyed by the text so the SPEC §2 header-text transition replays on each change. */}
      <h2 key={title} id={titleId} className={titleClass}>
        {title}
      </h2>
      {canClose ? (
        <IconButton label={m.close} onClick={() => kernel.close()}>
          <CloseIcon />
        </IconButton>
      ) : (
        <span />
      )}
    </div>
  )
}
