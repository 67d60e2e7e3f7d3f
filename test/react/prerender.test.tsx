// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Modal } from '../../ui'
import { createTestKernel } from '../../ui/testing/fakeKernel'
import { render, settle } from '../../ui/testing/render'
import { recordSurfaceCopies } from '../../ui/testing/surfaceCopies'
import { createMockAdapter } from '../../adapters/mock'
import type { ModalKernel } from '../../kernel'

// The page's idle time, run when the test says: each callback in turn, until none is left.
let idle: Array<(() => void) | undefined> = []
const runIdle = async () => {
  for (let rounds = 0; rounds < 10 && idle.some(Boolean); rounds++) {
    const due = idle
    idle = []
    await settle(() => due.forEach((run) => run?.()))
  }
}
beforeEach(() => {
  idle = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  vi.stubGlobal('cancelIdleCallback', (id: number) => void (idle[id - 1] = undefined))
})

const kernels: ModalKernel[] = []
afterEach(() => {
  kernels.splice(0).forEach((k) => k.destroy())
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
const start = async (adapter = createMockAdapter()) => {
  const kernel = createTestKernel({ adapters: [adapter] })
  kernels.push(kernel)
  await render(<Modal kernel={kernel} />)
  await settle()
  return kernel
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const rootOf = (element: HTMLElement | null) => element?.closest<HTMLElement>('[data-airlock-root]')

describe('<Modal kernel>: the first opening, built while the page is idle', () => {
  it('§2 the Connect surface is built hidden in idle time: not displayed, no focus taken; the first opening shows that same surface, focused', async () => {
    const kernel = await start()
    expect(dialog()).toBeNull()
    await runIdle()
    const built = dialog()
    expect(built?.getAttribute('data-view')).toBe('Connect')
    expect(rootOf(built)?.style.display).toBe('none')
    expect(document.activeElement).toBe(document.body)

    await settle(() => kernel.open())
    expect(dialog()).toBe(built)
    expect(rootOf(built)?.style.display).toBe('')
    expect(built?.contains(document.activeElement)).toBe(true)
    expect(built?.textContent).toContain('Mock Wallet')
  })

  it('§2 a surface built before the state moved is never shown: the opening builds afresh from the state it opens on', async () => {
    const kernel = await start()
    await runIdle()
    const built = dialog()
    expect(rootOf(built)?.getAttribute('data-theme')).toBe('dark')
    // The theme changes while the page is busy: no idle time to build again before the click.
    await settle(() => kernel.setThemeMode('light'))

    await settle(() => kernel.open())
    expect(dialog()).not.toBe(built)
    expect(rootOf(dialog())?.getAttribute('data-theme')).toBe('light')
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1)
  })

  it('§2 a state that moves while the page is idle gets the surface built again from it, and the opening shows that one', async () => {
    const kernel = await start()
    await runIdle()
    const first = dialog()
    await settle(() => kernel.setThemeMode('light'))
    await runIdle()
    const again = dialog()
    expect(again).not.toBe(first)

    await settle(() => kernel.open())
    expect(dialog()).toBe(again)
    expect(rootOf(again)?.getAttribute('data-theme')).toBe('light')
  })

  it('§2 each surface built hidden is laid out while the page is idle, as a copy that is gone at once: its fonts are ready before the click', async () => {
    const kernel = await start()
    const laidOut = recordSurfaceCopies()
    await runIdle()
    expect(laidOut).toHaveLength(1)
    expect(laidOut[0]!.copy.textContent).toContain('Mock Wallet')
    expect(document.querySelectorAll('[data-airlock-root]')).toHaveLength(1)
    // Built again when the state moves, and laid out again.
    await settle(() => kernel.setThemeMode('light'))
    await runIdle()
    expect(laidOut).toHaveLength(2)
    // The opening reveals the surface itself, still one.
    await settle(() => kernel.open())
    expect(document.querySelectorAll('[data-airlock-root]')).toHaveLength(1)
  })

  it('§2 only the first opening: once it has closed, nothing of the modal stays in the page, and the next opening builds anew', async () => {
    const kernel = await start()
    await runIdle()
    await settle(() => kernel.open())
    await settle(() => kernel.close())
    expect(dialog()).toBeNull()
    await runIdle()
    expect(dialog()).toBeNull()
    await settle(() => kernel.open())
    expect(rootOf(dialog())?.style.display).toBe('')
  })

  it('§2 nothing is built ahead while an account is connected: the opening lands on Account, whose code is not in the entry', async () => {
    const kernel = await start()
    await settle(() => kernel.connect({ connectorId: 'mock' }))
    expect(kernel.getState().connected).toBe(true)
    await runIdle()
    expect(dialog()).toBeNull()
  })

  it('§2 nothing is built ahead on a page offering social logins: their buttons come in a bundle of their own, fetched by the opening, not before', async () => {
    const kernel = await start(
      createMockAdapter({
        connectors: [
          { id: 'mock', type: 'INJECTED', name: 'Mock Wallet', chain: 'eip155' },
          { id: 'embedded', type: 'AUTH', name: 'Email', chain: 'eip155' },
        ],
      }),
    )
    expect(kernel.getState().features.socials.length).toBeGreaterThan(0)
    await runIdle()
    expect(dialog()).toBeNull()
  })
})
