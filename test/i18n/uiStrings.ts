import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** A piece of text a person could read that sits in renderer code instead of a message catalogue. */
export interface StrayString {
  readonly file: string
  readonly line: number
  readonly text: string
}

/**
 * JSX props whose string values are machinery, not text: class names, roles, URLs, ids, data and
 * state attributes. Every other string prop (aria-label, title, placeholder, alt, label...) is text.
 */
const technicalProps = new Set([
  'className', 'class', 'href', 'src', 'type', 'role', 'id', 'name', 'rel', 'target', 'key', 'htmlFor',
  'autoComplete', 'inputMode', 'enterKeyHint', 'spellCheck', 'autoCapitalize', 'pattern', 'dir', 'lang',
  'aria-live', 'aria-hidden', 'aria-haspopup', 'aria-expanded', 'aria-current', 'aria-checked', 'aria-selected',
  'aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-modal', 'aria-busy', 'aria-orientation',
  'aria-pressed', 'aria-disabled', 'aria-invalid', 'aria-atomic', 'aria-relevant', 'aria-valuemin',
  'aria-valuemax', 'aria-valuenow',
  'variant', 'size', 'tone', 'kind', 'view', 'loading', 'decoding', 'referrerPolicy', 'crossOrigin', 'method',
  'viewBox', 'd', 'fill', 'stroke', 'strokeWidth', 'strokeLinecap', 'strokeLinejoin', 'fillRule', 'clipRule',
  'xmlns', 'width', 'height', 'x', 'y', 'cx', 'cy', 'r', 'rx', 'ry', 'points', 'transform', 'mode', 'step',
  'min', 'max', 'inert', 'tabIndex', 'value', 'shapeRendering', 'overflow', 'textAnchor', 'dominantBaseline',
])

/** Object keys and parameters that carry display text. */
const textKeys = new Set(['label', 'title', 'description', 'message', 'text', 'placeholder', 'copied', 'tagText', 'alt', 'headline', 'detail'])

/** Names that read the same in every language. */
const brandNames = new Set(['WalletConnect', 'Airlock', 'QR', 'SIWE', 'SIWX', 'ENS', 'EVM'])

/** Readable text: a letter, and not a CSS-like token, a brand, or a lone symbol. */
function isText(text: string): boolean {
  const trimmed = text.trim()
  if (!/\p{L}/u.test(trimmed)) return false
  if (brandNames.has(trimmed)) return false
  return true
}

/** Text-looking string literals outside JSX: a capitalised word followed by more words ('Connect Wallet'). */
function isProse(text: string): boolean {
  return /^\p{Lu}\p{Ll}+(?:[ ,.'’-]+\p{L}+)+[.!?…]*$/u.test(text.trim()) && !brandNames.has(text.trim())
}

const isTestFile = (name: string) => /\.test\.tsx?$/.test(name) || name.includes('/testing/')

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (/\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) yield path
  }
}

/**
 * Catalogue files are where text belongs: the translations (ui/i18n) and the English sources, a
 * `messages.ts` that defines a catalogue (a plain object of texts there would never be translated).
 */
const isCatalogue = (path: string, code: string) => /^ui\/i18n\//.test(path) || (/(^|\/)messages\.ts$/.test(path) && code.includes('defineMessages('))

/**
 * Every piece of readable text in the renderer's code that does not come from a catalogue: JSX text,
 * string props other than technical ones, string literals and template texts inside JSX expressions,
 * and sentence-like string literals anywhere else (view titles, fallbacks).
 */
export function findStrayStrings(root: string, dirs: ReadonlyArray<string>): StrayString[] {
  const found: StrayString[] = []
  for (const dir of dirs) {
    for (const path of sourceFiles(join(root, dir))) {
      const file = relative(root, path)
      const code = readFileSync(path, 'utf8')
      if (isTestFile(file) || isCatalogue(file, code)) continue
      const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
      const report = (node: ts.Node, text: string) =>
        found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() })

      /** Literal text inside a JSX expression or text prop: conditionals, ?? fallbacks, templates. */
      const visitExpression = (node: ts.Node): void => {
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
          if (isText(node.text)) report(node, node.text)
          return
        }
        if (ts.isTemplateExpression(node)) {
          const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
          if (isText(parts)) report(node, node.getText())
          node.templateSpans.forEach((s) => visitExpression(s.expression))
          return
        }
        // A call's arguments are data for the callee (a key, an id), not text; a callback may hold JSX.
        if (ts.isCallExpression(node)) {
          visitExpression(node.expression)
          node.arguments.forEach((arg) => (ts.isArrowFunction(arg) || ts.isFunctionExpression(arg) ? visit(arg) : undefined))
          return
        }
        if (ts.isElementAccessExpression(node)) return
        if (ts.isBinaryExpression(node) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.operatorToken.kind)) return
        if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return visit(node)
        ts.forEachChild(node, visitExpression)
      }

      const visit = (node: ts.Node): void => {
        if (ts.isJsxText(node)) {
          if (isText(node.text)) report(node, node.text)
          return
        }
        if (ts.isJsxAttribute(node)) {
          const name = node.name.getText(source)
          if (technicalProps.has(name) || name.startsWith('data-') || name.startsWith('on')) return
          const init = node.initializer
          if (!init) return
          if (ts.isStringLiteral(init)) {
            if (isText(init.text)) report(init, init.text)
          } else if (ts.isJsxExpression(init) && init.expression) visitExpression(init.expression)
          return
        }
        if (ts.isJsxExpression(node)) {
          if (node.expression) visitExpression(node.expression)
          return
        }
        if (ts.isTaggedTemplateExpression(node) || ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
        if (ts.isLiteralTypeNode(node)) return
        // `{ label: 'Tokens' }`: an object built for display.
        if (ts.isPropertyAssignment(node) && textKeys.has(node.name.getText(source))) {
          visitExpression(node.initializer)
          return
        }
        // A default text: `function Spinner({ label = 'Loading' })`.
        if (ts.isBindingElement(node) && node.initializer && textKeys.has(node.name.getText(source))) {
          visitExpression(node.initializer)
          return
        }
        if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isProse(node.text)) {
          // `throw new Error('...')` speaks to developers, not to the person at the modal.
          const parent = node.parent
          if (!(ts.isNewExpression(parent) && parent.expression.getText(source) === 'Error')) report(node, node.text)
          return
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
    }
  }
  return found
}
