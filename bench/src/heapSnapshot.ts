import type { Page } from 'playwright-core'

/** Self sizes of a heap snapshot (bytes), by what holds them. */
export interface HeapComposition {
  /** V8 code: bytecode, baseline and optimised machine code of the functions that have run. */
  readonly code: number
  /** JS values: objects, closures, arrays, strings, numbers, shapes and V8's hidden internals. */
  readonly js: number
  /** Blink's native objects (DOM, CSS, performance entries) and V8's native lists. */
  readonly native: number
  /** Live count per JS constructor ('object' and 'closure' nodes), for telling a leak from a warm-up. */
  readonly constructors: ReadonlyMap<string, number>
}

interface RawSnapshot {
  readonly snapshot: { readonly meta: { readonly node_fields: ReadonlyArray<string>; readonly node_types: readonly [ReadonlyArray<string>, ...unknown[]] } }
  readonly nodes: ReadonlyArray<number>
  readonly strings: ReadonlyArray<string>
}

/** A full snapshot through CDP (the snapshot forces a GC first). */
export async function heapComposition(page: Page): Promise<HeapComposition> {
  const cdp = await page.context().newCDPSession(page)
  const chunks: string[] = []
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk))
  try {
    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    await cdp.detach()
  }
  // The snapshot's own format (V8); the bench only reads its own browser's output.
  return compose(JSON.parse(chunks.join('')) as RawSnapshot)
}

function compose(raw: RawSnapshot): HeapComposition {
  const fields = raw.snapshot.meta.node_fields
  const types = raw.snapshot.meta.node_types[0]
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  let code = 0
  let js = 0
  let native = 0
  const constructors = new Map<string, number>()
  for (let i = 0; i < raw.nodes.length; i += width) {
    const type = types[raw.nodes[i + typeAt]!]
    const size = raw.nodes[i + sizeAt]!
    if (type === 'code') code += size
    else if (type === 'native' || type === 'synthetic') native += size
    else js += size
    if (type === 'object' || type === 'closure') {
      // Context names carry a per-snapshot id ("system / Context / scope @123"): drop it to compare.
      const name = `${type === 'closure' ? 'closure ' : ''}${(raw.strings[raw.nodes[i + nameAt]!] ?? '').replace(/ @\d+/g, '')}`
      constructors.set(name, (constructors.get(name) ?? 0) + 1)
    }
  }
  return { code, js, native, constructors }
}

/** What grew between two snapshots: bytes by holder, and the constructors whose live count grew most. */
export function heapGrowth(before: HeapComposition, after: HeapComposition, top = 3) {
  const grown = [...after.constructors]
    .map(([name, n]) => ({ name, added: n - (before.constructors.get(name) ?? 0) }))
    .filter((c) => c.added > 0)
    .sort((a, b) => b.added - a.added)
    .slice(0, top)
  return { code: after.code - before.code, js: after.js - before.js, native: after.native - before.native, topConstructors: grown }
}
