import { useState } from 'react'
import { createRoot } from 'react-dom/client'

/** The floor: React 19 alone, a button and nothing else. Every contender adds its weight to this. */
function App() {
  const [clicks, setClicks] = useState(0)
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      Connect Wallet{clicks > 0 ? ` (${clicks})` : ''}
    </button>
  )
}

createRoot(document.getElementById('app') as HTMLElement).render(<App />)
