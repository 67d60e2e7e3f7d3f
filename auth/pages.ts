import type { IncomingMessage, ServerResponse } from 'node:http'

export const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/**
 * One of the auth service's own pages: no script at all, forms posting only to this origin (and to
 * `formTargets`, the origins a form's answer may redirect to).
 */
export function page(response: ServerResponse, status: number, title: string, body: string, formTargets: ReadonlyArray<string> = []): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Not no-referrer: with it the browser sends `Origin: null` on the form post, which the check refuses.
    'referrer-policy': 'same-origin',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${["'self'", ...formTargets].join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
  })
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f4f6;color:#18181b}
main{max-width:360px;margin:16px;padding:24px;border-radius:16px;background:#fff;box-shadow:0 4px 24px #0001}
h1{font-size:20px;margin:0 0 8px}form{display:grid;gap:10px;margin:12px 0 0}a{color:#3b5bdb}
input{padding:11px 12px;border:1px solid #ced4da;border-radius:10px;font:inherit;font-size:20px;letter-spacing:.3em;text-align:center}
.error{color:#c92a2a;margin:8px 0 0}.secondary{background:#e9ecef;color:#18181b}button{width:100%;padding:12px;border:0;border-radius:10px;background:#4c6ef5;color:#fff;font:inherit;font-weight:600;cursor:pointer}
</style></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`)
}

export function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      text += chunk
      if (text.length > 4_000) request.destroy()
    })
    request.on('end', () => resolve(new URLSearchParams(text)))
    request.on('error', reject)
  })
}
