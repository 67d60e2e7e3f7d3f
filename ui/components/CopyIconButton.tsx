import { css } from '@linaria/core'
import { useState } from 'react'
import { CopyIcon } from './viewIcons'
import { iconButton } from './styles'
import { useMessages } from '../i18n/catalogue'
import { componentMessages } from './messages'

const wrap = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`
const small = css`
  width: 28px;
  height: 28px;
`
const done = css`
  color: var(--airlock-color-fg-200);
  font-size: var(--airlock-font-size-small);
`

/**
 * A small copy control beside a value (an address, a transaction hash): the icon, named by `label`;
 * after the click it says what was copied (`copied`), or that the clipboard refused.
 */
export function CopyIconButton({ value, label, copied }: { readonly value: string; readonly label: string; readonly copied: string }) {
  // Transient feedback about one click, tied to the value it copied.
  const m = useMessages(componentMessages)
  const [outcome, setOutcome] = useState<{ readonly value: string; readonly text: string }>()
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    const fail = () => setOutcome({ value, text: m.copyFailed })
    if (!clipboard) return fail()
    clipboard.writeText(value).then(() => setOutcome({ value, text: copied }), fail)
  }
  return (
    <span className={wrap}>
      <button type="button" className={`${iconButton} ${small}`} aria-label={label} title={label} onClick={copy}>
        <CopyIcon />
      </button>
      <span className={done} role="status">
        {outcome?.value === value ? outcome.text : ''}
      </span>
    </span>
  )
}
