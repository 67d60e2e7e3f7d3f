import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { buildPage } from '../../scripts/buildPage'
import { launchChromium } from '../harness/chromium'
import { startStaticServer, type StaticServer } from './staticServer'

// The README's setup snippet, exactly as written, bundled the way an integrator's bundler would
// (the package entries mapped to their sources) and rendered in Chromium: it can never go stale.
const root = resolve(import.meta.dirname, '../..')
const outDir = join(root, 'test/artifacts/readme-snippet')

const entries: Record<string, string> = {
  'airlock/react': 'ui/index.ts',
  'airlock/networks': 'kernel/networks/index.ts',
  'airlock/adapters/evm': 'adapters/evm/index.ts',
  'airlock/styles.css': 'test/browser/readmeSnippetStyles.ts',
  airlock: 'kernel/index.ts',
}

/** The README's React setup snippet: the ```tsx block that renders into #root. */
function setupSnippet(): string {
  const blocks = [...readFileSync(join(root, 'README.md'), 'utf8').matchAll(/```tsx\n([\s\S]*?)```/g)].map((m) => m[1] ?? '')
  const snippet = blocks.find((code) => code.includes("getElementById('root')"))
  if (!snippet) throw new Error("README.md has no ```tsx setup snippet rendering into #root")
  return snippet
}

let server: StaticServer
let browser: Browser

beforeAll(async () => {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, 'main.tsx'), setupSnippet())
  await buildPage(join(outDir, 'main.tsx'), outDir, {
    quiet: true,
    alias: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, join(root, path)])),
  })
  writeFileSync(
    join(outDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>README snippet</title>' +
      '<link rel="stylesheet" href="./styles.css"></head><body><div id="root"></div>' +
      '<script type="module" src="./main.js"></script></body></html>',
  )
  ;[server, browser] = await Promise.all([startStaticServer(outDir, { csp: false }), launchChromium()])
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('README setup snippet (the page an integrator writes)', () => {
  it('§2 renders as written: the Connect Wallet button, no provider needed, opens the Connect view; only the documented default endpoints are contacted', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // Outside 127.0.0.1 nothing is reached: every other request is refused here and its host noted.
    const contacted = new Set<string>()
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => {
        contacted.add(new URL(route.request().url()).host)
        return route.abort()
      },
    )
    await page.goto(`${server.url}/`)
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await button.waitFor()
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('false')
    await button.click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.getAttribute('data-view')).toBe('Connect')
    await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await dialog.getByRole('button', { name: /All Wallets/ }).first().waitFor()
    expect(errors).toEqual([])
    // The README's "what is contacted" table: with no endpoints set, the production catalogue and
    // blockchain API (its analytics config comes with the first opening, just after the view shows),
    // and nothing else (the relay only once WalletConnect is chosen).
    await expect.poll(() => [...contacted].sort()).toEqual(['api.airlock.dev', 'catalogue.airlock.dev'])
    await context.close()
  })
})
