/**
 * `npm run frame:build -- <dir>`: the secure frame as a static site, for hosting it yourself (README
 * "Host the secure frame"). Add your config.json beside the files and serve them with the CSP header.
 */
import { resolve } from 'node:path'
import { writeFrame } from './build'

const outDir = resolve(process.argv[2] ?? 'frame-dist')
writeFrame(outDir).then(
  (names) => process.stdout.write(`secure frame written to ${outDir}: ${names.join(', ')}\n`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
