import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { keccak256, type Abi, type Hex } from 'viem'

const here = dirname(fileURLToPath(import.meta.url))
/** Gitignored (devnet/.gitignore), shared with the token artifacts. */
const cacheDir = join(here, '..', '..', '.cache')
const require = createRequire(import.meta.url)

/**
 * Uniswap V2 as published: core (factory, pair) needs solc 0.5.16 exactly, periphery (router, WETH9)
 * 0.6.6 exactly, the versions their pragmas pin. Both compilers are npm aliases of solc-js builds.
 */
const CORE = { solc: 'solc-0.5.16', version: '0.5.16', roots: ['@uniswap/v2-core/contracts/UniswapV2Factory.sol'] } as const
const PERIPHERY = {
  solc: 'solc-0.6.6',
  version: '0.6.6',
  roots: ['@uniswap/v2-periphery/contracts/UniswapV2Router02.sol', '@uniswap/v2-periphery/contracts/test/WETH9.sol'],
} as const
/** The settings Uniswap built its deployed contracts with. */
const SETTINGS = { optimizer: { enabled: true, runs: 999_999 }, evmVersion: 'istanbul' } as const

/** The router finds pairs by CREATE2 address, so it holds the hash of the pair's creation code. */
const PAIR_LIBRARY = '@uniswap/v2-periphery/contracts/libraries/UniswapV2Library.sol'
const PUBLISHED_INIT_CODE_HASH = '96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

export interface AmmArtifact {
  readonly abi: Abi
  readonly bytecode: Hex
}
export interface AmmArtifacts {
  readonly factory: AmmArtifact
  readonly pair: AmmArtifact
  readonly router: AmmArtifact
  readonly weth: AmmArtifact
  /** keccak256 of the pair's creation code, as compiled here (the router's copy is patched to it). */
  readonly pairInitCodeHash: Hex
}

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}
interface Solc {
  compile(input: string): string
}

/** A package file's path on disk: '@uniswap/v2-core/contracts/X.sol' resolves from the package root. */
function fileOf(sourceKey: string): string {
  const [scope, name, ...rest] = sourceKey.split('/')
  const packageJson = require.resolve(`${scope}/${name}/package.json`)
  return join(dirname(packageJson), ...rest)
}

/** Every source the roots import, keyed by import path (relative imports resolve against their file). */
async function gatherSources(roots: ReadonlyArray<string>): Promise<Map<string, string>> {
  const sources = new Map<string, string>()
  const pending = [...roots]
  while (pending.length > 0) {
    const key = pending.pop() as string
    if (sources.has(key)) continue
    const content = await readFile(fileOf(key), 'utf8')
    sources.set(key, content)
    for (const match of content.matchAll(/^import\s+['"]([^'"]+)['"];/gm)) {
      const target = match[1] as string
      pending.push(target.startsWith('.') ? posix.normalize(posix.join(posix.dirname(key), target)) : target)
    }
  }
  return sources
}

