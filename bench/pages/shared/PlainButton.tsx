import { useState } from 'react'

/** React alone's connect button: a button that counts its clicks, and nothing else. */
export function PlainButton() {
  const [clicks, setClicks] = useState(0)
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      Connect Wallet{clicks > 0 ? ` (${clicks})` : ''}
    </button>
  )
}
