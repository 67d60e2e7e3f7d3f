import { afterEach, describe, expect, it } from 'vitest'
import { render } from '../../testing/render'
import { FeeLine } from './FeeLine'
import { feePart } from './styles'

afterEach(() => {
  document.body.innerHTML = ''
})

const parts = (root: HTMLElement) => [...root.querySelectorAll(`.${feePart}`)].map((part) => part.textContent)

describe('Buy: a quote’s fee line', () => {
  it('§7 onramp quote: each fee is one unbroken part, the separator opening the second, and the line reads as the catalogue wrote it', async () => {
    const { container } = await render(<FeeLine text="Fee 0.75 USD · network 0.50 USD" />)
    expect(parts(container)).toEqual(['Fee 0.75 USD', '· network 0.50 USD'])
    expect(container.textContent).toBe('Fee 0.75 USD · network 0.50 USD')
  })

  it('§8 an estimated quote’s line is split the same way; a line without the separator stays one part', async () => {
    const { container } = await render(<FeeLine text="Gebühr bis 1,20 USD · Betrag bei Devnet Card" />)
    expect(parts(container)).toEqual(['Gebühr bis 1,20 USD', '· Betrag bei Devnet Card'])
    document.body.innerHTML = ''
    const whole = await render(<FeeLine text="Fee 0.75 USD" />)
    expect(parts(whole.container)).toEqual(['Fee 0.75 USD'])
  })
})
