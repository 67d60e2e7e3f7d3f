import { act, type ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { preloadViews } from '../views/registry'

// React warns unless told that this environment uses act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export interface Rendered {
  readonly container: HTMLElement
  readonly unmount: () => Promise<void>
  /** Renders another element into the same root. */
  readonly rerender: (element: ReactElement) => Promise<void>
}

/** Renders into a fresh element in document.body and flushes effects. */
export async function render(element: ReactElement): Promise<Rendered> {
  // Views load on demand; have them all here so a render shows the view, not its loading state.
  await preloadViews()
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  await act(async () => root.render(element))
  return {
    container,
    rerender: async (next) => {
      await act(async () => root.render(next))
    },
    unmount: async () => {
      await act(async () => root.unmount())
      container.remove()
    },
  }
}

/** Runs a state change (kernel command, click) and lets React and pending promises settle. */
export async function settle(action: () => unknown = () => undefined): Promise<void> {
  await act(async () => {
    await action()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

/** Clicks an element and lets React settle. */
export const click = (element: Element | null | undefined) =>
  settle(() => {
    if (!element) throw new Error('nothing to click')
    ;(element as HTMLElement).click()
  })

/** The button whose accessible text or label contains `text`. */
export function button(root: ParentNode, text: string): HTMLButtonElement | undefined {
  return Array.from(root.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').includes(text),
  )
}
