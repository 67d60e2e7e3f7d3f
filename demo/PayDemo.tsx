import { useState } from 'react'
import { useKernel } from '../ui'
import type { Network, PayRequest } from '../kernel'

export interface PayToken {
  readonly address: string
  readonly symbol: string
  readonly decimals: number
}

/**
 * `modal.pay` as a shop would call it: a fixed recipient (a devnet account), the network's coin or the
 * devnet dollar, on the first devnet chain. The call's answer (the hash, or the error's reason) shows.
 */
export function PayDemo({ network, recipient, token }: { readonly network: Network; readonly recipient: string; readonly token: PayToken | undefined }) {
  const kernel = useKernel()
  const [asset, setAsset] = useState<'native' | 'token'>('native')
  const [amount, setAmount] = useState('0.01')
  const [result, setResult] = useState<string>()
  const pay = () => {
    setResult('Paying…')
    const request: PayRequest = { recipient, amount, network: network.caipNetworkId, asset: asset === 'token' && token ? token : 'native' }
    kernel.pay(request).then(
      ({ hash, via }) => setResult(`Paid (${via}): ${hash}`),
      (error: unknown) => {
        const reason = typeof error === 'object' && error !== null && 'reason' in error ? String(error.reason) : 'error'
        setResult(`Not paid (${reason}): ${error instanceof Error ? error.message : String(error)}`)
      },
    )
  }
  return (
    <section className="demo-card" aria-label="Pay">
      <h2>Pay</h2>
      <p className="demo-hint">
        Pay a devnet shop (account {recipient.slice(0, 6)}…{recipient.slice(-4)}) on {network.name}, from the wallet or by card.
      </p>
      <div className="demo-actions">
        <label>
          Asset{' '}
          <select value={asset} onChange={(e) => setAsset(e.target.value === 'token' ? 'token' : 'native')}>
            <option value="native">{network.nativeCurrency.symbol}</option>
            {token ? <option value="token">{token.symbol}</option> : null}
          </select>
        </label>
        <label>
          Amount <input value={amount} size={8} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <button type="button" onClick={pay}>
          Pay
        </button>
      </div>
      {result ? (
        <p className="demo-value" data-testid="pay-result">
          {result}
        </p>
      ) : null}
    </section>
  )
}
