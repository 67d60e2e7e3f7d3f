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
  it('DESIGN §6 reads the kernel eagerly and builds one select pipe per selector, not one per render', async () => {
    const kernel = createFakeKernel()
    let rerender: () => void = () => undefined
    function Probe() {
      const [, setCount] = useState(0)
      rerender = () => setCount((n) => n + 1)
      return <span id="probe">{useModalState(selectView)}</span>
    }
    await render(
      <KernelProvider kernel={kernel}>
        <Probe />
      </KernelProvider>,
    )
    expect(document.getElementById('probe')?.textContent).toBe('Connect')
    await act(async () => rerender())
    await act(async () => rerender())
    expect(vi.mocked(kernel.select)).toHaveBeenCalledTimes(1)
    await settle(() => kernel.update((s) => ({ ...s, router: { ...s.router, view: 'Account' } })))
    expect(document.getElementById('probe')?.textContent).toBe('Account')
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
