import { renderToString } from 'react-dom/server'
import { App, createPageModal } from './app'

/** The page's markup for one request, rendered with the request's cookies. */
export function renderPage(cookie: string): string {
  const modal = createPageModal(cookie)
  try {
    return renderToString(<App modal={modal} />)
  } finally {
    modal.destroy()
  }
}
