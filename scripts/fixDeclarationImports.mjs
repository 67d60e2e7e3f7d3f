// Declarations as tsc writes them keep the sources' extensionless relative imports, which Node's
// ESM resolution (`moduleResolution: node16`/`nodenext`) refuses. This names each import's file
// (`./x.js` or `./x/index.js`), so the types resolve under every resolution mode.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const root = resolve(process.argv[2] ?? 'dist/types')

function resolved(file, specifier) {
  if (/\.(js|mjs|cjs|json|css)$/.test(specifier)) return specifier
  const base = resolve(dirname(file), specifier)
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier}/index.js`
  return specifier
}

function visit(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) visit(path)
    else if (name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8')
      const fixed = text
        .replace(/(\bfrom\s*['"])(\.{1,2}(?:\/[^'"]*)?)(['"])/g, (_, a, spec, b) => `${a}${resolved(path, spec)}${b}`)
        .replace(/(\bimport\(\s*['"])(\.{1,2}(?:\/[^'"]*)?)(['"]\s*\))/g, (_, a, spec, b) => `${a}${resolved(path, spec)}${b}`)
      if (fixed !== text) writeFileSync(path, fixed)
    }
  }
}

visit(root)
