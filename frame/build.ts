import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url))

export type FrameFiles = Readonly<Record<string, { body: string; type: string }>>

/**
 * The frame as a static site: index.html, main.js, frame.css, refused.js for the refusal page, and the
 * social login callback page (social-callback.html, socialCallback.js); config.json is the host's.
 * index.html carries a CSP of its own in a <meta> for hosts that set no header; the header
 * (frame/csp.ts, README "Host the secure frame") narrows it and adds frame-ancestors, which a <meta>
 * cannot.
 */
export async function buildFrame(): Promise<FrameFiles> {
  const result = await build({
    entryPoints: { main: here('./main.ts'), refused: here('./refused.ts'), socialCallback: here('./socialCallback.ts') },
    outdir: here('./.build'),
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  })
  const output = (name: string): string => {
    const text = result.outputFiles.find((file) => file.path.endsWith(`/${name}`))?.text
    if (text === undefined) throw new Error(`The frame build produced no ${name}`)
    return text
  }
  const js = 'text/javascript; charset=utf-8'
  const html = 'text/html; charset=utf-8'
  return {
    '/': { body: await readFile(here('./index.html'), 'utf8'), type: html },
    '/main.js': { body: output('main.js'), type: js },
    '/refused.js': { body: output('refused.js'), type: js },
    '/social-callback.html': { body: await readFile(here('./social-callback.html'), 'utf8'), type: html },
    '/socialCallback.js': { body: output('socialCallback.js'), type: js },
    '/frame.css': { body: await readFile(here('./frame.css'), 'utf8'), type: 'text/css; charset=utf-8' },
  }
}

/** The page sent instead of the frame to a page origin the project does not allow. */
export function refusalPage(reason: 'UNVERIFIED_DOMAIN' | 'PROJECT_ID_NOT_CONFIGURED'): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="airlock-refusal" content="${reason}" />
    <title>Airlock secure frame</title>
    <script type="module" src="./refused.js"></script>
  </head>
  <body></body>
</html>
`
}

/** Writes the static site into `outDir` (index.html for '/'); returns the file names written. */
export async function writeFrame(outDir: string): Promise<string[]> {
  const files = await buildFrame()
  await mkdir(outDir, { recursive: true })
  const names = Object.keys(files).map((path) => (path === '/' ? 'index.html' : path.slice(1)))
  await Promise.all(Object.values(files).map((file, i) => writeFile(join(outDir, names[i]!), file.body)))
  return names
}
