import { afterEach, describe, expect, it } from 'vitest'
import { SocialIcon } from './SocialIcon'
import { render } from '../../testing/render'

afterEach(() => {
  document.body.innerHTML = ''
})

const providers = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

describe('SocialIcon', () => {
  it('§1 socials: every provider shows its own drawn mark on its brand colour, never a letter standing in for it', async () => {
    const { container } = await render(
      <>
        {providers.map((provider) => (
          <SocialIcon key={provider} provider={provider} />
        ))}
      </>,
    )
    const marks = providers.map((provider) => container.querySelector<HTMLElement>(`[data-social-mark="${provider}"]`))
    for (const mark of marks) {
      expect(mark?.textContent).toBe('')
      expect(mark?.querySelector('svg path')).not.toBeNull()
      expect(mark?.getAttribute('aria-hidden')).toBe('true')
    }
    const drawings = marks.map((mark) => mark?.querySelector('svg')?.innerHTML)
    expect(new Set(drawings).size).toBe(providers.length)
    expect(marks.map((mark) => mark?.style.background)).toEqual(['#ffffff', '#24292f', '#000000', '#1877f2', '#0f1419', '#5865f2'])
  })

  it('§1 socials: the Google mark is its four colours around the ring', async () => {
    const { container } = await render(<SocialIcon provider="google" large />)
    const colours = [...container.querySelectorAll('path[stroke]')].map((path) => path.getAttribute('stroke'))
    expect(colours).toEqual(['#ea4335', '#fbbc05', '#34a853', '#4285f4'])
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('40')
  })
})
