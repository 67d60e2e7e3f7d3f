import { Suspense, useEffect, useId, useState, type ReactNode } from 'react'
import type { Connector, ModalState } from '../../../kernel'
import type { CatalogueWallet } from '../../../kernel/wallets/catalogueRules'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { sameFields } from '../../../kernel/core/sameFields'
import { ListItem } from '../../components/ListItem'
import { WalletImage } from '../../components/WalletImage'
import { EmptyState } from '../../components/EmptyState'
import { Spinner } from '../../components/Spinner'
import { AllWalletsIcon, MailIcon, WalletIcon } from '../../components/icons'
import { MethodTile } from '../../components/MethodTile'
import { useArrowNavigation } from '../../components/useArrowNavigation'
import { centered, muted, stack } from '../../components/styles'
import { footnote, legal, sectionGap, socialsPending } from '../shared'
import { walletTargetOf } from '../routeData'
import { features as bundles } from '../../features/features'
import { useMessages } from '../../i18n/catalogue'
import { coreMessages } from '../../modal/messages'

interface Row {
  readonly key: string
  readonly label: string
  readonly image?: string | undefined
  readonly tag?: string
  readonly open: () => void
  /** The row leads to a WalletConnect pairing: warm its SDK up when the person points at it. */
  readonly prepare?: () => void
}

const selectConnectState = (s: ModalState) => ({
  wallets: s.wallets,
  list: s.connectList,
  recent: s.connection.recentWallets,
  features: s.features,
  order: s.connectMethodsOrder,
  terms: s.options.termsConditionsUrl,
  privacy: s.options.privacyPolicyUrl,
  accepted: s.modal.legalAccepted,
  view: s.router.view,
})


const reachesEmbedded = (wallets: ModalState['wallets']) => wallets.connectors.some((c) => c.type === 'AUTH')
/** The social logins are offered: the view then needs their bundle. */
export const showsSocials = (wallets: ModalState['wallets'], features: ModalState['features']) =>
  reachesEmbedded(wallets) && features.socials.length > 0

