import { readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

/** The renderer's feature bundles (SPEC §1 "load on demand"), by the chunk name rollup gives them. */
const features = ['SendView', 'ReceiveView', 'HistoryView']

const files = new Map<string, string>()

/** Every script and stylesheet of a build folder, by its path inside it. */
function readBuild(dir: string, prefix = ''): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) readBuild(join(dir, entry.name), `${prefix}${entry.name}/`)
    else if (/\.(js|css)$/.test(entry.name)) files.set(`${prefix}${entry.name}`, readFileSync(join(dir, entry.name), 'utf8'))
  }
}

/** Relative specifiers of a chunk's static imports (`import … from`, `import '…'`, `export … from`) and dynamic ones. */
function importsOf(file: string): { readonly static: string[]; readonly dynamic: string[] } {
  const code = files.get(file) ?? ''
  const resolve = (spec: string) => posix.normalize(posix.join(posix.dirname(file), spec))
  const statics = [...code.matchAll(/(?:^|[;\n])\s*(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?['"](\.[^'"]+)['"]/g)].map((m) => resolve(m[1]!))
  const dynamics = [...code.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((m) => resolve(m[1]!))
  return { static: statics, dynamic: dynamics }
}

/** Every file the entry loads before running: its static imports, transitively. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>()
  const queue = [entry]
  while (queue.length) {
    const next = queue.pop()!
    if (seen.has(next)) continue
    seen.add(next)
    queue.push(...importsOf(next).static)
  }
  return seen
}

/** The checks of the library build's output, on the folder `dist()` names once the build is done. */
export function describeFeatureChunks(dist: () => string): void {
describe('build output: feature bundles load on demand (SPEC §1, DESIGN §6)', () => {
  beforeAll(() => readBuild(dist()))

  it('each feature bundle is its own chunk; the airlock/react entry reaches it only by dynamic import', () => {
    expect(files.has('react.js')).toBe(true)
    const reachable = staticClosure('react.js')
    const dynamic = [...reachable].flatMap((file) => importsOf(file).dynamic)
    for (const feature of features) {
      const chunk = [...files.keys()].find((name) => name.startsWith(`chunks/${feature}-`) && name.endsWith('.js'))
      expect(chunk, `${feature} has its own chunk`).toBeDefined()
      expect(reachable.has(chunk!), `the entry statically reaches ${chunk}`).toBe(false)
      expect(dynamic, `${feature} is imported on demand`).toContain(chunk)
    }
  })

  it('the static closure of the entry holds none of the feature code', () => {
    const reachable = staticClosure('react.js')
    for (const file of reachable) {
      const code = files.get(file) ?? ''
      // Texts that only the feature views contain.
      expect(code, file).not.toContain('Check your wallet to approve the transaction.')
      expect(code, file).not.toContain('Activity is only available on EVM networks.')
      expect(code, file).not.toContain('Copy address')
    }
  })

  it('DESIGN §6 one styles.css: the layer order first, then every rule inside an @layer airlock.* block', () => {
    const styles = files.get('styles.css') ?? ''
    const order = '@layer airlock.reset, airlock.theme, airlock.components, airlock.views;'
    expect(styles.startsWith(order)).toBe(true)
    let i = order.length
    let blocks = 0
    while (i < styles.length) {
      if (/\s/.test(styles[i]!)) {
        i += 1
        continue
      }
      const head = /^@layer airlock\.(reset|theme|components|views)\{/.exec(styles.slice(i, i + 40))
      expect(head, `rule outside a layer at ${styles.slice(i, i + 60)}`).not.toBeNull()
      let depth = 0
      let j = i
      for (; j < styles.length; j += 1) {
        if (styles[j] === '{') depth += 1
        if (styles[j] === '}' && --depth === 0) break
      }
      expect(depth).toBe(0)
      blocks += 1
      i = j + 1
    }
    expect(blocks).toBeGreaterThan(5)
    // SPEC §2 constants reached the stylesheet: width, durations, reduced motion.
    expect(styles).toContain('--airlock-modal-width:360px')
    expect(styles).toContain('--airlock-duration-view:150ms')
    expect(styles).toContain('--airlock-duration-height:150ms')
    expect(styles).toContain('--airlock-duration-header:120ms')
    expect(styles).toContain('--airlock-duration-shake:500ms')
    expect(styles).toMatch(/prefers-reduced-motion: ?reduce/)
  })

  it('§2 every :hover rule sits inside @media (hover: hover), so a tap on a phone leaves no hover colour behind', () => {
    const styles = files.get('styles.css') ?? ''
    const open: string[] = []
    const unguarded: string[] = []
    let prelude = ''
    for (const char of styles) {
      if (char === '{') {
        if (prelude.includes(':hover') && !open.some((head) => /@media ?\(hover: ?hover\)/.test(head))) unguarded.push(prelude.trim())
        open.push(prelude)
        prelude = ''
      } else if (char === '}' || char === ';') {
        if (char === '}') open.pop()
        prelude = ''
      } else prelude += char
    }
    expect(styles).toContain(':hover')
    expect(unguarded).toEqual([])
  })
})
}
