import { createHash } from 'node:crypto'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const SOURCE = 'DevnetSmartAccount.sol'
const SOLC_VERSION = '0.8.30'
/**
 * The compiled output sits beside the source, keyed by the source's hash: a cold solc-js compile of the
 * account with its OpenZeppelin imports takes half a minute of CPU, too much for every devnet start on
 * a clean checkout. Changing the source recompiles once and rewrites the file.
 */
const artifactFile = join(here, 'DevnetSmartAccountFactory.artifact.json')

export interface SmartAccountArtifacts {
  readonly sourceHash: string
  readonly factory: { readonly abi: Abi; readonly bytecode: Hex }
}

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/** Imports resolve to the published sources in node_modules (@account-abstraction, @openzeppelin). */
function findImports(path: string): { contents: string } | { error: string } {
  try {
    return { contents: require('node:fs').readFileSync(require.resolve(path), 'utf8') as string }
  } catch {
    return { error: `not found: ${path}` }
  }
}

/**
 * The smart account of the embedded wallet, compiled with solc-js against the published sources (see
 * artifactFile; the rewrite is atomic so parallel test files can race).
 */
export async function loadSmartAccountArtifacts(): Promise<SmartAccountArtifacts> {
  const content = await readSmartAccountSource()
  const sourceHash = smartAccountSourceHash(content)
  try {
    const stored = JSON.parse(await readFile(artifactFile, 'utf8')) as SmartAccountArtifacts
    if (stored.sourceHash === sourceHash) return stored
  } catch {
    // Missing or unreadable: compile below.
  }
  const solc = require('solc') as { compile(input: string, callbacks: { import: typeof findImports }): string }
  const input = {
    language: 'Solidity',
    sources: { [SOURCE]: { content } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'prague',
      outputSelection: { [SOURCE]: { DevnetSmartAccountFactory: ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(`solc: ${errors.map((e) => e.formattedMessage).join('\n')}`)
  const factory = output.contracts?.[SOURCE]?.DevnetSmartAccountFactory
  if (!factory) throw new Error('solc: no output for DevnetSmartAccountFactory')
  const artifacts: SmartAccountArtifacts = { sourceHash, factory: { abi: factory.abi, bytecode: `0x${factory.evm.bytecode.object}` } }
  try {
    const temporary = `${artifactFile}.${process.pid}.${Date.now()}.tmp`
    await writeFile(temporary, `${JSON.stringify(artifacts)}\n`)
    await rename(temporary, artifactFile)
  } catch {
    // A read-only checkout still works, it just compiles every time.
  }
  return artifacts
}

/** The source and compiler version the stored artifact was built from. */
export const smartAccountSourceHash = (content: string): string =>
  createHash('sha256').update(SOLC_VERSION).update('\0').update(content).digest('hex').slice(0, 16)

export const readSmartAccountSource = (): Promise<string> => readFile(join(here, SOURCE), 'utf8')
