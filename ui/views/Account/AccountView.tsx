import { Suspense, useEffect } from 'react'
import { cx } from '@linaria/core'
import type { ModalState, NamespaceAccountType } from '../../../kernel'
import { truncateAddress } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../index'
import { Avatar } from '../../components/Avatar'
import { Button } from '../../components/Button'
import { Tabs } from '../../components/Tabs'
import { EmptyState } from '../../components/EmptyState'
import { Spinner } from '../../components/Spinner'
import { ChevronIcon } from '../../components/viewIcons'
import { centered } from '../../components/styles'
import { features, type FeatureName } from '../../features/features'
import { lazyFeature } from '../../features/lazyFeature'
import { sectionGap } from '../shared'
import { TokenList } from './TokenList'
import { NftGrid } from './NftGrid'
import { actions, addressHeading, addressRow, balance as balanceClass, chip, name as nameClass, networkChip, panel, profile, walletRow } from './styles'
import { CopyIconButton } from '../../components/CopyIconButton'
import { ExternalLink } from '../../components/ExternalLink'
import { WalletImage } from '../../components/WalletImage'
import { NetworkImage } from '../../components/NetworkImage'
import { SentNotice } from '../Send/SentNotice'
import { useMessages } from '../../i18n/catalogue'
import { useFormat } from '../../i18n/format'
import { accountMessages } from './messages'

/** SPEC §9 name suffixes: an account whose name ends in one has registered it here. */
const registeredZone = (name: string | undefined): boolean => !!name && /\.(reown|wcn)\.id$/.test(name)

const selectAccount = (s: ModalState) => ({
  tokens: s.balance.tokenBalances,
  lastSent: s.send.lastSent,
  connectors: s.connection.connectors[s.activeNamespace],
  recentWallet: s.connection.recentWallet,
  namespace: s.activeNamespace,
  account: s.chains[s.activeNamespace]?.accountState,
  network: s.activeCaipNetwork,
  connectorId: s.connection.connectorIds[s.activeNamespace],
  features: s.features,
})
const sameAccount = (a: ReturnType<typeof selectAccount>, b: ReturnType<typeof selectAccount>) =>
  a.tokens === b.tokens && a.lastSent === b.lastSent && a.connectors === b.connectors && a.recentWallet === b.recentWallet && a.namespace === b.namespace && a.account === b.account && a.network === b.network && a.connectorId === b.connectorId && a.features === b.features

/** SPEC §3 account currentTab: the index of the tab in this order. */
const TAB_IDS = ['tokens', 'nfts', 'activity'] as const
type TabId = (typeof TAB_IDS)[number]

/** Chains with a send path and an onramp (SPEC §9: onramp and send on eip155 and solana; bip122 sends behind the bitcoinSend flag). */
const sendable = ['eip155', 'solana']

const evmTypes: ReadonlyArray<NamespaceAccountType> = ['eoa', 'smartAccount']
const bitcoinTypes: ReadonlyArray<NamespaceAccountType> = ['payment', 'ordinal']
type AccountMessages = typeof accountMessages.en
const switchLabels = (m: AccountMessages): Readonly<Partial<Record<NamespaceAccountType, string>>> => ({
  eoa: m.switchToEoa,
  smartAccount: m.switchToSmartAccount,
  payment: m.switchToPayment,
  ordinal: m.switchToOrdinals,
})
/** Which of a Bitcoin wallet's addresses the view shows. */
const bitcoinAddressLabels = (m: AccountMessages): Readonly<Partial<Record<NamespaceAccountType, string>>> => ({ payment: m.paymentAddress, ordinal: m.ordinalsAddress })

/** SPEC §2 Account: profile, balance, network, account type, wallet features, tabs. */
/**
 * Smart sessions (feature flag smartSessions): a feature bundle declared here rather than in
 * features.ts, which the entry reaches, so that a page without the flag carries none of it.
 */
const SessionsList = lazyFeature(() => import('../../features/sessions/SessionsList'))
/** SPEC §1 account type switch of the embedded wallet (an AUTH connector): its own bundle, like sessions. */
const AccountTypeSwitch = lazyFeature(() => import('../../features/smartAccount/AccountTypeSwitch'))

