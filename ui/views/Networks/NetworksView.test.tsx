import { afterEach, describe, expect, it, vi } from 'vitest'
import { AirlockError } from '../../../kernel'
import NetworksView from './NetworksView'
import { renderView } from '../../testing/renderView'
import { button, click, settle } from '../../testing/render'
import { withView } from '../../testing/fakeKernel'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Networks view', () => {
  it('lists the configured networks with the active one marked; choosing another switches, then goes back', async () => {
    const { container, kernel } = await renderView(NetworksView, withView('Networks'))
    expect(button(container, 'Ethereum')?.getAttribute('aria-current')).toBe('true')
    await click(button(container, 'Polygon'))
    await settle()
    expect(kernel.switchNetwork).toHaveBeenCalledWith(expect.objectContaining({ caipNetworkId: 'eip155:137' }))
    expect(kernel.back).toHaveBeenCalled()
  })

  it("§4 a failed switch shows the kernel's message ('Chain is not supported') and stays", async () => {
    const { container, kernel } = await renderView(NetworksView, withView('Networks'), (k) => {
      vi.mocked(k.switchNetwork).mockRejectedValue(new AirlockError('Chain is not supported', { category: 'wallet' }))
    })
    await click(button(container, 'Polygon'))
    await settle()
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Chain is not supported')
    expect(kernel.back).not.toHaveBeenCalled()
  })

  it('§3 approvedCaipNetworkIds: a network the connected wallet did not approve is shown off, tagged, and the list says why', async () => {
    const { container, kernel } = await renderView(NetworksView, (s) => {
      const on = withView('Networks')(s)
      const entry = on.chains.eip155!
      return { ...on, chains: { ...on.chains, eip155: { ...entry, networkState: { ...entry.networkState, supportsAllNetworks: false, approvedCaipNetworkIds: [on.activeCaipNetwork.caipNetworkId] } } } }
    })
    const polygon = button(container, 'Polygon')
    expect(polygon?.getAttribute('aria-disabled')).toBe('true')
    expect(polygon?.textContent).toContain('Not approved')
    expect(button(container, 'Ethereum')?.hasAttribute('aria-disabled')).toBe(false)
    expect(container.textContent).toContain('Your wallet approved only some of these networks.')
    await click(polygon)
    expect(kernel.switchNetwork).not.toHaveBeenCalled()
  })

  it('§2 the foot of the list leads to WhatIsANetwork', async () => {
    const { container, kernel } = await renderView(NetworksView, withView('Networks'))
    await click(button(container, 'What is a network?'))
    expect(kernel.open).toHaveBeenCalledWith({ view: 'WhatIsANetwork' })
  })

  it('§1 enableNetworkSwitch false: the list is shown but cannot be used, and says why', async () => {
    const { container } = await renderView(NetworksView, (s) => withView('Networks')({ ...s, options: { ...s.options, enableNetworkSwitch: false } }))
    expect(button(container, 'Polygon')?.disabled).toBe(true)
    expect(container.textContent).toContain('Network switching is turned off')
  })
})
