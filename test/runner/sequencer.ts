import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The order `vitest run` starts test files in. The fuzz shards are minutes of CPU each, and the
 * browser suites spend part of their time waiting on Chromium, a devnet or a SPEC timer: one shard is
 * started after every few browser files, so a core the browser suites leave idle does fuzz work, and
 * no shard is left running alone at the end. The node and component files, short, fill the tail.
 */
export class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const fuzz = sorted.filter((file) => file.project.name === 'fuzz')
    const browser = sorted.filter((file) => file.project.name === 'browser')
    const rest = sorted.filter((file) => file.project.name !== 'fuzz' && file.project.name !== 'browser')
    if (fuzz.length === 0 || browser.length === 0) return [...browser, ...fuzz, ...rest]
    const every = Math.max(1, Math.floor(browser.length / fuzz.length))
    const order: TestSpecification[] = []
    browser.forEach((file, i) => {
      if (i % every === 0 && fuzz.length > 0) order.push(fuzz.shift()!)
      order.push(file)
    })
    return [...order, ...fuzz, ...rest]
  }
}
