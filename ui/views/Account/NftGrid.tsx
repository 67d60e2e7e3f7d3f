import { useEffect, useState } from 'react'
import type { ModalState, NftItem } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { EmptyState } from '../../components/EmptyState'
import { Spinner } from '../../components/Spinner'
import { Button } from '../../components/Button'
import { centered } from '../../components/styles'
import { nftGrid, nftImage, nftName, nftNote, nftTile } from './styles'
import { useMessages } from '../../i18n/catalogue'
import { useKernelText } from '../../i18n/catalogue'
import { accountMessages } from './messages'
import * as lazyShown from '../../../kernel/errors/lazyShownMessages'

const selectNfts = (s: ModalState) => ({ nfts: s.nfts, namespace: s.activeNamespace })
const sameNfts = (a: ReturnType<typeof selectNfts>, b: ReturnType<typeof selectNfts>) => a.nfts === b.nfts && a.namespace === b.namespace

/** The NFT's preview, or its initial on a plain tile when there is none or it does not load. */
function NftImage({ item }: { readonly item: NftItem }) {
  const [failed, setFailed] = useState(false)
  if (item.imageUrl && !failed)
    return <img className={nftImage} src={item.imageUrl} alt={item.name} loading="lazy" onError={() => setFailed(true)} />
  return (
    <span className={nftImage} role="img" aria-label={item.name}>
      {(item.name.trim()[0] ?? '?').toUpperCase()}
    </span>
  )
}

/**
 * The NFTs tab: the NFTs the account holds on this network, read from its history (SPEC §7 has no
 * NFT call), spam left out (SPEC §5). Opening the tab reads them again.
 */
export function NftGrid() {
  const kernel = useKernel()
  const { nfts, namespace } = useModalState(selectNfts, sameNfts)
  const m = useMessages(accountMessages)
  const text = useKernelText()
  useEffect(() => kernel.nfts.fetch(), [kernel])

  if (nfts.status === 'error')
    return (
      <EmptyState title={text(nfts.error ?? lazyShown.failedToFetchTransactions)} error>
        <Button variant="secondary" onClick={() => kernel.nfts.fetch()}>
          {m.tryAgain}
        </Button>
      </EmptyState>
    )
  if (nfts.status !== 'loaded' && nfts.items.length === 0)
    return (
      <div className={centered}>
        <Spinner label={m.loadingNfts} />
      </div>
    )
  if (nfts.items.length === 0)
    return namespace === 'eip155' ? (
      <EmptyState title={m.noNfts} description={m.noNftsHint} />
    ) : (
      <EmptyState title={m.noNftsHere} description={m.nftsEvmOnly} />
    )
  return (
    <>
      <ul aria-label={m.nfts} className={nftGrid}>
        {nfts.items.map((item) => (
          <li key={`${item.chain}:${item.name}`} className={nftTile}>
            <NftImage item={item} />
            {/* The image already names the NFT to assistive technology. */}
            <span className={nftName} title={item.name} aria-hidden="true">
              {item.name}
            </span>
          </li>
        ))}
      </ul>
      {nfts.capped ? <p className={nftNote}>{m.nftsCapped}</p> : null}
    </>
  )
}
