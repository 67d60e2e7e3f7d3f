import { allShownMessages } from '../../kernel/errors/allShownMessages'
import { allThrownMessages } from '../../kernel/errors/allThrownMessages'

type Text = (...args: string[]) => string
const hole = '\u0000'
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The kernel's texts (SPEC §8 shown and thrown messages, the send form's refusals) stay English in
 * the kernel, whose states carry them as values; the renderer translates them as it shows them.
 * A text is found by its English (kernel/errors stays the one place that spells it), a message
 * with parameters by its English shape, the parameters carried over. A text the kernel does not
 * own (a wallet's words) stays as it is. Only language chunks hold this code.
 */
export function kernelTranslator(table: object): (text: string) => string {
  const english: object = { ...allShownMessages, ...allThrownMessages }
  const pairs = Object.entries(table).flatMap(([key, local]) => {
    const source: unknown = (english as Record<string, unknown>)[key]
    if (typeof source === 'string' && typeof local === 'string') return [(text: string) => (text === source ? local : undefined)]
    if (typeof source !== 'function' || typeof local !== 'function') return []
    const shape = new RegExp(`^${(source as Text)(hole, hole).split(hole).map(escape).join('(.*?)')}$`)
    return [(text: string) => {
      const found = shape.exec(text)
      return found ? (local as Text)(...found.slice(1)) : undefined
    }]
  })
  return (text) => {
    for (const match of pairs) {
      const local = match(text)
      if (local !== undefined) return local
    }
    return text
  }
}
