import { hydrateRoot } from 'react-dom/client'
import { App, createPageModal } from './app'

const recorded = ((window as unknown as { __recoverable?: string[] }).__recoverable = [] as string[])
const modal = createPageModal()
hydrateRoot(document.getElementById('app')!, <App modal={modal} />, {
  // React reports a hydration mismatch here (and logs it); the test reads both.
  onRecoverableError: (error) => void recorded.push(String(error)),
})
;(window as unknown as { __modal?: unknown }).__modal = modal
