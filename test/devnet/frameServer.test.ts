import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveFrame, type RunningFrameServer } from '../../devnet/frame/serveFrame'
import { writeFrame } from '../../frame/build'
import { cspSource, frameCsp } from '../../frame/csp'
import { withDevelopmentOrigins } from '../../kernel/origins/originMatch'

// The secure frame's server over real HTTP: which page it sends to which embedding page, under
// which Content-Security-Policy (the browser side is in test/e2e/emailLogin.test.ts).
const DAPP = 'http://127.0.0.1:5173'
/** What frame-ancestors adds to every project's list (SPEC §6). */
const DEVELOPMENT =
  'http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:* https://*.pages.dev https://*.vercel.app https://*.ngrok-free.app https://secure-mobile.walletconnect.com https://secure-mobile.walletconnect.org'
const projects: Record<string, ReadonlyArray<string>> = {
  shop: [DAPP, 'https://*.shop.example'],
  // Entries that are no CSP source must not reach the header (a ';' would start a new directive).
  odd: ["https://a.example; script-src 'unsafe-inline'", 'https://b.example/path', "'self'", 'https://ok.example'],
}
let frame: RunningFrameServer

beforeAll(async () => {
  frame = await serveFrame('127.0.0.1', 0)
  frame.configure(
    { authUrl: 'http://127.0.0.1:8790', recoveryUrl: 'http://127.0.0.1:8791/', rpcUrls: { 1: 'http://127.0.0.1:8545/v1/?chainId=eip155:1' }, defaultChainId: 1 },
    (projectId) => Promise.resolve(projects[projectId]),
  )
})
afterAll(() => frame?.close())

/** The frame page as Chromium asks for it from inside an iframe on `parent`. */
const load = (projectId: string, parent?: string) =>
  fetch(`${frame.url}/?projectId=${projectId}`, { headers: parent ? { 'sec-fetch-dest': 'iframe', referer: `${parent}/checkout?cart=1` } : {} })

