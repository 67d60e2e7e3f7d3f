import { vi } from 'vitest'

export interface SurfaceCopy {
  readonly copy: HTMLElement
  /** What sat just before it at the moment its box was read. */
  readonly nextTo: Element | null
}

/**
 * Records every modal surface whose box is read while it is displayed. Before the first opening the
 * surface React built stays displayed none, so what this catches is the layout warm-up's copy, at the
 * one moment it is in the page. Undone by `vi.restoreAllMocks()`.
 */
export function recordSurfaceCopies(): SurfaceCopy[] {
  const seen: SurfaceCopy[] = []
  const read = Element.prototype.getBoundingClientRect
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this instanceof HTMLElement && this.hasAttribute('data-airlock-root') && this.style.display !== 'none') {
      seen.push({ copy: this, nextTo: this.previousElementSibling })
    }
    return read.call(this)
  })
  return seen
}
