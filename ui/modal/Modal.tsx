import { Suspense, memo, useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import { cx } from '@linaria/core'
import type { ModalKernel, ModalState } from '../../kernel'
import { KernelProvider, useKernel } from '../context/KernelContext'
import { publishKernel } from '../context/mountedKernel'
import { useModalState } from '../hooks/useModalState'
import { selectModal, selectOptions, selectTheme, selectView } from '../hooks/selectors'
import { themeRoot } from '../theme/styles'
import { reset } from '../theme/reset'
import { useThemeVariables } from '../theme/useThemeVariables'
import { Snackbar } from '../components/Snackbar'
import { Spinner } from '../components/Spinner'
import { EmptyState } from '../components/EmptyState'
import { preloadViews, viewRegistry } from '../views/registry'
import { showsSocials } from '../views/Connect/ConnectView'
import { lazyFeature } from '../features/lazyFeature'
import { Header } from './Header'
import { useMessages } from '../i18n/catalogue'
import { useLanguage } from '../i18n/useLanguage'
import { coreMessages } from './messages'
import { useFocusManagement } from './useFocusManagement'
import { useAnimatedHeight } from './useAnimatedHeight'
import { Activity, usePrerender } from './usePrerender'
import { useLayoutWarmup } from './useLayoutWarmup'
import { body, card, inPlace, loading, overlay, scroller, viewFrame } from './styles'

export interface ModalProps {
  readonly kernel: ModalKernel
}

/**
 * The modal for one kernel (DESIGN §4, §6). Appended to `document.body` through a portal unless
 * `disableAppend` or embedded mode (`enableEmbedded`) is set, in which case it renders in place.
 */
export function Modal({ kernel }: ModalProps) {
  // A <ConnectButton> anywhere on the page finds this kernel, with or without a provider around it.
  useEffect(() => publishKernel(kernel), [kernel])
  return (
    <KernelProvider kernel={kernel}>
      <ModalRoot />
    </KernelProvider>
  )
}

// The last send's confirmation while the modal is closed; its code loads only once a send went out.
const SentToast = lazyFeature(() => import('../views/Send/SentToast'))
const selectSent = (state: ModalState) => state.send.lastSent !== undefined
/**
 * Everything the opening would show is in the entry, so it can be built ahead without fetching
 * code: no account connected (the opening lands on Account), no alert (its component loads with the
 * views), no social logins (their bundle).
 */
const selectWholeInEntry = (s: ModalState) => !s.connected && s.alerts.length === 0 && !showsSocials(s.wallets, s.features)

function ModalRoot() {
  const kernel = useKernel()
  const { open } = useModalState(selectModal)
  const options = useModalState(selectOptions)
  const sent = useModalState(selectSent)
  const view = useModalState(selectView)
  const whole = useModalState(selectWholeInEntry)
  const embedded = options.enableEmbedded
  const { hidden, key } = usePrerender(kernel, open, !embedded && whole && !('preload' in (viewRegistry[view]?.component ?? {})))
  useLayoutWarmup(hidden ? key : undefined)
  // Embedded, the modal never closes (it goes home): the send's confirmation stays in it.
  const toast = !open && !embedded && sent ? <Suspense fallback={null}><SentToast /></Suspense> : null
  if (!open && !embedded && !hidden) return <>{toast}</>
  // The surface built hidden keeps its key when it is the one shown; any other opening builds anew.
  const surface = <ModalSurface key={key} embedded={embedded} />
  const content =
    Activity && !embedded ? (
      <Activity mode={hidden ? 'hidden' : 'visible'}>{surface}</Activity>
    ) : (
      surface
    )
  return (
    <>
      {toast}
      {embedded || options.disableAppend || typeof document === 'undefined' ? content : createPortal(content, document.body)}
    </>
  )
}

// SPEC §8 alerts are rare: their component loads with the other views, and only when one is raised.
const Alerts = lazyFeature(async () => ({ default: (await import('../views/coreViews')).Alerts }))
const selectHasAlerts = (s: ModalState) => s.alerts.length > 0

const selectShake = (s: ModalState) => s.modal.shake

// Memoised, and reading no more of the modal's state than its shake: opening the modal only reveals the
// surface built hidden, without rendering it again.
const ModalSurface = memo(function ModalSurface({ embedded }: { readonly embedded: boolean }) {
  const kernel = useKernel()
  const theme = useModalState(selectTheme)
  const shake = useModalState(selectShake)
  const view = useModalState(selectView)
  const historyLength = useModalState(selectHistoryLength)
  const hasAlerts = useModalState(selectHasAlerts)
  const rootRef = useRef<HTMLDivElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const innerRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const m = useMessages(coreMessages)
  const locale = useLanguage()
  useThemeVariables(rootRef, theme.variables)
  useAnimatedHeight(bodyRef, innerRef)
  // The first view is on screen; the others load once its frame has painted (a task queued from a
  // frame's callback runs after that frame), so moving between views does not wait, and the
  // opening's own frame does not wait for their fetch either.
  useEffect(() => void requestAnimationFrame(() => setTimeout(preloadViews)), [])
  const trapKeys = useFocusManagement(dialogRef, { trap: !embedded, viewKey: view })
  // SPEC §2's view transition fades views in as they change; the one the modal opens on does not fade.
  const [openedOn] = useState(view)
  const [changed, setChanged] = useState(false)
  if (!changed && view !== openedOn) setChanged(true)

  const definition = viewRegistry[view]
  const title = useModalState(
    useCallback((state: ModalState) => definition?.title(state, m) ?? view, [definition, view, m]),
  )
  const View = definition?.component

  // Escape is heard on the whole document: when the focused control leaves with its view, focus falls
  // to the body, and a listener on the dialog alone would let the modal stay open under the key.
  useEffect(() => {
    if (embedded) return undefined
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      // The kernel decides: a blocked close shakes instead (SPEC §4).
      kernel.close()
    }
    document.addEventListener('keydown', onEscape)
    return () => document.removeEventListener('keydown', onEscape)
  }, [embedded, kernel])
  const onOverlayDown = (event: MouseEvent<HTMLDivElement>) => {
    if (!embedded && event.target === event.currentTarget) kernel.close()
  }

  return (
    <div
      ref={rootRef}
      className={cx(reset, themeRoot, embedded ? inPlace : overlay)}
      data-theme={theme.mode}
      data-airlock-root=""
      lang={locale}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      onMouseDown={onOverlayDown}
    >
      <div
        ref={dialogRef}
        className={card}
        role="dialog"
        aria-modal={embedded ? undefined : true}
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={shake}
        data-view={view}
        onKeyDown={trapKeys}
      >
        <Header titleId={titleId} title={title} canGoBack={historyLength > 1} canClose={!embedded} help={view === 'Connect'} />
        {hasAlerts ? (
          <Suspense fallback={null}>
            <Alerts />
          </Suspense>
        ) : null}
        <div ref={bodyRef} className={body}>
          <div className={scroller} data-airlock-scroller="">
            {/* The body animates to this content's height; the view inside is keyed so the SPEC §2 view transition plays on each change. */}
            <div ref={innerRef}>
              <div key={view} className={viewFrame} data-enter={changed ? 'change' : 'open'}>
                <Suspense
                  fallback={
                    <div className={loading}>
                      <Spinner label={m.loading} />
                    </div>
                  }
                >
                  {View ? <View /> : <EmptyState title={m.unavailable} />}
                </Suspense>
              </div>
            </div>
          </div>
        </div>
        <Snackbar />
      </div>
    </div>
  )
})

const selectHistoryLength = (state: ModalState) => state.router.history.length
