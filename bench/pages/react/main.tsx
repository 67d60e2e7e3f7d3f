import { createRoot } from 'react-dom/client'
import { PlainButton } from '../shared/PlainButton'

/** The floor: React 19 alone, a button and nothing else. Every contender adds its weight to this. */
createRoot(document.getElementById('app') as HTMLElement).render(<PlainButton />)
