import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, useState } from 'react'
import type { ModalState } from '../../kernel'
import { KernelProvider } from '../context/KernelContext'
import { useModalState } from './useModalState'
import { createFakeKernel } from '../testing/fakeKernel'
import { render, settle } from '../testing/render'

afterEach(() => {
  document.body.innerHTML = ''
})

const selectView = (s: ModalState) => s.router.view

describe('useModalState', () => {
  it('DESIGN §6 reads the kernel eagerly; the selector runs once per new state, not once per render', async () => {
    const kernel = createFakeKernel()
    const selector = vi.fn(selectView)
    let rerender: () => void = () => undefined
    function Probe() {
      const [, setCount] = useState(0)
      rerender = () => setCount((n) => n + 1)
      return <span id="probe">{useModalState(selector)}</span>
    }
    await render(
      <KernelProvider kernel={kernel}>
        <Probe />
      </KernelProvider>,
    )
    expect(document.getElementById('probe')?.textContent).toBe('Connect')
    const calls = selector.mock.calls.length
    await act(async () => rerender())
    await act(async () => rerender())
    expect(selector.mock.calls.length).toBe(calls)
    await settle(() => kernel.update((s) => ({ ...s, router: { ...s.router, view: 'Account' } })))
    expect(document.getElementById('probe')?.textContent).toBe('Account')
    expect(selector.mock.calls.length).toBe(calls + 1)
  })

  it('fails loudly outside a <Modal> or <KernelProvider>', async () => {
    function Orphan() {
      useModalState(selectView)
      return null
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(render(<Orphan />)).rejects.toThrow('airlock/react: render inside <Modal kernel>')
    spy.mockRestore()
  })
})
