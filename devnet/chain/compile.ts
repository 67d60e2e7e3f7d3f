import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

const here = dirname(fileURLToPath(import.meta.url))
/** Each contract and the source file that holds it. */
const SOURCES = {
  DevnetToken: 'DevnetTokens.sol',
  DevnetTetherToken: 'DevnetTokens.sol',
  DevnetCollectibles: 'DevnetTokens.sol',
  DevnetBatchExecutor: 'DevnetBatchExecutor.sol',
  DevnetVerifyingPaymaster: 'DevnetVerifyingPaymaster.sol',
  DevnetCallGasMeter: 'DevnetCallGasMeter.sol',
} as const
const sourceFiles = [...new Set(Object.values(SOURCES))]
/** Gitignored (devnet/.gitignore): compiled output keyed by the source and compiler version. */
const cacheDir = join(here, '..', '.cache')

export const contractNames = Object.keys(SOURCES) as ReadonlyArray<keyof typeof SOURCES>
export type ContractName = (typeof contractNames)[number]

export interface Artifact {
  readonly abi: Abi
  readonly bytecode: Hex
}
export type Artifacts = Readonly<Record<ContractName, Artifact>>

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/** solc-js is a CommonJS module of about 9 MB of wasm: loaded only when the cache misses. */
interface Solc {
  version(): string
  compile(input: string, callbacks?: { import(path: string): { contents: string } | { error: string } }): string
}
const require = createRequire(import.meta.url)
const loadSolc = (): Solc => require('solc') as Solc

/** Imports of audited library sources resolve to the pinned npm packages, never to anything fetched. */
const LIBRARY_PREFIX = '@openzeppelin/contracts/'
const LIBRARY_VERSION = (require('@openzeppelin/contracts/package.json') as { version: string }).version

function readLibrarySource(path: string): { contents: string } | { error: string } {
  if (!path.startsWith(LIBRARY_PREFIX) || path.includes('..')) return { error: `not a devnet library import: ${path}` }
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

const SOLC_VERSION = '0.8.30'

function compileWithSolc(sources: Readonly<Record<string, string>>): Artifacts {
  const solc = loadSolc()
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([file, content]) => [file, { content }])),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // The devnet chains run hardhat's latest hardfork; prague is solc 0.8.30's default and runs there.
      evmVersion: 'prague',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: readLibrarySource })) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(`solc: ${errors.map((e) => e.formattedMessage).join('\n')}`)
  const artifacts = {} as Record<ContractName, Artifact>
  for (const name of contractNames) {
    const contract = output.contracts?.[SOURCES[name]]?.[name]
    if (!contract) throw new Error(`solc: no output for ${name}`)
    artifacts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return artifacts
}

/**
 * The devnet contracts, compiled with solc-js (never hardhat's compiler download, unreachable offline).
 * A cold compile takes a couple of seconds, so the result is cached on disk by source hash; the
 * write is atomic so parallel test files can race safely.
 */
export async function loadArtifacts(): Promise<Artifacts> {
  const sources: Record<string, string> = {}
  for (const file of sourceFiles) sources[file] = await readFile(join(here, 'contracts', file), 'utf8')
  const hash = createHash('sha256').update(SOLC_VERSION).update('\0').update(LIBRARY_VERSION)
  for (const file of sourceFiles) hash.update('\0').update(file).update('\0').update(sources[file] ?? '')
  const key = hash.digest('hex').slice(0, 16)
  const cacheFile = join(cacheDir, `artifacts-${key}.json`)
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as Artifacts
  } catch {
    // Missing or unreadable cache: compile below.
  }
  const artifacts = compileWithSolc(sources)
  try {
    await mkdir(cacheDir, { recursive: true })
    const temporary = `${cacheFile}.${process.pid}.${Date.now()}.tmp`
    await writeFile(temporary, JSON.stringify(artifacts))
    await rename(temporary, cacheFile)
  } catch {
    // A read-only checkout still works, it just compiles every time.
  }
  return artifacts
}
