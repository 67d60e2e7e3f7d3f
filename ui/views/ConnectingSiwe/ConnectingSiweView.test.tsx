import { afterEach, describe, expect, it } from 'vitest'
import ConnectingSiweView from './ConnectingSiweView'
import { renderView } from '../../testing/renderView'
import { button, click } from '../../testing/render'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('ConnectingSiwe view', () => {
  it("§8 shows 'Authenticating...' while signing in, with the app name, and Cancel declines through the kernel", async () => {
    const { container, kernel } = await renderView(ConnectingSiweView, (s) => ({
      ...s,
      options: { ...s.options, metadata: { ...s.options.metadata, name: 'Demo App' } },
    }))
    expect(container.textContent).toContain('Authenticating...')
    expect(container.textContent).toContain('Demo App needs to connect to your wallet')
    await click(button(container, 'Cancel'))
    expect(kernel.siwx.cancel).toHaveBeenCalled()
  })
})