/**
 * Without a hover (a phone), nothing starts an action's bundle before the tap, and the tap would
 * show a spinner for as long as React holds one (300 ms at least). Once the view has painted, the
 * bundles of the actions it offers (Buy, Swap, Receive, Send, Choose a name) are fetched, so a tap
 * opens its feature at once.
 */
function PreloadWithoutHover({ names }: { readonly names: string }) {
  useEffect(() => {
    if (typeof matchMedia !== 'function' || !matchMedia('(hover: none)').matches) return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    // A task queued from a frame's callback runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        for (const name of names.split(',')) void features[name as FeatureName].preload()
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [names])
  return null
}

/** With a pointer, an action's bundle starts when the pointer reaches it or the keyboard focuses it. */
const warmUp = (name: FeatureName) => ({ onMouseEnter: () => void features[name].preload(), onFocus: () => void features[name].preload() })
const nameFeature: FeatureName = 'registerName'
/** An action under the profile (SPEC §1 wallet feature order), named by the feature whose view it opens. */
interface WalletAction {
  readonly id: FeatureName
  readonly label: string
  readonly open: () => void
}

export default function AccountView() {
  const kernel = useKernel()
  const { namespace, account, network, connectorId, features: flags, tokens, lastSent, connectors, recentWallet } = useModalState(selectAccount, sameAccount)
  const m = useMessages(accountMessages)
  const format = useFormat()
  useEffect(() => kernel.fetchBalances(), [kernel])

  if (!account?.address) return <EmptyState title={m.noWallet} description={m.connectToSee} />
  const address = account.address
  // The account balance when the adapter gave one, else the native coin of the balance list.
  const native = tokens.find((t) => !t.address && t.symbol === network.nativeCurrency.symbol)
  const balanceText =
    account.balance !== undefined
      ? `${format.quantity(account.balance)} ${account.balanceSymbol ?? network.nativeCurrency.symbol}`
      : native
        ? `${format.quantity(native.quantity.numeric)} ${native.symbol}`
        : undefined
  const connector = connectors?.find((c) => c.id === connectorId)
  // Through WalletConnect the wallet is the catalogue wallet that was paired, not the protocol.
  const wallet =
    connector?.type === 'WALLET_CONNECT' && recentWallet ? { name: recentWallet.name, image: undefined } : connector ? { name: connector.name, image: connector.imageUrl } : undefined
  const current = account.allAccounts.find((a) => a.address === address)
  // The other account of the same connection: EOA ↔ smart account, or (bip122) payment ↔ ordinals address.
  const pair = namespace === 'bip122' ? bitcoinTypes : evmTypes
  const other = account.allAccounts.find((a) => a.type !== current?.type && pair.includes(a.type))
  // The embedded wallet switches its account type itself (the wallet must act as the account chosen).
  const embeddedEvm = connector?.type === 'AUTH' && namespace === 'eip155'

  const walletActions = flags.walletFeaturesOrder.flatMap((feature): ReadonlyArray<WalletAction> => {
    // SPEC §9: onramp on eip155 and solana; swaps trade on eip155 only.
    if (feature === 'onramp' && flags.onramp && sendable.includes(namespace))
      return [{ id: 'onramp', label: m.buy, open: () => kernel.open({ view: 'OnRampProviders' }) }]
    if (feature === 'swaps' && flags.swaps && namespace === 'eip155')
      return [{ id: 'swaps', label: m.swap, open: () => kernel.open({ view: 'Swap' }) }]
    if (feature === 'receive' && flags.receive)
      return [{ id: 'receive', label: m.receive, open: () => kernel.open({ view: 'Receive' }) }]
    if (feature === 'send' && flags.send && (sendable.includes(namespace) || (namespace === 'bip122' && flags.bitcoinSend)))
      return [{ id: 'send', label: m.send, open: () => kernel.open({ view: 'Send' }) }]
    return []
  })
  // SPEC §2 RegisterAccountName: offered to an EVM account without a name of this registry.
  const offersName = namespace === 'eip155' && !registeredZone(account.profileName)
  const preloaded = [...walletActions.map((action) => action.id), ...(offersName ? [nameFeature] : [])]
  const tabs: ReadonlyArray<{ readonly id: TabId; readonly label: string }> = [
    { id: 'tokens', label: m.tokens },
    { id: 'nfts', label: m.nfts },
    ...(flags.history ? [{ id: 'activity' as const, label: m.activity }] : []),
  ]
  // A tab that is not offered (history turned off) shows the first one.
  const tab = tabs.find((t) => t.id === TAB_IDS[account.currentTab])?.id ?? 'tokens'
  const selectTab = (id: string) => kernel.setAccountTab(TAB_IDS.indexOf(id as TabId))
  // Without a name (none found yet, or a namespace that has none: SPEC §9 names are eip155's) the
  // address is the heading, its copy and explorer on its line, as on a named account's address line.
  const nameless = account.profileName === undefined
  const addressTools = (
    <>
      <CopyIconButton value={address} label={m.copyAddress} copied={m.addressCopied} />
      {account.addressExplorerUrl ? (
        <ExternalLink href={account.addressExplorerUrl} label={m.viewAddress}>
          {m.explorer}
        </ExternalLink>
      ) : null}
    </>
  )

  return (
    <div className={sectionGap}>
      {lastSent ? <SentNotice sent={lastSent} onDismiss={() => kernel.send.dismissSent()} /> : null}
      <div className={profile}>
        <Avatar src={account.profileImage} address={address} />
        {nameless ? (
          <div className={cx(addressRow, addressHeading)} data-testid="address-row">
            <p className={nameClass} title={address}>
              {truncateAddress(address)}
            </p>
            {addressTools}
          </div>
        ) : (
          <>
            <p className={nameClass} title={address}>
              {account.profileName}
            </p>
            <div className={addressRow}>
              <span title={address}>{truncateAddress(address)}</span>
              {addressTools}
            </div>
          </>
        )}
        {namespace === 'bip122' && current ? (
          <p className={addressRow} data-testid="address-kind">
            {bitcoinAddressLabels(m)[current.type]}
          </p>
        ) : null}
        {offersName ? (
          <button
            type="button"
            className={chip}
            onClick={() => kernel.open({ view: 'RegisterAccountName' })}
            {...warmUp(nameFeature)}
          >
            {m.chooseName}
          </button>
        ) : null}
        {balanceText ? <p className={balanceClass}>{balanceText}</p> : null}
        {/* Named by its own text, the network (an aria-label would miss the initial the image falls back
            to, so the name would not hold the visible text); what it does is its description. */}
        <button type="button" className={cx(chip, networkChip)} onClick={() => kernel.open({ view: 'Networks' })} title={m.networkLabel(network.name)}>
          <NetworkImage network={network} />
          {network.name}
          <ChevronIcon />
        </button>
        {wallet ? (
          <p className={walletRow} data-testid="connected-wallet">
            <WalletImage name={wallet.name} src={wallet.image} />
            <span>{m.connectedWith(wallet.name)}</span>
          </p>
        ) : null}
      </div>
      {walletActions.length ? (
        <div className={actions}>
          {walletActions.map((action) => (
            <Button key={action.id} variant="secondary" onClick={action.open} {...warmUp(action.id)}>
              {action.label}
            </Button>
          ))}
        </div>
      ) : null}
      <PreloadWithoutHover names={preloaded.join()} />
      {embeddedEvm ? (
        <Suspense fallback={null}>
          <AccountTypeSwitch />
        </Suspense>
      ) : other && connectorId ? (
        <Button
          variant="secondary"
          full
          onClick={() => kernel.switchAccount({ connectorId, address: other.address, namespace })}
        >
          {switchLabels(m)[other.type]}
        </Button>
      ) : null}
      <Tabs label={m.tabs} items={tabs} selected={tab} onSelect={selectTab}>
        <div className={panel}>
          {tab === 'tokens' ? <TokenList /> : null}
          {tab === 'nfts' ? <NftGrid /> : null}
          {tab === 'activity' ? (
            <Suspense
              fallback={
                <div className={centered}>
                  <Spinner label={m.loadingActivity} />
                </div>
              }
            >
              <features.history />
            </Suspense>
          ) : null}
        </div>
      </Tabs>
      {flags.smartSessions && namespace === 'eip155' ? (
        <Suspense
          fallback={
            <div className={centered}>
              <Spinner label={m.loadingSessions} />
            </div>
          }
        >
          <SessionsList />
        </Suspense>
      ) : null}
      <Button variant="secondary" full onClick={() => void kernel.disconnect().then(() => kernel.close(), () => undefined)}>
        {m.disconnect}
      </Button>
    </div>
  )
}
