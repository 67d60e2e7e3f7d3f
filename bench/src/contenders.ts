import { fileURLToPath } from 'node:url'
import type { Bundler } from '../../scripts/buildPage'

export const benchRoot = fileURLToPath(new URL('../', import.meta.url))

export interface Contender {
  /** Folder under bench/pages and the results key. */
  readonly id: string
  readonly label: string
  /** The connect button's text (the probe finds the button by it). */
  readonly button: string
  /** React alone has no modal: only load figures. */
  readonly hasModal: boolean
  /** The folder under bench/pages when it is not the id (the same page built by another bundler). */
  readonly page?: string
  /** rolldown (Vite's build) unless told: esbuild and webpack build React and Airlock again. */
  readonly bundler?: Bundler
}

/** The floor first: every ratio is against a figure measured in the same run. */
export const contenders: ReadonlyArray<Contender> = [
  { id: 'react', label: 'React 19 alone (floor)', button: 'Connect Wallet', hasModal: false },
  // Below the floor: what a page costs before any framework, so React's own code can be priced too.
  { id: 'html', label: 'HTML alone (no framework)', button: 'Connect Wallet', hasModal: false },
  { id: 'airlock', label: 'Airlock + EVM adapter', button: 'Connect Wallet', hasModal: true },
  { id: 'airlock-solana', label: 'Airlock + EVM + Solana', button: 'Connect Wallet', hasModal: true },
  { id: 'appkit', label: 'AppKit + wagmi adapter', button: 'Connect Wallet', hasModal: true },
  { id: 'rainbowkit', label: 'RainbowKit', button: 'Connect Wallet', hasModal: true },
  { id: 'connectkit', label: 'ConnectKit', button: 'Connect Wallet', hasModal: true },
  // Integrators measure with their own bundler: the floor and Airlock again under esbuild and webpack.
  { id: 'react-esbuild', page: 'react', bundler: 'esbuild', label: 'React alone (esbuild)', button: 'Connect Wallet', hasModal: false },
  { id: 'airlock-esbuild', page: 'airlock', bundler: 'esbuild', label: 'Airlock + EVM (esbuild)', button: 'Connect Wallet', hasModal: true },
  { id: 'react-webpack', page: 'react', bundler: 'webpack', label: 'React alone (webpack)', button: 'Connect Wallet', hasModal: false },
  { id: 'airlock-webpack', page: 'airlock', bundler: 'webpack', label: 'Airlock + EVM (webpack)', button: 'Connect Wallet', hasModal: true },
]

/**
 * Pages `BENCH_PAGES` can run beside the contenders (never in the full run), each with React alone's
 * button. Airlock's code on the page, unrun, then with the kernel created: between React alone and
 * the Airlock page they say where navigation → button goes (the code being there, `createModal`,
 * Airlock's own first render). Deferred, under each bundler: only the options decoded before the
 * button and the kernel imported after it, what an asynchronous `createModal` would buy.
 */
export const diagnosticPages: ReadonlyArray<Contender> = [
  { id: 'airlock-unrun', label: 'Airlock code on the page, unrun', button: 'Connect Wallet', hasModal: false },
  { id: 'airlock-created', label: 'Airlock code, createModal run', button: 'Connect Wallet', hasModal: false },
  { id: 'airlock-deferred', label: 'Airlock deferred past the button', button: 'Connect Wallet', hasModal: false },
  { id: 'airlock-deferred-esbuild', page: 'airlock-deferred', bundler: 'esbuild', label: 'Airlock deferred past the button (esbuild)', button: 'Connect Wallet', hasModal: false },
  { id: 'airlock-deferred-webpack', page: 'airlock-deferred', bundler: 'webpack', label: 'Airlock deferred past the button (webpack)', button: 'Connect Wallet', hasModal: false },
]

/** Airlock's page under each bundler with the floor it is weighed against (same bundler, same run). */
export const bundlerPairs: ReadonlyArray<{ readonly bundler: Bundler; readonly airlock: string; readonly react: string }> = [
  { bundler: 'rolldown', airlock: 'airlock', react: 'react' },
  { bundler: 'esbuild', airlock: 'airlock-esbuild', react: 'react-esbuild' },
  { bundler: 'webpack', airlock: 'airlock-webpack', react: 'react-webpack' },
]

/** Neither a floor nor Airlock. */
export const isPeer = (id: string): boolean => !id.startsWith('react') && !id.startsWith('airlock') && id !== 'html'