describe('the secure frame server', () => {
  it('§6 an allowed page gets the frame under the strict policy; frame-ancestors is the project\'s allowed origins and the development origins', async () => {
    const response = await load('shop', DAPP)
    expect(await response.text()).toContain('src="./main.js"')
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self' http://127.0.0.1:8790 http://127.0.0.1:8791 http://127.0.0.1:8545; frame-ancestors http://127.0.0.1:5173 https://*.shop.example ${DEVELOPMENT}; base-uri 'none'; form-action 'none'`,
    )
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    // A subdomain the list allows by pattern.
    expect(await (await load('shop', 'https://eu.shop.example')).text()).toContain('src="./main.js"')
  })

  it('§8 a page the project does not allow gets the refusal page (Unverified Domain), embeddable by that page only and fetching nothing', async () => {
    const response = await load('shop', 'http://shop.example:5173')
    const body = await response.text()
    expect(body).toContain('<meta name="airlock-refusal" content="UNVERIFIED_DOMAIN" />')
    expect(body).not.toContain('main.js')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; frame-ancestors http://shop.example:5173; base-uri 'none'; form-action 'none'",
    )
    // An unknown project has no frame to give, a development page included.
    expect(await (await load('unknown', DAPP)).text()).toContain('content="PROJECT_ID_NOT_CONFIGURED"')
    const refusal = await fetch(`${frame.url}/refused.js`)
    expect(refusal.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })

  it('§6 the frame serves development origins (localhost, pages.dev, vercel.app, ngrok-free.app, secure-mobile) and the project\'s list; any other page is refused', async () => {
    const served = async (projectId: string, parent: string) => {
      const body = await (await load(projectId, parent)).text()
      if (body.includes('src="./main.js"')) return 'frame'
      return /name="airlock-refusal" content="([A-Z_]+)"/.exec(body)?.[1] ?? body
    }
    const development = [
      'http://localhost:3000',
      'https://localhost',
      'http://127.0.0.1:8080',
      'https://127.0.0.1:4443',
      'https://my-app.pages.dev',
      'https://feature-x.my-app.pages.dev',
      'https://my-app-git-main.vercel.app',
      'https://a1b2-203-0-113-7.ngrok-free.app',
      'https://secure-mobile.walletconnect.com',
      'https://secure-mobile.walletconnect.org',
    ]
    // 'odd' lists none of them: they pass as development origins, as the kernel lets them through.
    for (const parent of development) expect(await served('odd', parent), parent).toBe('frame')
    // And each project's own list, exact entries and patterns alike.
    expect(await served('odd', 'https://ok.example')).toBe('frame')
    expect(await served('shop', 'https://eu.shop.example')).toBe('frame')
    const others = [
      'https://shop.example',
      'https://evil.example',
      'http://my-app.pages.dev',
      'https://pages.dev',
      'https://vercel.app.evil.example',
      'https://ngrok-free.app',
      'https://secure-mobile.walletconnect.net',
      'https://app.secure-mobile.walletconnect.com',
      'http://localhost.evil.example',
    ]
    for (const parent of others) expect(await served('odd', parent), parent).toBe('UNVERIFIED_DOMAIN')
    expect(await served('unknown', 'http://localhost:3000')).toBe('PROJECT_ID_NOT_CONFIGURED')
    // The header says the same to the browser: every development origin may embed the frame.
    expect((await load('odd', 'http://localhost:3000')).headers.get('content-security-policy')).toContain(
      `frame-ancestors https://ok.example ${DEVELOPMENT}; `,
    )
  })

  it('a page that hides its origin gets the frame, which only the allowed origins may embed; an unknown project none', async () => {
    expect((await load('shop')).headers.get('content-security-policy')).toContain(`frame-ancestors http://127.0.0.1:5173 https://*.shop.example ${DEVELOPMENT};`)
    expect((await load('unknown')).headers.get('content-security-policy')).toContain("frame-ancestors 'none';")
    expect((await load('../../etc')).headers.get('content-security-policy')).toContain("frame-ancestors 'none';")
  })

  it('an allowed-origins entry that is no CSP source is left out of the policy rather than widening it', async () => {
    expect((await load('odd')).headers.get('content-security-policy')).toContain(`frame-ancestors https://ok.example ${DEVELOPMENT}; base-uri 'none'`)
    expect(cspSource("https://a.example; script-src 'unsafe-inline'")).toBeUndefined()
    expect(cspSource('*')).toBeUndefined()
    expect(cspSource('http://127.0.0.1:*')).toBe('http://127.0.0.1:*')
    expect(cspSource('*.vercel.app')).toBe('*.vercel.app')
    expect(frameCsp({ connect: [], ancestors: [] })).toContain("connect-src 'self'; frame-ancestors 'none'")
  })

  it('only GET; other files carry the policy too', async () => {
    expect((await fetch(`${frame.url}/`, { method: 'POST' })).status).toBe(405)
    const main = await fetch(`${frame.url}/main.js`)
    expect(main.status).toBe(200)
    expect(main.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect((await fetch(`${frame.url}/nothing`)).status).toBe(404)
  })

  it("the static build (npm run frame:build) writes the frame's six files, and the README's header is frame/csp.ts's policy", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'airlock-frame-'))
    try {
      expect(await writeFrame(dir)).toEqual(['index.html', 'main.js', 'refused.js', 'social-callback.html', 'socialCallback.js', 'frame.css'])
      expect((await readdir(dir)).sort()).toEqual(['frame.css', 'index.html', 'main.js', 'refused.js', 'social-callback.html', 'socialCallback.js'])
      expect(await readFile(join(dir, 'index.html'), 'utf8')).toContain(`http-equiv="Content-Security-Policy"`)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
    const readme = await readFile(join(import.meta.dirname, '../../README.md'), 'utf8')
    const header = /^Content-Security-Policy: (.+)$/m.exec(readme)?.[1]
    expect(header).toBe(
      frameCsp({
        connect: ['https://auth.example.com', 'https://recovery.example.com', 'https://rpc.example.com/v1/'],
        ancestors: withDevelopmentOrigins(['https://shop.example.com', 'https://*.shop.example.com']),
      }),
    )
  })
})
