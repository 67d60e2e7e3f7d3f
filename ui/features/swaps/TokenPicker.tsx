import { useId, useState } from 'react'
import { SearchField } from '../../components/SearchField'
import { POPULAR_SWAP_SYMBOLS, SUGGESTED_SWAP_SYMBOLS } from '../../../kernel/swap/constants'
import type { SwapToken } from '../../../kernel/swap/types'
import { WalletImage } from '../../components/WalletImage'
import { swapMessages } from './messages'
import { useMessages } from '../../i18n/catalogue'
import { useFormat } from '../../i18n/format'
import { small } from '../../components/styles'
import { listTitle } from '../shared/styles'
import { chip, chips, pickerHead, tokenBalance, tokenList, tokenRow, tokenText } from './styles'

const held = (token: SwapToken) => Number(token.balance) > 0
const popularity = (token: SwapToken) => {
  const index = POPULAR_SWAP_SYMBOLS.indexOf(token.symbol)
  return index === -1 ? POPULAR_SWAP_SYMBOLS.length : index
}

/** Case-insensitive match on symbol, name or address (the address as pasted, with or without its chain). */
function matches(token: SwapToken, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  return token.symbol.toLowerCase().includes(q) || token.name.toLowerCase().includes(q) || token.address.toLowerCase().endsWith(q)
}

function Row({ token, current, onPick }: { readonly token: SwapToken; readonly current: boolean; readonly onPick: (t: SwapToken) => void }) {
  const format = useFormat()
  return (
    <li>
      <button type="button" className={tokenRow} aria-current={current ? 'true' : undefined} onClick={() => onPick(token)}>
        <WalletImage name={token.symbol} src={token.logoUri} round />
        <span className={tokenText}>
          <span>{token.name}</span>
          <span>{token.symbol}</span>
        </span>
        {held(token) ? <span className={tokenBalance}>{format.quantity(token.balance)}</span> : null}
      </button>
    </li>
  )
}

/**
 * The token list of one side: search, the suggested tokens as chips, then the tokens the account holds
 * and the others, popular ones first. Picking one, the header's Back or Escape returns to the form.
 */
export function TokenPicker({
  side,
  tokens,
  current,
  onPick,
  onBack,
}: {
  readonly side: 'pay' | 'receive'
  readonly tokens: ReadonlyArray<SwapToken>
  readonly current: SwapToken | undefined
  readonly onPick: (token: SwapToken) => void
  readonly onBack: () => void
}) {
  const messages = useMessages(swapMessages)
  const [query, setQuery] = useState('')
  const ids = { title: useId(), yours: useId(), others: useId() }
  const found = tokens.filter((t) => matches(t, query))
  const suggested = tokens.filter((t) => SUGGESTED_SWAP_SYMBOLS.includes(t.symbol))
  const yours = found.filter(held).sort((a, b) => popularity(a) - popularity(b))
  const others = found.filter((t) => !held(t)).sort((a, b) => popularity(a) - popularity(b))
  return (
    <section
      aria-labelledby={ids.title}
      className={tokenList}
      onKeyDown={(event) => {
        // Escape steps back to the form rather than closing the whole modal.
        if (event.key === 'Escape') {
          event.preventDefault()
          event.stopPropagation()
          onBack()
        }
      }}
    >
      <p id={ids.title} className={pickerHead}>
        {messages.pickTitle(side)}
      </p>
      <SearchField placeholder={messages.search} aria-label={messages.searchLabel} value={query} onChange={(event) => setQuery(event.target.value)} />
      {suggested.length > 0 && !query ? (
        <div className={chips} role="group" aria-label={messages.suggested}>
          {suggested.map((token) => (
            <button key={token.address} type="button" className={chip} onClick={() => onPick(token)}>
              <WalletImage name={token.symbol} src={token.logoUri} round />
              {token.symbol}
            </button>
          ))}
        </div>
      ) : null}
      {yours.length > 0 ? (
        <>
          <p id={ids.yours} className={listTitle}>
            {messages.yourTokens}
          </p>
          <ul aria-labelledby={ids.yours}>
            {yours.map((token) => (
              <Row key={token.address} token={token} current={token.address === current?.address} onPick={onPick} />
            ))}
          </ul>
        </>
      ) : null}
      {others.length > 0 ? (
        <>
          <p id={ids.others} className={listTitle}>
            {messages.tokens}
          </p>
          <ul aria-labelledby={ids.others}>
            {others.map((token) => (
              <Row key={token.address} token={token} current={token.address === current?.address} onPick={onPick} />
            ))}
          </ul>
        </>
      ) : null}
      {found.length === 0 ? <p className={small} role="status">{messages.noMatch(query)}</p> : null}
    </section>
  )
}
