import { act, Suspense, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyFeature } from './lazyFeature'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

function mount(): { readonly container: HTMLElement; readonly show: (element: React.ReactNode) => void } {
  const container = document.createElement('div')
  document.body.append(container)
  const created = createRoot(container)
  root = created
  return { container, show: (element) => act(() => created.render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>)) }
}

/** A feature whose bundle arrives when the test says so. */
function deferredFeature() {
  let arrive: () => void = () => undefined
  function Counter() {
    const [count, setCount] = useState(0)
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        clicked {count}
      </button>
    )
  }
  const Feature = lazyFeature(() => new Promise<{ default: typeof Counter }>((resolve) => (arrive = () => resolve({ default: Counter }))))
  return { Feature, arrive: () => arrive() }
}

describe('lazyFeature (SPEC §1 on-demand bundles)', () => {
  it('§1 a feature whose bundle is already in shows at once on its first render, never its loading fallback', async () => {
    const Feature = lazyFeature(async () => ({ default: () => <p>the feature</p> }))
    await Feature.preload()
    const { container, show } = mount()
    // A synchronous act: the first commit is what the person sees in the opening frame.
    show(<Feature />)
    expect(container.textContent).toBe('the feature')
  })

  it('§1 a feature shown before its bundle arrives shows the loading fallback, then the feature', async () => {
    const { Feature, arrive } = deferredFeature()
    const { container, show } = mount()
    show(<Feature />)
    expect(container.textContent).toBe('loading')
    await act(async () => arrive())
    await expect.poll(() => container.textContent, { timeout: 2_000 }).toBe('clicked 0')
  })

  it('§1 a mount that began before the bundle keeps its state when it renders again after the bundle is in', async () => {
    const { Feature, arrive } = deferredFeature()
    const { container, show } = mount()
    show(<Feature />)
    await act(async () => arrive())
    await expect.poll(() => container.textContent, { timeout: 2_000 }).toBe('clicked 0')
    act(() => container.querySelector('button')?.click())
    expect(container.textContent).toBe('clicked 1')
    show(<Feature />)
    expect(container.textContent).toBe('clicked 1')
  })
})
