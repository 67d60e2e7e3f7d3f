import type { ComponentType } from 'react'
import { KernelProvider } from '../context/KernelContext'
import { createFakeKernel, type FakeKernel } from './fakeKernel'
import { render, type Rendered } from './render'
import type { ModalState } from '../../kernel'

/** Renders one view component against a fake kernel in the given state. */
export async function renderView(
  View: ComponentType,
  patch: (state: ModalState) => ModalState = (s) => s,
  /** Adjusts the kernel's spies before the first render (e.g. a connect that fails). */
  setup: (kernel: FakeKernel) => void = () => undefined,
): Promise<Rendered & { readonly kernel: FakeKernel }> {
  const kernel = createFakeKernel(patch)
  setup(kernel)
  const rendered = await render(
    <KernelProvider kernel={kernel}>
      <View />
    </KernelProvider>,
  )
  return { ...rendered, kernel }
}
