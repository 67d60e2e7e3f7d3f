// Collects the CSS that wyw-in-js extracts from linaria `css` blocks and writes it as one
// styles.css, every rule inside an `@layer airlock.*` (DESIGN §6). Works with rollup and rolldown.
import wyw from '@wyw-in-js/rollup'

export const layerOrder = '@layer airlock.reset, airlock.theme, airlock.components, airlock.views;'

/** The layer a source file's rules belong to, by where the file lives. */
export function layerOf(id) {
  const path = id.replace(/\\/g, '/')
  if (path.includes('/ui/theme/reset')) return 'airlock.reset'
  if (path.includes('/ui/theme/')) return 'airlock.theme'
  if (path.includes('/ui/views/')) return 'airlock.views'
  return 'airlock.components'
}

const prefix = '\0airlock-css:'

/**
 * Returns the plugins to put first in `plugins`: [css collector, wyw]. `fileName` is the emitted
 * stylesheet; `onCss(text)` (optional) receives the stylesheet too.
 */
export function airlockStyles({ fileName = 'styles.css', onCss } = {}) {
  const extractor = wyw({
    include: ['**/ui/**/*.{ts,tsx}'],
    exclude: ['**/*.test.{ts,tsx}'],
    babelOptions: {
      presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
    },
  })
  const sheets = new Map()
  const collector = {
    name: 'airlock-css',
    resolveId(source) {
      if (source.endsWith('.css') && extractor.load(source) !== undefined) return `${prefix}${source}.js`
      return null
    },
    load(id) {
      if (!id.startsWith(prefix)) return null
      const source = id.slice(prefix.length, -'.js'.length)
      sheets.set(source, `@layer ${layerOf(source)}{${extractor.load(source)}}`)
      return { code: 'export {}', moduleSideEffects: true, moduleType: 'js' }
    },
    generateBundle() {
      const text = [layerOrder, ...[...sheets.keys()].sort().map((key) => sheets.get(key))].join('\n') + '\n'
      onCss?.(text)
      this.emitFile({ type: 'asset', fileName, source: text })
    },
  }
  // wyw runs its transforms one at a time; hand it only the modules that use linaria.
  const linaria = {
    name: 'wyw-in-js',
    resolveId: (source) => extractor.resolveId(source),
    load: (id) => extractor.load(id),
    transform(code, id) {
      if (!/[\\/]ui[\\/].*\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id) || !code.includes('@linaria/core')) return null
      return extractor.transform.call(this, code, id)
    },
  }
  return [collector, linaria]
}
