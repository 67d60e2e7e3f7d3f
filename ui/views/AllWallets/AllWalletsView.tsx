import { useEffect, useRef } from 'react'
import { useObservableCallback, useSubscription } from 'observable-hooks'
import type { ModalState } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { WalletImage } from '../../components/WalletImage'
import { EmptyState } from '../../components/EmptyState'
import { Spinner } from '../../components/Spinner'
import { Button } from '../../components/Button'
import { SearchIcon } from '../../components/icons'
import { useArrowNavigation } from '../../components/useArrowNavigation'
import { input } from '../../components/styles'
import { full, grid, search, sentinel, tile, tileName } from './styles'
import { walletTargetOf } from '../routeData'

const COLUMNS = 4
const selectCatalogue = (s: ModalState) => s.wallets

/** SPEC §2 AllWallets: the catalogue with search (kernel-debounced), pages of 40 as you scroll. */
export default function AllWalletsView() {
  const kernel = useKernel()
  const wallets = useModalState(selectCatalogue)
  const onKeyDown = useArrowNavigation(COLUMNS)
  const sentinelRef = useRef<HTMLDivElement>(null)
  // The input text is a UI stream: the kernel owns the debounce and the results (DESIGN §6, §10).
  const [onInput, input$] = useObservableCallback<string, string>((text$) => text$)
  useSubscription(input$, (query) => kernel.wallets.search(query))

  const searching = wallets.search.query !== ''
  const list = searching ? wallets.search : wallets.catalogue
  const entries = searching ? wallets.search.entries : wallets.allWallets
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

  return (
    <div>
      <label className={search}>
        <SearchIcon />
        <input
          className={input}
          type="search"
          placeholder="Search wallet"
          aria-label="Search wallet"
          autoComplete="off"
          onChange={(event) => onInput(event.target.value)}
        />
      </label>
      <div className={grid} role="list" aria-label="Wallets" aria-busy={list.status === 'loading'} onKeyDown={onKeyDown}>
        {entries.map((wallet) => (
          <div role="listitem" key={wallet.id}>
            <button
              type="button"
              className={tile}
              data-nav-item=""
              onClick={() => kernel.open({ view: 'ConnectingWalletConnect', data: { wallet: walletTargetOf(wallet) } })}
            >
              <WalletImage name={wallet.name} src={wallet.imageUrl} loading={wallet.imageLoading} />
              <span className={tileName}>{wallet.name}</span>
            </button>
          </div>
        ))}
      </div>
      <div className={grid}>
        {list.status === 'loaded' && entries.length === 0 ? (
          <div className={full}>
            <EmptyState title="No wallet found" description={searching ? `Nothing matches “${wallets.search.query}”.` : undefined} />
          </div>
        ) : null}
        {list.status === 'error' ? (
          <div className={full}>
            <EmptyState title="Could not load wallets." description={list.error ?? undefined} error>
              {!searching ? (
                <Button variant="secondary" onClick={() => kernel.wallets.nextPage()}>
                  Try again
                </Button>
              ) : null}
            </EmptyState>
          </div>
        ) : null}
        <div ref={sentinelRef} className={sentinel}>
          {list.status === 'loading' ? <Spinner label="Loading wallets" /> : null}
          {canLoadMore && entries.length > 0 ? (
            <Button variant="secondary" onClick={() => kernel.wallets.nextPage()}>
              Load more
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  )
}
