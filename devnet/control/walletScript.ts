import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const devnetDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const bundles = new Map<string, Promise<string>>()
/** Builds run one after another: each stops esbuild's helper process when done, which would cut a build running beside it. */
let queue: Promise<unknown> = Promise.resolve()

/**
 * The Devnet Wallet as one browser script (IIFE, global `DevnetWallet`), built in memory with
 * esbuild the first time it is asked for and kept for the process. esbuild's helper process is
 * stopped right after, so nothing outlives the devnet.
 */
export const walletBundle = (): Promise<string> => bundleOf(join(devnetDir, 'wallet', 'browser.ts'), 'DevnetWallet')

/** The Devnet Solana Wallet as one browser script (global `DevnetSolanaWallet`), built like the Devnet Wallet's. */
export const solanaWalletBundle = (): Promise<string> => bundleOf(join(devnetDir, 'solanaWallet', 'browser.ts'), 'DevnetSolanaWallet')

/** The Devnet Bitcoin Wallet as one browser script (global `DevnetBitcoinWallet`). */
export const bitcoinWalletBundle = (): Promise<string> => bundleOf(join(devnetDir, 'bitcoinWallet', 'browser.ts'), 'DevnetBitcoinWallet')

function bundleOf(entry: string, globalName: string): Promise<string> {
  const cached = bundles.get(entry)
  if (cached) return cached
  const build = async () => {
    const esbuild = await import('esbuild')
    try {
      const result = await esbuild.build({
        entryPoints: [entry],
        bundle: true,
        format: 'iife',
        globalName,
        platform: 'browser',
        target: 'es2020',
        minify: true,
        write: false,
        legalComments: 'none',
        logLevel: 'silent',
      })
      const output = result.outputFiles[0]
      if (!output) throw new Error(`esbuild produced no output for ${globalName}`)
      return output.text
    } finally {
      await esbuild.stop()
    }
  }
  const bundle = queue.then(build, build)
  queue = bundle.catch(() => undefined)
  bundles.set(entry, bundle)
  // A failed build is retried by the next request.
  bundle.catch(() => bundles.delete(entry))
  return bundle
}
