import { createServer, type Server } from 'node:http'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, normalize } from 'node:path'
import { pathToFileURL } from 'node:url'
import { rolldown } from 'rolldown'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPage } from '../../scripts/buildPage'
import { launchChromium } from '../harness/chromium'
// @ts-expect-error: a plain .mjs build helper without type declarations.
import { airlockStyles } from '../../ui/build/cssPlugin.mjs'

const here = join(import.meta.dirname, 'ssr')
let outDir = ''
let server: Server | undefined
let url = ''
let browser: Browser | undefined
let renderPage: (cookie: string) => string = () => ''
const served: string[] = []

const connectedCookie = [
  ['@airlock/connection-status', '"connected"'],
  ['@airlock/connected-connector-ids', '{"eip155":"mock"}'],
  ['@airlock/active-caip-network-id', '"eip155:137"'],
] as const

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'airlock-ssr-'))
  // The page's bundle, and the server's: both built as an integrator's bundler would (linaria extracted).
  await buildPage(join(here, 'client.tsx'), outDir, { quiet: true })
  const bundle = await rolldown({
    input: { server: join(here, 'server.tsx') },
    platform: 'node',
    plugins: [...(airlockStyles({ fileName: 'server.css' }) as never[])],
    transform: { define: { 'process.env.NODE_ENV': '"production"' }, jsx: { runtime: 'automatic' } },
    logLevel: 'silent',
  })
  await bundle.write({ dir: join(outDir, 'server'), format: 'es', entryFileNames: '[name].mjs', codeSplitting: false })
  await bundle.close()
  ;({ renderPage } = (await import(pathToFileURL(join(outDir, 'server/server.mjs')).href)) as { renderPage: typeof renderPage })

  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (path === '/') {
      const markup = renderPage(request.headers.cookie ?? '')
      served.push(markup)
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/styles.css"><script type="module" src="/main.js"></script></head><body><div id="app">${markup}</div></body></html>`,
      )
      return
    }
    const file = normalize(join(outDir, path))
    if (!file.startsWith(outDir) || file.includes('/server/')) return void response.writeHead(403).end()
    try {
      const body = readFileSync(file)
      response.writeHead(200, { 'content-type': path.endsWith('.css') ? 'text/css' : 'text/javascript' }).end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
  browser = await launchChromium()
}, 150_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

async function visit(cookies: ReadonlyArray<readonly [string, string]>) {
  const context = await browser!.newContext()
  if (cookies.length)
    await context.addCookies(cookies.map(([name, value]) => ({ name: encodeURIComponent(name), value: encodeURIComponent(value), url })))
  // Nothing leaves 127.0.0.1: the kernel's calls to its default endpoints are cut here.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  const page = await context.newPage()
  const console: string[] = []
  page.on('console', (message) => {
    // A cut outside request is logged by the browser; anything else said at error level counts.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) console.push(message.text())
  })
  page.on('pageerror', (error) => console.push(error.message))
  served.length = 0
  await page.goto(url)
  return { page, console, context }
}

describe('server rendering: renderToString, then hydration in Chromium', () => {
  it('renders <ConnectButton> and <Modal> on the server and hydrates without a mismatch', async () => {
    const { page, console, context } = await visit([])
    expect(served[0]).toContain('Connect Wallet')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').waitFor()
    expect(await page.evaluate(() => (window as unknown as { __recoverable: string[] }).__recoverable)).toEqual([])
    expect(console).toEqual([])
    await context.close()
  })

  it('§4 startup restore: with the cookie storage the first server render already shows the stored connection, and the page takes over', async () => {
    const { page, console, context } = await visit(connectedCookie)
    // The server read the same stored connection the page restores: both start on it.
    expect(served[0]).toContain('Connecting…')
    expect(served[0]).not.toContain('Connect Wallet')
    // The wallet answers the restore: the button shows the account.
    await page.getByRole('button', { name: /^0x1111/ }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __recoverable: string[] }).__recoverable)).toEqual([])
    expect(console).toEqual([])
    // The page's cookies now hold what the next server render reads.
    const cookies = await context.cookies()
    expect(cookies.find((c) => decodeURIComponent(c.name) === '@airlock/connection-status')?.value).toBe(encodeURIComponent('"connected"'))
    await context.close()
  })
})
