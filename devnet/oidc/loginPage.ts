import type { IncomingMessage } from 'node:http'

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The devnet provider's sign-in page: choose a test user, or refuse (the provider then answers access_denied). */
export function loginPage(options: {
  readonly title: string
  readonly clientId: string
  readonly users: ReadonlyArray<{ readonly id: string; readonly name: string; readonly email: string }>
}): string {
  const buttons = options.users
    .map(
      (u) =>
        `<button type="submit" name="user" value="${escape(u.id)}"><strong>${escape(u.name)}</strong><span>${escape(u.email)}</span></button>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${escape(options.title)} (devnet)</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:16px;padding:24px;width:min(360px,calc(100vw - 32px));box-shadow:0 4px 24px #0002}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#5b6270}
form{display:grid;gap:8px}button{font:inherit;border:1px solid #d6d9df;background:#fff;border-radius:12px;padding:12px;text-align:left;cursor:pointer;display:grid}
button span{color:#5b6270;font-size:13px}button:hover,button:focus-visible{border-color:#3b6ef6;outline:none}
button.deny{text-align:center;color:#b42318;border-color:#f3c2bd}
</style></head>
<body><main>
<h1>Sign in with ${escape(options.title)}</h1>
<p>Devnet provider · <code>${escape(options.clientId)}</code> asks for your name and email.</p>
<form method="post">${buttons}<button class="deny" type="submit" name="action" value="deny">Refuse</button></form>
</main></body></html>`
}

/** The posted form of the login page (small: a few fields). */
export function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > 4_000) reject(new Error('Form too large'))
    })
    request.on('end', () => resolve(new URLSearchParams(body)))
    request.on('error', reject)
  })
}