function compile(solcPackage: string, sources: Map<string, string>): NonNullable<SolcOutput['contracts']> {
  const solc = require(solcPackage) as Solc
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries([...sources].map(([key, content]) => [key, { content }])),
    settings: { ...SETTINGS, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(`${solcPackage}: ${errors.map((e) => e.formattedMessage).join('\n')}`)
  return output.contracts ?? {}
}

function pick(contracts: NonNullable<SolcOutput['contracts']>, file: string, name: string): AmmArtifact {
  const contract = contracts[file]?.[name]
  if (!contract) throw new Error(`solc: no output for ${name} in ${file}`)
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
}

function compileAll(core: Map<string, string>, periphery: Map<string, string>): AmmArtifacts {
  const coreOut = compile(CORE.solc, core)
  const factory = pick(coreOut, '@uniswap/v2-core/contracts/UniswapV2Factory.sol', 'UniswapV2Factory')
  const pair = pick(coreOut, '@uniswap/v2-core/contracts/UniswapV2Pair.sol', 'UniswapV2Pair')
  const pairInitCodeHash = keccak256(pair.bytecode)
  const library = periphery.get(PAIR_LIBRARY)
  if (!library?.includes(PUBLISHED_INIT_CODE_HASH)) throw new Error(`${PAIR_LIBRARY}: init code hash not found`)
  const patched = new Map(periphery).set(PAIR_LIBRARY, library.replace(PUBLISHED_INIT_CODE_HASH, pairInitCodeHash.slice(2)))
  const peripheryOut = compile(PERIPHERY.solc, patched)
  return {
    factory,
    pair,
    router: pick(peripheryOut, '@uniswap/v2-periphery/contracts/UniswapV2Router02.sol', 'UniswapV2Router02'),
    weth: pick(peripheryOut, '@uniswap/v2-periphery/contracts/test/WETH9.sol', 'WETH9'),
    pairInitCodeHash,
  }
}

/** Checked in: a cold compile takes most of a minute (solc-js builds of that age are asm.js). */
export const CHECKED_IN_FILE = join(here, 'uniswapV2.json')

interface StoredArtifacts {
  /** Hash of the compiler versions, settings and every source: a stale file is never used. */
  readonly key: string
  readonly artifacts: AmmArtifacts
}

async function sourcesAndKey(): Promise<{ core: Map<string, string>; periphery: Map<string, string>; key: string }> {
  const core = await gatherSources(CORE.roots)
  const periphery = await gatherSources(PERIPHERY.roots)
  const hash = createHash('sha256').update(`${CORE.version}\0${PERIPHERY.version}\0${JSON.stringify(SETTINGS)}`)
  for (const [key, content] of [...core, ...periphery].sort(([a], [b]) => a.localeCompare(b))) hash.update(`\0${key}\0${content}`)
  return { core, periphery, key: hash.digest('hex').slice(0, 16) }
}

async function readStored(file: string, key: string): Promise<AmmArtifacts | undefined> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as StoredArtifacts
    return stored.key === key ? stored.artifacts : undefined
  } catch {
    return undefined
  }
}

async function writeAtomically(file: string, stored: StoredArtifacts): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temporary, `${JSON.stringify(stored)}\n`)
  await rename(temporary, file)
}

/** The key of the sources now in node_modules, and the one the checked-in file was built from. */
export async function artifactKeys(): Promise<{ sources: string; checkedIn: string | undefined }> {
  const { key } = await sourcesAndKey()
  const checkedIn = await readFile(CHECKED_IN_FILE, 'utf8').then(
    (text) => (JSON.parse(text) as StoredArtifacts).key,
    () => undefined,
  )
  return { sources: key, checkedIn }
}

/** Compiles afresh and rewrites the checked-in file (`npm run devnet:amm` after a Uniswap or solc bump). */
export async function rebuildCheckedIn(): Promise<void> {
  const { core, periphery, key } = await sourcesAndKey()
  await writeAtomically(CHECKED_IN_FILE, { key, artifacts: compileAll(core, periphery) })
}

/**
 * The Uniswap V2 contracts compiled from their npm sources: the checked-in build when it matches the
 * sources, else a disk cache keyed the same way, else a fresh compile (written atomically so
 * parallel devnets can race).
 */
export async function loadAmmArtifacts(): Promise<AmmArtifacts> {
  const { core, periphery, key } = await sourcesAndKey()
  const cacheFile = join(cacheDir, `amm-${key}.json`)
  const stored = (await readStored(CHECKED_IN_FILE, key)) ?? (await readStored(cacheFile, key))
  if (stored) return stored
  const artifacts = compileAll(core, periphery)
  // A read-only checkout still works, it just compiles every time.
  await writeAtomically(cacheFile, { key, artifacts }).catch(() => undefined)
  return artifacts
}
