import { useEffect, useState, type ReactNode } from 'react'
import { useKernel, useModalState } from '../ui'
import type { ModalState } from '../kernel'
import { truncateAddress } from '../kernel'
import { DevAccounts, type DevAccount } from './DevAccounts'
import { PayDemo, type PayToken } from './PayDemo'

const account = (s: ModalState) => s.activeCaipAddress
const network = (s: ModalState) => s.activeCaipNetwork
const networks = (s: ModalState) => s.networks
const status = (s: ModalState) => s.connection.status[s.activeNamespace] ?? 'disconnected'
const themeMode = (s: ModalState) => s.theme.mode

/** The example dapp around the modal: what an integrator's page would show and call. */
export function DemoApp({
  connectButton,
  accounts,
  payToken,
  telegram = false,
}: {
  readonly connectButton: ReactNode
  readonly accounts: ReadonlyArray<DevAccount>
  readonly payToken: PayToken & { readonly chainId: number }
  /** Shown as a Telegram mini-app (`?tg=1`). */
  readonly telegram?: boolean
}) {
  const kernel = useKernel()
  const caipAddress = useModalState(account)
  const active = useModalState(network)
  const all = useModalState(networks)
  const connection = useModalState(status)
  const theme = useModalState(themeMode)
  const [events, setEvents] = useState<ReadonlyArray<string>>([])
  const [problem, setProblem] = useState<string>()
  const [signature, setSignature] = useState<string>()
  const [session, setSession] = useState<string>()

  useEffect(() => {
    const subscription = kernel.events$.subscribe((event) => setEvents((list) => [event.event, ...list].slice(0, 8)))
    return () => subscription.unsubscribe()
  }, [kernel])

  const address = caipAddress?.split(':')[2]
  // What belonged to the last account (its signature, its error) goes with it.
  useEffect(() => {
    if (address) return
    setSignature(undefined)
    setSession(undefined)
    setProblem(undefined)
  }, [address])
  // The page follows the modal's theme, so both read as one product.
  useEffect(() => {
    document.documentElement.dataset.theme = theme
  }, [theme])

  const switchTo = (index: number) => {
    const target = all[index]
    if (!target) return
    setProblem(undefined)
    kernel.switchNetwork(target).catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
  }

  const sign = () => {
    setProblem(undefined)
    setSignature(undefined)
    kernel
      .signMessage('Hello from the Airlock demo')
      .then(({ signature: signed }) => setSignature(signed))
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
  }

  // Smart sessions: the demo's second dev account plays the app's own session account.
  const sessionAccount = accounts[1]?.address
  const allowSession = () => {
    if (!sessionAccount) return
    setProblem(undefined)
    setSession(undefined)
    kernel.sessions
      .grant({ signer: sessionAccount, allowance: 10n ** 16n, expiry: Math.floor(kernel.now() / 1000) + 3600, ticker: 'ETH' })
      .then(({ permissionsContext }) => setSession(permissionsContext))
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
  }

  const nextTheme = theme === 'dark' ? 'light' : 'dark'
  // Pay goes to a devnet account that is not the wallet's, on the first EVM network (the token's chain).
  const shop = accounts[2]?.address
  const evm = all.find((n) => n.chainNamespace === 'eip155')
  return (
    <main className="demo">
      <header className="demo-header">
        <h1>Airlock demo</h1>
        <div className="demo-header-actions">
          <button
            type="button"
            className="demo-theme"
            aria-label={`Switch to the ${nextTheme} theme`}
            onClick={() => kernel.setThemeMode(nextTheme)}
          >
            {theme === 'dark' ? 'Light theme' : 'Dark theme'}
          </button>
          {connectButton}
        </div>
      </header>
      {telegram ? (
        <p className="demo-telegram" role="note">
          Telegram mini-app mode (simulated): sign-in leaves this page and comes back to it.
        </p>
      ) : null}
      <section className="demo-card" aria-label="Connection">
        <h2>Connection</h2>
        <dl>
          <dt>Status</dt>
          <dd data-testid="status">{connection}</dd>
          <dt>Account</dt>
          <dd data-testid="account" title={address}>{address ? truncateAddress(address) : '—'}</dd>
          <dt>Network</dt>
          <dd data-testid="network">{active.name}</dd>
        </dl>
        <div className="demo-actions">
          <button type="button" onClick={() => kernel.open()}>
            Open the modal
          </button>
          {all.map((n, index) => (
            <button key={n.caipNetworkId} type="button" disabled={!address || n.caipNetworkId === active.caipNetworkId} onClick={() => switchTo(index)}>
              Switch to {n.name}
            </button>
          ))}
          <button type="button" disabled={!address} onClick={() => kernel.open({ view: 'Send' })}>
            Send
          </button>
          <button type="button" disabled={!address} onClick={sign}>
            Sign a message
          </button>
          <button type="button" disabled={!address || !sessionAccount} onClick={allowSession}>
            Allow a session (0.01 ETH, 1 hour)
          </button>
        </div>
        {signature ? (
          <p className="demo-value">
            Signature: <code data-testid="signature">{signature}</code>
          </p>
        ) : null}
        {session ? (
          <p className="demo-value">
            Session granted: <code data-testid="session">{session}</code>
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="demo-value">
            {problem}
          </p>
        ) : null}
      </section>
      {shop && evm ? <PayDemo network={evm} recipient={shop} token={String(evm.id) === String(payToken.chainId) ? { address: payToken.address, symbol: payToken.symbol, decimals: payToken.decimals } : undefined} /> : null}
      <DevAccounts accounts={accounts} />
      <section className="demo-card" aria-label="Events">
        <h2>Events</h2>
        {events.length === 0 ? <p>Nothing yet. Connect the Devnet Wallet to begin.</p> : null}
        <ol>
          {events.map((event, index) => (
            <li key={`${index}-${event}`}>{event}</li>
          ))}
        </ol>
      </section>
    </main>
  )
}
