import { afterEach, describe, expect, it } from 'vitest'
import type { ModalState } from '../../../kernel'
import ConnectView from './ConnectView'
import { renderView } from '../../testing/renderView'
import { settle } from '../../testing/render'

afterEach(() => {
  document.body.innerHTML = ''
})

// A page with the embedded wallet: email and the social logins are offered beside the wallets.
const withSocials = (s: ModalState): ModalState => ({
  ...s,
  wallets: {
    ...s.wallets,
    connectors: [
      { id: 'injected-1', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' },
      { id: 'embedded', type: 'AUTH', name: 'Email', chain: 'eip155' },
    ],
  },
})

describe('Connect view with social logins', () => {
  // This file alone loads the socials' bundle, so the first render meets it still on its way.
  it('§1 on-demand bundles: the wallets show at once while the socials’ bundle arrives, in a place kept for it', async () => {
    const { container } = await renderView(ConnectView, withSocials)
    expect(container.textContent).toContain('Browser Wallet')
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(container.querySelector('[role="group"]')).toBeNull()

    for (let tries = 0; tries < 100 && !container.querySelector('[role="group"]'); tries++) await settle(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(container.querySelector('[role="group"]')?.textContent).toContain('Continue with')
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
  })
})
