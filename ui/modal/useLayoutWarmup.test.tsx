import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordSurfaceCopies as recordCopies } from '../testing/surfaceCopies'
import { warmLayout } from './useLayoutWarmup'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

/** A surface as React's hidden Activity leaves it: built, displayed none. */
function hiddenSurface(): HTMLElement {
  document.body.innerHTML = `
    <div data-airlock-root="" style="display: none !important">
      <div role="dialog" aria-labelledby="t1"><h2 id="t1">Connect Wallet</h2>
        <button type="button">Devnet Wallet</button>
      </div>
    </div>`
  return document.querySelector('[data-airlock-root]') as HTMLElement
}

describe('layout warm-up of the surface built hidden', () => {
  it('§2 first opening: a displayed copy of the hidden surface is laid out once, next to the original', () => {
    const surface = hiddenSurface()
    const seen = recordCopies()
    warmLayout()
    expect(seen).toHaveLength(1)
    const [{ copy, nextTo }] = seen as [(typeof seen)[number]]
    expect(nextTo).toBe(surface)
    expect(copy.style.getPropertyValue('display')).toBe('')
    expect(copy.textContent).toContain('Devnet Wallet')
  })

  it('§2 nothing is left behind: the copy is gone when the warm-up returns, the original untouched', () => {
    const surface = hiddenSurface()
    const before = surface.outerHTML
    warmLayout()
    expect(document.querySelectorAll('[data-airlock-root]')).toHaveLength(1)
    expect(surface.outerHTML).toBe(before)
  })

  it('§2 a modal on screen is not copied: only a surface the hidden Activity displays none is', () => {
    hiddenSurface().style.removeProperty('display')
    const seen = recordCopies()
    warmLayout()
    expect(seen).toHaveLength(0)
  })

  it('§2 no surface built (or already gone): the warm-up does nothing', () => {
    document.body.innerHTML = '<p>page</p>'
    const seen = recordCopies()
    warmLayout()
    expect(seen).toHaveLength(0)
    expect(document.body.innerHTML).toBe('<p>page</p>')
  })
})
