import { afterEach, describe, expect, it } from 'vitest'
import ReceiveView from './ReceiveView'
import { renderView } from '../../testing/renderView'
import { click } from '../../testing/render'
import { pipe, withAccount, withView } from '../../testing/fakeKernel'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Receive view (feature bundle)', () => {
  it('shows the address as a QR code and truncated text, with copy and the networks of the namespace', async () => {
    const address = '0x1234567890abcdef1234567890abcdef12345678'
    const { container } = await renderView(ReceiveView, pipe(withView('Receive'), withAccount(address)))
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toContain(address)
    expect(container.textContent).toContain('0x1234…345678')
    expect(container.textContent).toContain('Copy address')
    expect(container.textContent).toContain('Ethereum, Polygon')
  })

  it('copying says the address was copied, and the lost-funds warning is given once', async () => {
    const address = '0x1234567890abcdef1234567890abcdef12345678'
    const { container } = await renderView(ReceiveView, pipe(withView('Receive'), withAccount(address)))
    await click(Array.from(container.querySelectorAll('button')).find((b) => b.textContent?.includes('Copy address')) ?? null)
    expect(container.textContent).toContain('Address copied')
    expect(container.textContent).not.toContain('Link copied')
    expect(container.textContent?.match(/may be lost/g)).toHaveLength(1)
  })

  it('without a connected wallet it says so', async () => {
    const { container } = await renderView(ReceiveView, withView('Receive'))
    expect(container.textContent).toContain('No wallet connected')
  })
})
