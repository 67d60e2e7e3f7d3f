import { useEffect, useRef } from 'react'
import { useObservableCallback, useSubscription } from 'observable-hooks'
import type { ModalState } from '../../../kernel'
import type { GridEntry } from '../../../kernel/wallets/allWalletsGrid'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { WalletImage } from '../../components/WalletImage'
import { EmptyState } from '../../components/EmptyState'
import { Button } from '../../components/Button'
import { SearchField } from '../../components/SearchField'
import { useArrowNavigation } from '../../components/useArrowNavigation'
import { visuallyHidden } from '../../components/visuallyHidden'
import { full, grid, installedTag, sentinel, skeleton, tile, tileName } from './styles'
import { walletTargetOf } from '../routeData'
import { useMessages } from '../../i18n/catalogue'
import { allWalletsMessages } from './messages'

const COLUMNS = 4
/** One row of placeholders while the first answer is awaited; two while the grid is empty. */
const SKELETON_TILES = 8
const selectCatalogue = (s: ModalState) => s.wallets
const selectGrid = (s: ModalState) => s.allWalletsGrid


/** SPEC §2 AllWallets: installed wallets first, then the catalogue with search (kernel-debounced), pages of 40 as you scroll. */
export default function AllWalletsView() {
  const kernel = useKernel()
  const wallets = useModalState(selectCatalogue)
  const m = useMessages(allWalletsMessages)
  const onKeyDown = useArrowNavigation(COLUMNS)
  const sentinelRef = useRef<HTMLDivElement>(null)
  // The input text is a UI stream: the kernel owns the debounce and the results (DESIGN §6, §10).
  const [onInput, input$] = useObservableCallback<string, string>((text$) => text$)
  useSubscription(input$, (query) => kernel.wallets.search(query))

  const searching = wallets.search.query !== ''
  const list = searching ? wallets.search : wallets.catalogue
  const entries = useModalState(selectGrid)
  const page = wallets.catalogue.page
  const canLoadMore = !searching && wallets.catalogue.hasMore && wallets.catalogue.status !== 'loading' && wallets.catalogue.status !== 'error'

  useEffect(() => {
    if (wallets.catalogue.page === 0 && wallets.catalogue.status === 'idle') kernel.wallets.nextPage()
  }, [kernel, wallets.catalogue.page, wallets.catalogue.status])

  useEffect(() => {
    const element = sentinelRef.current
    if (!element || !canLoadMore || typeof IntersectionObserver === 'undefined') return
    // Observed against the modal's scroll area, so only scrolling near the end asks for a page. A
    // notification measured on an older, shorter list (a page arrived since) is ignored.
    let active = true
    const observedPage = page
    const observer = new IntersectionObserver(
      (items) => {
        const current = active && kernel.getState().wallets.catalogue.page === observedPage
        if (current && items.some((item) => item.isIntersecting)) kernel.wallets.nextPage()
      },
      { root: element.closest('[data-airlock-scroller]'), rootMargin: '0px 0px 120px 0px' },
    )
    observer.observe(element)
    return () => {
      active = false
      observer.disconnect()
    }
  }, [kernel, canLoadMore, page])

  const open = (entry: GridEntry) =>
    entry.kind === 'connector'
      ? kernel.open({ view: 'ConnectingExternal', data: { connectorId: entry.connector.id, namespace: entry.connector.chain } })
      : kernel.open({ view: 'ConnectingWalletConnect', data: { wallet: walletTargetOf(entry.wallet) } })
  const loading = list.status === 'loading'
  const retry = () => {
    if (searching) kernel.wallets.search(wallets.search.query)
    else kernel.wallets.nextPage()
  }

  return (
    <div>
      <SearchField placeholder={m.search} aria-label={m.search} onChange={(event) => onInput(event.target.value)} />
      <div className={grid} role="list" aria-label={m.wallets} aria-busy={loading} onKeyDown={onKeyDown}>
        {entries.map((entry) => {
          const name = entry.kind === 'connector' ? entry.connector.name : entry.wallet.name
          const installed = entry.kind === 'connector' && (entry.connector.type === 'INJECTED' || entry.connector.type === 'ANNOUNCED')
          return (
            <div role="listitem" key={entry.key}>
              <button
                type="button"
                className={tile}
                data-nav-item=""
                // The tile cuts long names: the whole name on hover. Its accessible name is its visible
                // text (name, then the Installed tag), as voice control expects.
                title={name}
                onClick={() => open(entry)}
                onPointerEnter={entry.kind === 'wallet' ? prepareWalletConnect(kernel, wallets) : undefined}
              >
                <WalletImage
                  name={name}
                  src={entry.kind === 'connector' ? entry.connector.imageUrl : entry.wallet.imageUrl}
                  loading={entry.kind === 'connector' ? 'eager' : entry.wallet.imageLoading}
                />
                <span className={tileName}>{name}</span>
                {/* A hidden comma: the tile reads "Devnet Wallet, Installed", a pause before the tag. */}
                {installed ? <span className={visuallyHidden}>,</span> : null}
                {installed ? <span className={installedTag}>{m.installed}</span> : null}
              </button>
            </div>
          )
        })}
        {loading
          ? Array.from({ length: entries.length === 0 ? SKELETON_TILES * 2 : SKELETON_TILES }, (_, index) => (
              <div key={`skeleton-${index}`} className={skeleton} aria-hidden="true" data-skeleton="" />
            ))
          : null}
      </div>
      <div className={grid}>
        {list.status === 'loaded' && entries.length === 0 ? (
          <div className={full}>
            <EmptyState title={m.noneFound} description={searching ? m.nothingMatches(wallets.search.query) : undefined} />
          </div>
        ) : null}
        {list.status === 'error' ? (
          <div className={full}>
            <EmptyState title={m.unreachableTitle} description={m.unreachable}>
              <Button variant="secondary" onClick={retry}>
                {m.tryAgain}
              </Button>
            </EmptyState>
          </div>
        ) : null}
        <div ref={sentinelRef} className={sentinel}>
          {loading ? <span className={visuallyHidden} role="status">{m.loading}</span> : null}
          {canLoadMore && entries.length > 0 ? (
            <Button variant="secondary" onClick={() => kernel.wallets.nextPage()}>
              {m.loadMore}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  )
}

/** Pointing at a catalogue wallet starts loading the WalletConnect SDK (its QR is next). */
function prepareWalletConnect(kernel: ReturnType<typeof useKernel>, wallets: ModalState['wallets']) {
  const walletConnect = wallets.connectors.find((c) => c.type === 'WALLET_CONNECT')
  return walletConnect ? () => kernel.prepareConnector(walletConnect.id, walletConnect.chain) : undefined
}
