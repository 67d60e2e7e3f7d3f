import { afterEach, describe, expect, it, vi } from 'vitest'
import { Modal } from './Modal'
import { createFakeKernel, withView } from '../testing/fakeKernel'
import { render } from '../testing/render'
import { preloadViews } from '../views/registry'
import type * as Registry from '../views/registry'

// Only the preload is watched; the views themselves stay real.
vi.mock('../views/registry', async (original) => ({ ...(await original<typeof Registry>()), preloadViews: vi.fn(() => Promise.resolve()) }))

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('<Modal kernel>: the other views’ code', () => {
  it('§2 is asked for once the opening’s frame has painted, not in the opening’s task nor in that frame', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    await render(<Modal kernel={createFakeKernel(withView('Connect'))} />)
    expect(document.querySelector('[role="dialog"]')).not.toBeNull()
    // The render helper's own preload, before it renders; none from the modal yet.
    expect(preloadViews).toHaveBeenCalledTimes(1)
    for (const callback of frames.splice(0)) callback(0)
    expect(preloadViews).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(preloadViews).toHaveBeenCalledTimes(2))
  })
})
