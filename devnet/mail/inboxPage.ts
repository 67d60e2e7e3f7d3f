import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ReceivedMail } from './parseMail'

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const STYLE = `
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #1b1b1f; }
  header { background: #1b1b1f; color: #fff; padding: 16px 24px; }
  h1 { font-size: 18px; margin: 0; }
  main { max-width: 760px; margin: 0 auto; padding: 16px; }
  form { display: flex; gap: 8px; margin-bottom: 16px; }
  input { flex: 1; min-width: 0; padding: 8px 10px; border: 1px solid #c9c9d1; border-radius: 8px; font: inherit; }
  button { padding: 8px 14px; border: 0; border-radius: 8px; background: #3b5bdb; color: #fff; font: inherit; }
  article { background: #fff; border-radius: 12px; padding: 14px 16px; margin-bottom: 12px; box-shadow: 0 1px 2px #0001; }
  .meta { color: #5c5c66; font-size: 13px; overflow-wrap: anywhere; }
  h2 { font-size: 16px; margin: 4px 0 8px; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0; }
  .empty { color: #5c5c66; text-align: center; padding: 32px 0; }`

function page(messages: ReadonlyArray<ReceivedMail>, to: string): string {
  const items = [...messages]
    .reverse()
    .map(
      (m) => `<article data-mail-id="${m.id}">
  <div class="meta">To ${escape(m.to.join(', '))} · from ${escape(m.from)} · ${escape(m.receivedAt)}</div>
  <h2>${escape(m.subject)}</h2>
  <pre>${escape(m.text)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Devnet inbox</title><style>${STYLE}</style></head>
<body><header><h1>Devnet inbox</h1></header><main>
<form method="get"><input name="to" type="email" placeholder="Filter by recipient" value="${escape(to)}" aria-label="Recipient"><button>Filter</button></form>
${items || '<p class="empty">No mail yet. Codes sent by the auth service appear here.</p>'}
</main></body></html>`
}

/** GET / : the inbox page; GET /messages(?to=) : the same as JSON (newest last). */
export function inboxListener(list: (to?: string) => ReadonlyArray<ReceivedMail>) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    request.resume()
    const url = new URL(request.url ?? '/', 'http://inbox.invalid')
    const to = url.searchParams.get('to') ?? ''
    const messages = list(to === '' ? undefined : to)
    if (request.method !== 'GET') {
      response.writeHead(405, { allow: 'GET' }).end()
    } else if (url.pathname === '/messages') {
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      response.end(JSON.stringify({ messages }))
    } else if (url.pathname === '/') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      })
      response.end(page(messages, to))
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    }
  }
}
