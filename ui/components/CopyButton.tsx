import { useState } from 'react'
import { Button } from './Button'
import { CopyIcon } from './icons'

/** Copies `value` to the clipboard and says so; a refused clipboard says that instead. */
export function CopyButton({ value, label }: { readonly value: string; readonly label: string }) {
  // Local, transient feedback about a click: not domain state.
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    if (!clipboard) {
      setStatus('failed')
      return
    }
    clipboard.writeText(value).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    )
  }
  return (
    <Button variant="secondary" full onClick={copy} aria-live="polite">
      <CopyIcon />
      {status === 'copied' ? 'Link copied' : status === 'failed' ? 'Copy failed' : label}
    </Button>
  )
}
