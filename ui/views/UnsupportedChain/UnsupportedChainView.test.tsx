import { afterEach, describe, expect, it } from 'vitest'
import UnsupportedChainView from './UnsupportedChainView'
import { renderView } from '../../testing/renderView'
import { button, click, settle } from '../../testing/render'
import { pipe, withAccount, withView } from '../../testing/fakeKernel'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('UnsupportedChain view', () => {
  it('§2 explains the unsupported network, offers the configured ones (none marked active) and closes once switched', async () => {
    const { container, kernel } = await renderView(UnsupportedChainView, (s) =>
      pipe(withView('UnsupportedChain'), withAccount('0x1111111111111111111111111111111111111111'))({ ...s, activeNetworkUnsupported: true }),
    )
    expect(container.textContent).toContain('doesn’t support your current network')
    expect(container.querySelector('[aria-current="true"]')).toBeNull()
    await click(button(container, 'Polygon'))
    await settle()
    expect(kernel.close).toHaveBeenCalled()
  })

  it('offers Disconnect when connected', async () => {
    const { container, kernel } = await renderView(
      UnsupportedChainView,
      pipe(withView('UnsupportedChain'), withAccount('0x1111111111111111111111111111111111111111')),
    )
    await click(button(container, 'Disconnect'))
    expect(kernel.disconnect).toHaveBeenCalled()
  })
})
