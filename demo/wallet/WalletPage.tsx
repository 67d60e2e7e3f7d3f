import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { WalletState } from './codecs'
import { useWalletState, type WalletControls } from './useWalletState'

type Chains = WalletState['chains']

const chainName = (chains: Chains, chainId: number | string): string => {
  const id = typeof chainId === 'number' ? chainId : Number(chainId.split(':')[1])
  return chains.find((chain) => chain.chainId === id)?.name ?? String(chainId)
}

function PairForm({ controls }: { readonly controls: WalletControls }) {
  const [uri, setUri] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void controls.run('pair', { uri }).then((paired) => paired && setUri(''))
  }
  return (
    <section className="demo-card" aria-labelledby="wallet-pair">
      <h2 id="wallet-pair">Pair with a dapp</h2>
      <form onSubmit={submit} className="wallet-form">
        <label htmlFor="wallet-uri">WalletConnect URI</label>
        <textarea
          id="wallet-uri"
          rows={3}
          value={uri}
          placeholder="wc:…@2?relay-protocol=irn&symKey=…"
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setUri(event.target.value)}
        />
        <div className="demo-actions">
          <button type="submit" disabled={controls.busy !== undefined || uri.trim() === ''}>
            {controls.busy === 'pair' ? 'Pairing…' : 'Pair'}
          </button>
        </div>
      </form>
    </section>
  )
}

function Proposals({ controls, state }: { readonly controls: WalletControls; readonly state: WalletState }) {
  return (
    <section className="demo-card" aria-labelledby="wallet-proposals">
      <h2 id="wallet-proposals">Session proposals</h2>
      {state.proposals.length === 0 ? (
        <p className="wallet-muted">No proposal waiting. Paste a dapp&apos;s URI above, or open the wallet from the dapp.</p>
      ) : (
        <ul className="wallet-list">
          {state.proposals.map((proposal) => (
            <li key={proposal.id} aria-label={`Proposal from ${proposal.dapp.name}`}>
              <p>
                <strong>{proposal.dapp.name}</strong> <span className="wallet-muted">{proposal.dapp.url}</span> asks to connect
              </p>
              <p className="wallet-muted">Chains: {proposal.chains.map((chain) => chainName(state.chains, chain)).join(', ') || 'none named'}</p>
              <div className="demo-actions">
                <button type="button" disabled={controls.busy !== undefined} onClick={() => void controls.run('approve', { id: proposal.id })}>
                  Approve
                </button>
                <button type="button" disabled={controls.busy !== undefined} onClick={() => void controls.run('reject', { id: proposal.id })}>
                  Reject
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Sessions({ controls, state }: { readonly controls: WalletControls; readonly state: WalletState }) {
  return (
    <section className="demo-card" aria-labelledby="wallet-sessions">
      <h2 id="wallet-sessions">Connected dapps</h2>
      {state.sessions.length === 0 ? (
        <p className="wallet-muted">No session.</p>
      ) : (
        <ul className="wallet-list">
          {state.sessions.map((session) => (
            <li key={session.topic} aria-label={`Session with ${session.dapp.name}`}>
              <p>
                <strong>{session.dapp.name}</strong> <span className="wallet-muted">{session.dapp.url}</span>
              </p>
              <dl>
                <dt>Account</dt>
                <dd>{session.account}</dd>
                <dt>Chain</dt>
                <dd>{chainName(state.chains, session.chainId)}</dd>
              </dl>
              <div className="demo-actions">
                <button type="button" disabled={controls.busy !== undefined} onClick={() => void controls.run('disconnect', { topic: session.topic })}>
                  Disconnect
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Account({ controls, state }: { readonly controls: WalletControls; readonly state: WalletState }) {
  const busy = controls.busy !== undefined
  return (
    <section className="demo-card" aria-labelledby="wallet-account">
      <h2 id="wallet-account">Wallet</h2>
      <dl>
        <dt>Address</dt>
        <dd data-testid="wallet-address">{state.address}</dd>
      </dl>
      <div className="wallet-form">
        <label htmlFor="wallet-chain">Chain</label>
        <select id="wallet-chain" value={state.chainId} disabled={busy} onChange={(event) => void controls.run('chain', { chainId: Number(event.target.value) })}>
          {state.chains.map((chain) => (
            <option key={chain.chainId} value={chain.chainId}>
              {chain.name} ({chain.chainId})
            </option>
          ))}
        </select>
        <label htmlFor="wallet-account-index">Account</label>
        <select id="wallet-account-index" value={state.accountIndex} disabled={busy} onChange={(event) => void controls.run('account', { index: Number(event.target.value) })}>
          {state.accounts.map((account) => (
            <option key={account.index} value={account.index}>
              #{account.index} {account.address}
            </option>
          ))}
        </select>
        <fieldset>
          <legend>Requests from dapps</legend>
          {(['answer', 'reject'] as const).map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name="wallet-request-mode"
                value={mode}
                checked={state.requestMode === mode}
                disabled={busy}
                onChange={() => void controls.run('requestMode', { mode })}
              />{' '}
              {mode === 'answer' ? 'Answer them (sign and send)' : 'Reject them'}
            </label>
          ))}
        </fieldset>
      </div>
    </section>
  )
}

function Requests({ state }: { readonly state: WalletState }) {
  return (
    <section className="demo-card" aria-labelledby="wallet-requests">
      <h2 id="wallet-requests">Requests</h2>
      {state.requests.length === 0 ? (
        <p className="wallet-muted">No request yet.</p>
      ) : (
        <table className="wallet-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Method</th>
              <th scope="col">Chain</th>
              <th scope="col">Outcome</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {state.requests.map((request) => (
              <tr key={request.number}>
                <td>{request.number}</td>
                <td>{request.method}</td>
                <td>{chainName(state.chains, request.chainId)}</td>
                <td>{request.outcome}</td>
                <td className="wallet-detail">{request.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

/** The wallet page: pair, approve or reject, and drive the wallet like a person would. */
export function WalletPage({ deepLinkUri }: { readonly deepLinkUri: string | undefined }) {
  const controls = useWalletState()
  const { state, problem, offline, run } = controls
  const linked = useRef(false)

  useEffect(() => {
    if (deepLinkUri === undefined || linked.current) return
    linked.current = true
    void run('pair', { uri: deepLinkUri })
  }, [deepLinkUri, run])

  return (
    <main className="demo">
      <header className="demo-header">
        <h1>Devnet WalletConnect Wallet</h1>
      </header>
      <p className="wallet-muted">
        A WalletConnect wallet on the local devnet relay, holding the devnet accounts. Paste the <code>wc:</code> link a dapp shows
        (its &ldquo;Copy link&rdquo; button), then approve the proposal.
      </p>
      {problem !== undefined && <p role="alert">{problem}</p>}
      {offline !== undefined && <p role="alert">{offline}</p>}
      <p role="status" className="wallet-muted">
        {controls.busy === 'pair' ? 'Pairing…' : state === undefined ? 'Starting the wallet…' : ''}
      </p>
      <PairForm controls={controls} />
      {state !== undefined && (
        <>
          <Proposals controls={controls} state={state} />
          <Sessions controls={controls} state={state} />
          <Account controls={controls} state={state} />
          <Requests state={state} />
        </>
      )}
    </main>
  )
}
