import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The product's TypeScript sources below `dirs` of `root` (tests and test kits left out). */
export function sourceFiles(root: string, dirs: ReadonlyArray<string>): string[] {
  const found: string[] = []
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes('/testing')) found.push(path)
    }
  }
  for (const dir of dirs) walk(join(root, dir))
  return found
}
