// webpack loader for the project's TypeScript: linaria's extraction (handed in by webpackPage.ts),
// then esbuild's transform to es2022 JavaScript with the automatic JSX runtime.
import { transform } from 'esbuild'

export default function airlockTypeScript(source) {
  const done = this.async()
  const { transform: extract } = this.getOptions()
  const path = this.resourcePath
  Promise.resolve(extract(source, path))
    .then((code) => transform(code ?? source, { loader: path.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic', target: 'es2022', sourcefile: path }))
    .then((result) => done(null, result.code), done)
}
