/**
 * Component tests run the TypeScript sources directly; linaria's real `css` only works after the
 * build transform. This stand-in turns each `css` block into a stable class name.
 */
let counter = 0

export function css(_strings: TemplateStringsArray, ..._values: unknown[]): string {
  counter += 1
  return `lc${counter}`
}

export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
