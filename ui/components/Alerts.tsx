import { css } from '@linaria/core'
import { useKernel } from '../context/KernelContext'
import { useModalState } from '../hooks/useModalState'
import { selectAlerts } from '../hooks/selectors'
import { IconButton } from './Button'
import { CloseIcon } from './icons'
import { useLocaleTable, useMessages } from '../i18n/catalogue'
import { componentMessages } from './messages'

const list = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 0 16px 8px;
`
const alert = css`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 10px 8px 10px 12px;
  border-radius: var(--airlock-radius-m);
  border: 1px solid var(--airlock-color-error);
  background: var(--airlock-color-bg-150);
`
const text = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: var(--airlock-font-size-small);
  color: var(--airlock-color-fg-200);
  overflow-wrap: anywhere;
`
const title = css`
  color: var(--airlock-color-error);
  font-weight: 600;
  font-size: var(--airlock-font-size-body);
`

/** SPEC §8 alerts, each with a dismiss button (the kernel shows each code once). */
export function Alerts() {
  const kernel = useKernel()
  const alerts = useModalState(selectAlerts)
  const m = useMessages(componentMessages)
  const texts = useLocaleTable()?.kernel.alerts
  if (alerts.length === 0) return null
  return (
    <div className={list}>
      {alerts.map((raised) => {
        // The kernel names each alert by code; the texts are the active language's.
        const entry = { ...raised, ...texts?.[raised.code] }
        return (
        <div key={entry.code} className={alert} role="alert">
          <div className={text}>
            <span className={title}>{entry.title}</span>
            <span>{entry.description}</span>
          </div>
          <IconButton label={m.dismiss(entry.title)} onClick={() => kernel.dismissAlert(entry.code)}>
            <CloseIcon />
          </IconButton>
        </div>
        )
      })}
    </div>
  )
}
