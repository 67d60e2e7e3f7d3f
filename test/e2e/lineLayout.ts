import type { Locator } from 'playwright-core'

// Measures of laid-out text for the look tests: which line each character landed on, and how much
// room a focused field leaves between its text, its focus ring and the box around it.

/** The text of each line `element`'s text is laid out on, trimmed (characters grouped by the top of their boxes). */
export const lineTexts = (element: Locator): Promise<ReadonlyArray<string>> =>
  element.evaluate((root) => {
    const lines: Array<{ top: number; text: string }> = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        // A space the line broke at may have no box: it belongs to no line.
        const box = range.getClientRects()[0]
        if (!box) continue
        const last = lines[lines.length - 1]
        // Characters of one line share its top, within a glyph's rounding.
        if (last && Math.abs(last.top - box.top) < 4) last.text += text[i]
        else lines.push({ top: box.top, text: text[i] ?? '' })
      }
    }
    return lines.map((line) => line.text.trim()).filter((line) => line !== '')
  })

/**
 * For a focused field: the least room between its text (content box) and the inner edge of its focus
 * ring, and between the ring's outer edge and the border of `box` around it, on any side (px).
 */
export async function focusRingRoom(field: Locator, box: Locator): Promise<{ readonly text: number; readonly box: number; readonly ring: string }> {
  const frameHandle = await box.elementHandle()
  return field.evaluate((input, container) => {
    ;(input as HTMLElement).focus()
    const style = getComputedStyle(input)
    const px = (value: string) => Number.parseFloat(value) || 0
    const offset = px(style.outlineOffset)
    const width = style.outlineStyle === 'none' ? 0 : px(style.outlineWidth)
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const
    const text = Math.min(...sides.map((side) => px(style.getPropertyValue(`padding-${side.toLowerCase()}`)) + px(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) + offset))
    const field = input.getBoundingClientRect()
    const ring = { top: field.top - offset - width, right: field.right + offset + width, bottom: field.bottom + offset + width, left: field.left - offset - width }
    const frame = container.getBoundingClientRect()
    const border = getComputedStyle(container)
    const inner = {
      top: frame.top + px(border.borderTopWidth),
      right: frame.right - px(border.borderRightWidth),
      bottom: frame.bottom - px(border.borderBottomWidth),
      left: frame.left + px(border.borderLeftWidth),
    }
    const room = Math.min(ring.top - inner.top, inner.right - ring.right, inner.bottom - ring.bottom, ring.left - inner.left)
    return { text, box: room, ring: `${style.outlineStyle} ${style.outlineWidth}` }
  }, frameHandle)
}
