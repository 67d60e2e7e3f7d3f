/**
 * Serves the wallet page: /wallet/ (paste a URI) and /wallet/wc?uri=… (the deep link a dapp opens),
 * bundled from demo/wallet/main.tsx on the first visit so the demo's start does not wait for it.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { notFound } from '../../devnet/http/problem'
import { raw, type Reply } from '../../devnet/http/reply'
import type { Router } from '../../devnet/http/router'
import { buildWalletPage } from '../prebuilt'

const here = fileURLToPath(new URL('./', import.meta.url))
const fresh = { 'cache-control': 'no-store' }
const BUILT_FILE = /^[\w-]+\.(js|css)$/

export function walletPageRoutes(buildDir: string, prebuilt = false): (router: Router) => void {
  let built: Promise<string> | undefined
  /** The page's HTML, once its bundle is written. */
  const page = (): Promise<string> =>
    (built ??= Promise.all([prebuilt ? undefined : buildWalletPage(buildDir), readFile(join(here, 'index.html'), 'utf8')]).then(
      ([, html]) => html,
      (error: unknown) => {
        built = undefined
        throw error
      },
    ))
  const html = async (): Promise<Reply> => raw(await page(), 'text/html; charset=utf-8', 200, fresh)
  const file = async (name: string | undefined, folder = ''): Promise<Reply> => {
    if (name === undefined || !BUILT_FILE.test(name)) throw notFound(`No wallet page file ${name ?? ''}`)
    await page()
    const body = await readFile(join(buildDir, folder, name)).catch(() => {
      throw notFound(`No wallet page file ${name}`)
    })
    return raw(body, name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8', 200, fresh)
  }

  return (router) =>
    router
      .get('/wallet', html)
      .get('/wallet/wc', html)
      .get('/wallet/:file', (context) => file(context.params.file))
      .get('/wallet/chunks/:file', (context) => file(context.params.file, 'chunks'))
}
