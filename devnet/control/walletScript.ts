import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const entry = join(dirname(fileURLToPath(import.meta.url)), '..', 'wallet', 'browser.ts')

let bundle: Promise<string> | undefined

/**
 * The Devnet Wallet as one browser script (IIFE, global `DevnetWallet`), built in memory with
 * esbuild the first time it is asked for and kept for the process. esbuild's helper process is
 * stopped right after, so nothing outlives the devnet.
 */
export function walletBundle(): Promise<string> {
  bundle ??= (async () => {
    const esbuild = await import('esbuild')
    try {
      const result = await esbuild.build({
        entryPoints: [entry],
        bundle: true,
        format: 'iife',
        globalName: 'DevnetWallet',
        platform: 'browser',
        target: 'es2020',
        minify: true,
        write: false,
        legalComments: 'none',
        logLevel: 'silent',
      })
      const output = result.outputFiles[0]
      if (!output) throw new Error('esbuild produced no output for the Devnet Wallet')
      return output.text
    } finally {
      await esbuild.stop()
    }
  })()
  // A failed build is retried by the next request.
  bundle.catch(() => {
    bundle = undefined
  })
  return bundle
}
