import { useCallback } from 'react'
import { alertCatalogue, shownMessages, thrownMessages } from '../../kernel'
import { defineMessages, useMessages } from './catalogue'

/**
 * The kernel's texts (SPEC §8 shown and thrown messages, the alerts, the send form's refusals). The
 * kernel keeps them in English as values and states carry them as such; the renderer translates them
 * as it shows them. Their English is the kernel's own: kernel/errors stays the one place that spells it.
 */
export const kernelMessages = defineMessages('kernel', { ...shownMessages, ...thrownMessages, alerts: alertCatalogue })

type Text = (...args: string[]) => string
const hole = '\u0000'
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A kernel text in the active language: found by its English (a message with parameters by its
 * English shape, the parameters carried over); a text the kernel does not own (a wallet's words)
 * stays as it is.
 */
export function useKernelText(): (text: string) => string {
  const messages = useMessages(kernelMessages) as unknown as Record<string, unknown>
  return useCallback(
    (text: string) => {
      for (const [key, english] of Object.entries(kernelMessages.en)) {
        const local = messages[key]
        if (english === text) return typeof local === 'string' ? local : text
        if (typeof english !== 'function' || typeof local !== 'function') continue
        const shape = new RegExp(`^${(english as Text)(hole, hole).split(hole).map(escape).join('(.*?)')}$`)
        const found = shape.exec(text)
        if (found) return (local as Text)(...found.slice(1))
      }
      return text
    },
    [messages],
  )
}