/** SPEC §2 Connect: the connect methods in order, the wallet rows in connectorTypeOrder. */
export default function ConnectView() {
  const kernel = useKernel()
  const state = useModalState(selectConnectState, sameFields)
  const onKeyDown = useArrowNavigation()
  const reasonId = useId()
  const m = useMessages(coreMessages)
  const { wallets, features, view } = state
  const needsConsent = features.legalCheckbox && Boolean(state.terms || state.privacy)
  const blocked = needsConsent && !state.accepted
  // Blocked rows stay focusable so the reason is announced; they only refuse to act.
  const gate = (open: () => void) =>
    blocked ? { 'aria-disabled': true, 'aria-describedby': reasonId } : { onClick: open }

  const openConnector = (connector: Connector) =>
    kernel.open({ view: 'ConnectingExternal', data: { connectorId: connector.id, namespace: connector.chain } })
  const walletConnect = wallets.connectors.find((c) => c.type === 'WALLET_CONNECT')
  const prepareWalletConnect = walletConnect ? () => kernel.prepareConnector(walletConnect.id, walletConnect.chain) : undefined
  const openWallet = (wallet: CatalogueWallet) => kernel.open({ view: 'ConnectingWalletConnect', data: { wallet: walletTargetOf(wallet) } })
  const fromConnector = (connector: Connector, tag?: string): Row => ({
    key: `connector:${connector.id}`,
    label: connector.name,
    image: connector.imageUrl,
    ...(tag ? { tag } : {}),
    open: () => openConnector(connector),
  })
  const fromWallet = (wallet: CatalogueWallet, tag?: string): Row => ({
    key: `wallet:${wallet.id}`,
    label: wallet.name,
    image: wallet.imageUrl,
    ...(tag ? { tag } : {}),
    open: () => openWallet(wallet),
    ...(prepareWalletConnect ? { prepare: prepareWalletConnect } : {}),
  })
  // The embedded wallet is reached by email (its own method), not listed as a wallet.
  const rows = state.list.filter((entry) => entry.kind === 'wallet' || entry.connector.type !== 'AUTH').map((entry): Row => {
    if (entry.kind === 'wallet') return fromWallet(entry.wallet, entry.tag)
    const row = fromConnector(entry.connector, entry.tag)
    if (entry.kind === 'connector') return row
    const { id, chain } = entry.connector
    return { ...row, open: () => kernel.open({ view: 'ConnectingWalletConnectBasic' }), prepare: () => kernel.prepareConnector(id, chain) }
  })

  const loadingLists = wallets.recommended.status === 'loading' || wallets.featured.status === 'loading'

  // Email and the socials reach the embedded wallet (the AUTH connector).
  const email = reachesEmbedded(wallets) && features.email && <EmailMethod key="email" gate={gate} />
  // Their own boundary: the wallets show at once while the socials' bundle arrives.
  const social = showsSocials(wallets, features) && (
    <Suspense key="social" fallback={<div className={socialsPending} aria-busy="true" />}>
      <bundles.socials gate={gate} />
    </Suspense>
  )
  const methods: Record<string, ReactNode> = {
    email,
    social,
    // features.collapseWallets (or emailShowWallets off): beside email or a social login, the wallets
    // wait behind one row on Connect, and ConnectWallets shows them alone.
    wallet: (features.collapseWallets || !features.emailShowWallets) && (email || social) && view === 'Connect' ? (
      <ListItem key="wallet" icon={<MethodTile><WalletIcon /></MethodTile>} label={m.continueWithWallet} {...gate(() => kernel.open({ view: 'ConnectWallets' }))} />
    ) : (
      <div key="wallet" className={stack} onKeyDown={onKeyDown} role="list" aria-label={m.wallets}>
        {rows.map((row) => (
          <div role="listitem" key={row.key}>
            <ListItem
              data-nav-item=""
              icon={<WalletImage name={row.label} src={row.image} loading="eager" />}
              label={row.label}
              tagText={row.tag && (m.tags[row.tag as keyof typeof m.tags] ?? row.tag)}
              accentTag={row.tag === 'Installed' || row.tag === 'QR code'}
              {...gate(row.open)}
              onPointerEnter={row.prepare}
              onFocus={row.prepare}
            />
          </div>
        ))}
        {loadingLists && rows.length === 0 ? (
          <div className={centered}>
            <Spinner label={m.loadingWallets} />
          </div>
        ) : null}
        {features.allWallets ? (
          <div role="listitem">
            <ListItem
              data-nav-item=""
              icon={<AllWalletsIcon />}
              label={m.allWallets}
              tagText={wallets.catalogue.count > 0 ? `${wallets.catalogue.count}+` : undefined}
              {...gate(() => kernel.open({ view: 'AllWallets' }))}
            />
          </div>
        ) : null}
      </div>
    ),
  }
  const shown = (view === 'Connect' ? state.order : ['wallet']).flatMap((method) => (methods[method] ? [methods[method]] : []))

  return (
    <div className={sectionGap}>
      {needsConsent ? (
        <label className={legal}>
          <input type="checkbox" checked={state.accepted} onChange={(event) => kernel.acceptLegal(event.target.checked)} />
          <span>
            <Sentence text={m.agree}>
              <LegalLinks terms={state.terms} privacy={state.privacy} />
            </Sentence>
          </span>
        </label>
      ) : null}
      {blocked ? (
        <p id={reasonId} className={`${footnote} ${muted}`}>
          {m.tickBox}
        </p>
      ) : null}
      {shown}
      {rows.length === 0 && !features.allWallets && !loadingLists ? (
        <EmptyState title={m.noWallets} description={m.installWallet}>
          <WalletIcon />
        </EmptyState>
      ) : null}
      {!needsConsent && (state.terms || state.privacy) ? (
        <p className={`${footnote} ${muted}`}>
          <Sentence text={m.byConnecting}>
            <LegalLinks terms={state.terms} privacy={state.privacy} />
          </Sentence>
        </p>
      ) : null}
    </div>
  )
}

/**
 * SPEC §1 email method: a row until the person chooses it; then the form, from its own bundle. The
 * bundle is fetched once the row is on screen (an effect: not while the modal is built hidden ahead
 * of its opening), so choosing email shows the form at once; should it still be on its way, the row
 * stands in for the form rather than the whole view turning into a spinner.
 */
function EmailMethod({ gate }: { readonly gate: (open: () => void) => object }) {
  const [chosen, choose] = useState(false)
  const m = useMessages(coreMessages)
  const Form = bundles.embedded
  useEffect(() => void Form.preload(), [Form])
  const row = <ListItem icon={<MethodTile><MailIcon /></MethodTile>} label={m.continueWithEmail} {...gate(() => choose(true))} />
  return chosen ? (
    <Suspense fallback={row}>
      <Form />
    </Suspense>
  ) : (
    row
  )
}

/** A text with its `{}` replaced by the children (each language puts the links where it reads them). */
function Sentence({ text, children }: { readonly text: string; readonly children: ReactNode }) {
  const [before, after] = text.split('{}')
  return (
    <>
      {before}
      {children}
      {after}
    </>
  )
}

function LegalLinks({ terms, privacy }: { readonly terms: string | undefined; readonly privacy: string | undefined }) {
  const m = useMessages(coreMessages)
  return (
    <>
      {terms ? (
        <a href={terms} target="_blank" rel="noreferrer">
          {m.terms}
        </a>
      ) : null}
      {terms && privacy ? m.and : null}
      {privacy ? (
        <a href={privacy} target="_blank" rel="noreferrer">
          {m.privacy}
        </a>
      ) : null}
    </>
  )
}
