import type { IncomingMessage, ServerResponse } from 'node:http'
import * as t from 'io-ts'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { readForm } from '../oidc/loginPage'

/** A Farcaster account the devnet app holds: its fid and the custody key that signs for it. */
export interface FarcasterAccount {
  readonly fid: number
  readonly username: string
  readonly custody: Address
  readonly privateKey: Hex
}

const ChannelParams = t.intersection([
  t.type({ siweUri: t.string, domain: t.string, nonce: t.string }),
  t.partial({ notBefore: t.string, expirationTime: t.string, requestId: t.string }),
])

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Farcaster (devnet)</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:0;background:#f3f0fb;color:#1b1d21;display:grid;place-items:center;min-height:100vh}
main{box-sizing:border-box;background:#fff;border-radius:16px;padding:24px;width:min(380px,calc(100vw - 32px));box-shadow:0 4px 24px #0002}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#5b6270;overflow-wrap:anywhere}
form{display:grid;gap:8px}button{font:inherit;border:1px solid #d6d9df;background:#fff;border-radius:12px;padding:12px;text-align:left;cursor:pointer;display:grid}
button span{color:#5b6270;font-size:13px}button:hover,button:focus-visible{border-color:#7c65c1;outline:none}
button.decline{text-align:center;color:#b42318;border-color:#f3c2bd}.mark{color:#7c65c1;font-weight:600}
</style></head>
<body><main><div class="mark">Farcaster · devnet</div>${body}</main></body></html>`

/**
 * The devnet stand-in for the person's Farcaster app (Warpcast): it opens a Sign In With Farcaster
 * channel URL (`?channelToken=`), shows who asks, and approves by signing the message with the
 * chosen fid's custody key (posting it to the relay with the app's key), or declines.
 */
export function farcasterAppListener(options: {
  readonly relayUrl: () => string
  readonly appKey: () => string
  readonly chainId: number
  readonly accounts: () => ReadonlyArray<FarcasterAccount>
}): (request: IncomingMessage, response: ServerResponse) => void {
  const relay = (path: string, token: string, body?: unknown) =>
    fetch(`${options.relayUrl()}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'x-farcaster-auth-relay-key': options.appKey(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const channelParams = async (token: string) => {
    const response = await relay('/v1/channel/params', token)
    if (!response.ok) return undefined
    const decoded = ChannelParams.decode(await response.json())
    return decoded._tag === 'Right' ? decoded.right : undefined
  }
  const closed = page('Request closed', '<h1>This request is closed</h1><p>It expired, or it was already approved or declined. Start again in the app that asked.</p>')

  async function approve(token: string, account: FarcasterAccount): Promise<boolean> {
    const params = await channelParams(token)
    if (!params) return false
    const message = createSiweMessage({
      domain: params.domain,
      address: account.custody,
      statement: 'Farcaster Auth',
      uri: params.siweUri,
      version: '1',
      chainId: options.chainId,
      nonce: params.nonce,
      issuedAt: new Date(),
      ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
      ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
      ...(params.requestId ? { requestId: params.requestId } : {}),
      resources: [`farcaster://fid/${account.fid}`],
    })
    const signature = await privateKeyToAccount(account.privateKey).signMessage({ message })
    const answer = await relay('/v1/channel/authenticate', token, { message, signature, fid: account.fid, username: account.username })
    return answer.ok
  }

  async function handle(request: IncomingMessage): Promise<{ status: number; html: string }> {
    const url = new URL(request.url ?? '/', 'http://app.invalid')
    if (url.pathname !== '/') return { status: 404, html: page('Not found', '<h1>Not found</h1>') }
    if (request.method === 'POST') {
      const form = await readForm(request)
      const token = form.get('channelToken') ?? ''
      if (form.get('action') === 'decline') {
        const declined = await relay('/v1/channel/decline', token, {})
        return declined.ok ? { status: 200, html: page('Declined', '<h1>Declined</h1><p>Nothing was signed. You can close this page.</p>') } : { status: 410, html: closed }
      }
      const account = options.accounts().find((a) => String(a.fid) === form.get('fid'))
      if (!account) return { status: 400, html: page('Unknown account', '<h1>Unknown account</h1>') }
      return (await approve(token, account))
        ? { status: 200, html: page('Signed in', `<h1>Signed in as @${escape(account.username)}</h1><p>Return to the app that asked: it continues on its own.</p>`) }
        : { status: 410, html: closed }
    }
    const token = url.searchParams.get('channelToken') ?? ''
    const params = token ? await channelParams(token) : undefined
    if (!params) return { status: 410, html: closed }
    const buttons = options
      .accounts()
      .map(
        (a) =>
          `<button type="submit" name="fid" value="${a.fid}"><strong>Sign in as @${escape(a.username)}</strong><span>fid ${a.fid} · custody ${a.custody.slice(0, 6)}…${a.custody.slice(-4)}</span></button>`,
      )
      .join('')
    return {
      status: 200,
      html: page(
        'Sign in',
        `<h1>Sign in to ${escape(params.domain)}</h1><p>${escape(params.siweUri)} asks to sign in with your Farcaster account.</p>` +
          `<form method="post"><input type="hidden" name="channelToken" value="${escape(token)}">${buttons}` +
          `<button class="decline" type="submit" name="action" value="decline">Decline</button></form>`,
      ),
    }
  }

  return (request, response) => {
    handle(request).then(
      ({ status, html }) => {
        response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        response.end(html)
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' })
        response.end(error instanceof Error ? error.message : 'Something went wrong')
      },
    )
  }
}
