import { cx } from '@linaria/core'
import { Suspense, type ReactNode } from 'react'
import type { ModalState } from '../../kernel'
import { truncateAddress } from '../../kernel'
import { KernelProvider, useKernel, useNearestKernel } from '../context/KernelContext'
import { useModalState } from '../hooks/useModalState'
import { button, buttonPrimary, buttonSecondary } from '../components/styles'
import { reset } from '../theme/reset'
import { themeRoot } from '../theme/styles'
import { preloadViews } from '../views/registry'
import { lazyFeature } from '../features/lazyFeature'
import { useMessages } from '../i18n/catalogue'
import { useLanguage } from '../i18n/useLanguage'
import { coreMessages } from '../modal/messages'

// Network icon, balance, avatar and name: loaded once connected, so the entry carries none of it.
const ConnectedAccount = lazyFeature(() => import('./ConnectedAccount'))

/** What a custom connect button needs (the headless variant's render-prop argument). */
export interface ConnectButtonState {
  readonly connected: boolean
  /** Connecting in the active namespace. */
  readonly connecting: boolean
  readonly address: string | undefined
  /** Profile name, else the truncated address, else undefined. */
  readonly label: string | undefined
  readonly open: () => void
}

const selectButton = (s: ModalState) => ({
  connected: s.connected,
  status: s.connection.status[s.activeNamespace],
  address: s.chains[s.activeNamespace]?.accountState.address,
  name: s.chains[s.activeNamespace]?.accountState.profileName,
  theme: s.theme.mode,
})
const sameButton = (a: ReturnType<typeof selectButton>, b: ReturnType<typeof selectButton>) =>
  a.connected === b.connected && a.status === b.status && a.address === b.address && a.name === b.name && a.theme === b.theme

function useConnectButtonState(): ConnectButtonState & { readonly theme: string } {
  const kernel = useKernel()
  const state = useModalState(selectButton, sameButton)
  return {
    connected: state.connected,
    connecting: state.status === 'connecting',
    address: state.address,
    label: state.name ?? (state.address ? truncateAddress(state.address) : undefined),
    open: () => void kernel.open(),
    theme: state.theme,
  }
}

/** Start loading the modal's views ahead of the click. */
const preloadModal = (): void => void preloadViews()

/** The headless variant, inside a kernel context. */
function ConnectButtonRenderContent({ children }: { readonly children: (state: ConnectButtonState) => ReactNode }) {
  const { theme: _theme, ...state } = useConnectButtonState()
  return <>{children(state)}</>
}

/** The ready-made button: "Connect Wallet", or the account once connected; opens the modal. */
function ConnectButtonContent({ label, className }: ConnectButtonProps) {
  const state = useConnectButtonState()
  const m = useMessages(coreMessages)
  useLanguage()
  return (
    <span className={cx(reset, themeRoot)} data-theme={state.theme}>
      <button
        type="button"
        className={cx(button, state.connected ? buttonSecondary : buttonPrimary, className)}
        onClick={state.open}
        // The pointer or focus on the button says the modal may open next: fetch its views now.
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        aria-busy={state.connecting}
      >
        {state.connected ? (
          <Suspense fallback={state.label ?? m.account}>
            <ConnectedAccount fallback={m.account} />
          </Suspense>
        ) : state.connecting ? (
          m.connecting
        ) : (
          (label ?? m.connectWallet)
        )}
      </button>
    </span>
  )
}

export interface ConnectButtonProps {
  readonly label?: string
  readonly className?: string
}

const notYetMounted: ConnectButtonState = { connected: false, connecting: false, address: undefined, label: undefined, open: () => undefined }

/**
 * Headless: render your own button from the connection state. Works inside `<KernelProvider>`, or
 * anywhere on a page where a `<Modal kernel>` is mounted.
 */
export function ConnectButtonRender({ children }: { readonly children: (state: ConnectButtonState) => ReactNode }) {
  const kernel = useNearestKernel()
  if (!kernel) return <>{children(notYetMounted)}</>
  return (
    <KernelProvider kernel={kernel}>
      <ConnectButtonRenderContent>{children}</ConnectButtonRenderContent>
    </KernelProvider>
  )
}

/**
 * The ready-made button: "Connect Wallet", or the account once connected; opens the modal. Works
 * inside `<KernelProvider>`, or anywhere on a page where a `<Modal kernel>` is mounted (until the
 * modal mounts it shows its label and waits).
 */
export function ConnectButton(props: ConnectButtonProps) {
  const kernel = useNearestKernel()
  const m = useMessages(coreMessages)
  if (!kernel)
    return (
      <span className={cx(reset, themeRoot)}>
        <button type="button" className={cx(button, buttonPrimary, props.className)} aria-busy="true">
          {props.label ?? m.connectWallet}
        </button>
      </span>
    )
  return (
    <KernelProvider kernel={kernel}>
      <ConnectButtonContent {...props} />
    </KernelProvider>
  )
}
