import { useState } from 'react'
import { Button } from './Button'
import { CopyIcon } from './viewIcons'
import { useMessages } from '../i18n/catalogue'
import { componentMessages } from './messages'

/**
 * Copies `value` to the clipboard and says what was copied (`copied`: 'Link copied', 'Address
 * copied'); a refused clipboard says that instead.
 */
export function CopyButton({ value, label, copied }: { readonly value: string; readonly label: string; readonly copied: string }) {
  // Local, transient feedback about a click: not domain state. It is about the value that was
  // copied, so a new value (a renewed pairing URI) offers the copy again.
  const m = useMessages(componentMessages)
  const [outcome, setOutcome] = useState<{ readonly value: string; readonly status: 'copied' | 'failed' }>()
  const status = outcome?.value === value ? outcome.status : 'idle'
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    if (!clipboard) {
      setOutcome({ value, status: 'failed' })
      return
    }
    clipboard.writeText(value).then(
      () => setOutcome({ value, status: 'copied' }),
      () => setOutcome({ value, status: 'failed' }),
    )
  }
  return (
    <Button variant="secondary" full onClick={copy} aria-live="polite">
      <CopyIcon />
      {status === 'copied' ? copied : status === 'failed' ? m.copyFailed : label}
    </Button>
  )
}
