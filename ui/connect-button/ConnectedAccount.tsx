import { css } from '@linaria/core'
import type { ModalState } from '../../kernel'
import { truncateAddress } from '../../kernel'
import { useEffect } from 'react'
import { useKernel } from '../context/KernelContext'
import { useModalState } from '../index'
import { Avatar } from '../components/Avatar'
import { NetworkImage } from '../components/NetworkImage'
import { useFormat } from '../i18n/format'
import { useMessages } from '../i18n/catalogue'
import { coreMessages } from '../modal/messages'

const row = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
`
const network = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding-right: 8px;
  border-right: 1px solid var(--airlock-color-border);
  & > span:first-child {
    width: 20px;
    height: 20px;
    border-radius: 50%;
    font-size: 11px;
  }
`
const account = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  & > span:first-child {
    width: 22px;
    height: 22px;
  }
  & > span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 14ch;
  }
`
const warning = css`
  color: var(--airlock-color-error);
  display: inline-flex;
`
// On a phone the warning sign says it alone; the words stay for screen readers.
const narrowVisuallyHidden = css`
  white-space: nowrap;
  @media (max-width: 420px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`
const hideNarrow = css`
  @media (max-width: 420px) {
    display: none;
  }
`

const selectConnected = (s: ModalState) => {
  const state = s.chains[s.activeNamespace]?.accountState
  return {
    network: s.activeCaipNetwork,
    unsupported: s.activeNetworkUnsupported,
    address: state?.address,
    name: state?.profileName,
    image: state?.profileImage,
    balance: state?.balance,
    symbol: state?.balanceSymbol,
    tokens: s.balance.tokenBalances,
  }
}
const sameConnected = (a: ReturnType<typeof selectConnected>, b: ReturnType<typeof selectConnected>) =>
  a.network === b.network && a.unsupported === b.unsupported && a.address === b.address && a.name === b.name && a.image === b.image && a.balance === b.balance && a.symbol === b.symbol && a.tokens === b.tokens

/**
 * What the connected button shows, as AppKit's and RainbowKit's do: the network's icon, the balance,
 * the avatar and the name (else the truncated address). Loaded once connected, so the page pays
 * nothing for it before then.
 */
export default function ConnectedAccount({ fallback }: { readonly fallback: string }) {
  const kernel = useKernel()
  const s = useModalState(selectConnected, sameConnected)
  // The balance shown here is the account's: ask for it once connected (cached reads, SPEC §9).
  useEffect(() => kernel.fetchBalances(), [kernel, s.address, s.network])
  const format = useFormat()
  const m = useMessages(coreMessages)
  const label = s.name ?? (s.address ? truncateAddress(s.address) : fallback)
  // The account balance when the wallet gave one, else the network's coin in the balance list.
  const coin = s.network.nativeCurrency.symbol
  const native = s.tokens.find((t) => !t.address && t.symbol === coin)
  const balance = s.balance !== undefined ? `${format.quantity(s.balance)} ${s.symbol ?? coin}` : native ? `${format.quantity(native.quantity.numeric)} ${coin}` : undefined
  return (
    <span className={row}>
      {s.unsupported ? (
        // The wallet is on a network the app does not offer: say what to do, not a stand-in's initial and no balance.
        <span className={network} title={m.titles.UnsupportedChain}>
          <span className={warning}>
            <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
              <path d="M10 2.5 18.5 17.5h-17z" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
              <path d="M10 8v4.5M10 14.6v.1" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </span>
          <span className={narrowVisuallyHidden}>{m.titles.UnsupportedChain}</span>
        </span>
      ) : (
        <span className={network} title={s.network.name}>
          <NetworkImage network={s.network} />
          {balance ? <span className={hideNarrow}>{balance}</span> : null}
        </span>
      )}
      <span className={account}>
        <Avatar src={s.image} address={s.address} />
        <span>{label}</span>
      </span>
    </span>
  )
}
