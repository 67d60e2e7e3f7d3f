import { useEffect, useState } from 'react'

export interface DevAccount {
  readonly address: string
  readonly name: string | null
}

/** The devnet's own accounts: somewhere to send to, each address one click from the clipboard. */
export function DevAccounts({ accounts }: { readonly accounts: ReadonlyArray<DevAccount> }) {
  const [copied, setCopied] = useState<string>()
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(undefined), 1500)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = (address: string) =>
    void navigator.clipboard.writeText(address).then(
      () => setCopied(address),
      () => setCopied(undefined),
    )
  return (
    <section className="demo-card" aria-label="Dev accounts">
      <h2>Dev accounts to send to</h2>
      <p className="demo-hint">Each holds 10,000 ETH on both devnet chains; the Devnet Wallet signs as account 0.</p>
      <ul className="demo-accounts">
        {accounts.map((a, index) => (
          <li key={a.address}>
            <span className="demo-account-index">{index}</span>
            <span className="demo-account-text">
              {a.name ? <span className="demo-account-name">{a.name}</span> : null}
              <code data-testid="dev-account">{a.address}</code>
            </span>
            <button type="button" aria-label={`Copy the address of account ${index}`} onClick={() => copy(a.address)}>
              {copied === a.address ? 'Copied' : 'Copy'}
            </button>
          </li>
        ))}
      </ul>
      <p className="demo-status" role="status">
        {copied ? 'Address copied' : ''}
      </p>
    </section>
  )
}
