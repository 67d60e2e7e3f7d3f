import { afterEach, describe, expect, it } from 'vitest'
import type { ModalState } from '../../../kernel'
import WhatIsAWalletView from './WhatIsAWalletView'
import WhatIsANetworkView from './WhatIsANetworkView'
import { renderView } from '../../testing/renderView'
import { button, click } from '../../testing/render'

afterEach(() => {
  document.body.innerHTML = ''
})

const withAllWallets = (allWallets: boolean) => (s: ModalState): ModalState => ({
  ...s,
  router: { ...s.router, view: 'WhatIsAWallet', history: [{ view: 'Connect' }, { view: 'WhatIsAWallet' }] },
  features: { ...s.features, allWallets },
})

describe('WhatIsAWallet: what a wallet is, for a person who has none', () => {
  it('§2 three points, each with its drawing, a heading and a line of text', async () => {
    const { container } = await renderView(WhatIsAWalletView, withAllWallets(true))
    const items = [...container.querySelectorAll('li')]
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual(['Your keys, your assets', 'One sign-in for every app', 'Nothing happens without you'])
    for (const li of items) {
      expect(li.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
      expect(li.querySelector('span')?.textContent?.length).toBeGreaterThan(40)
    }
  })

  it('§1 allWallets on: "Choose a wallet" opens the catalogue', async () => {
    const { container, kernel } = await renderView(WhatIsAWalletView, withAllWallets(true))
    await click(button(container, 'Choose a wallet'))
    expect(kernel.open).toHaveBeenCalledWith({ view: 'AllWallets' })
    expect(kernel.back).not.toHaveBeenCalled()
  })

  it('§1 allWallets off: "Choose a wallet" returns to Connect\'s own list', async () => {
    const { container, kernel } = await renderView(WhatIsAWalletView, withAllWallets(false))
    await click(button(container, 'Choose a wallet'))
    expect(kernel.back).toHaveBeenCalled()
    expect(kernel.open).not.toHaveBeenCalled()
  })
})

describe('WhatIsANetwork: what a network is, opened from the foot of Networks', () => {
  const onHelp = (s: ModalState): ModalState => ({ ...s, router: { ...s.router, view: 'WhatIsANetwork', history: [{ view: 'Account' }, { view: 'Networks' }, { view: 'WhatIsANetwork' }] } })

  it('§2 three points, each with its drawing; "Choose a network" returns to the list', async () => {
    const { container, kernel } = await renderView(WhatIsANetworkView, onHelp)
    const items = [...container.querySelectorAll('li')]
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual(['Where your assets live', 'Each with its own fees', 'Switching moves nothing'])
    for (const li of items) expect(li.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    await click(button(container, 'Choose a network'))
    expect(kernel.back).toHaveBeenCalled()
    expect(kernel.open).not.toHaveBeenCalled()
  })
})
