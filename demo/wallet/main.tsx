/** The demo's WalletConnect wallet page: /wallet/ to paste a URI, /wallet/wc?uri=… as a deep link. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WalletPage } from './WalletPage'

/** The URI a dapp's deep link carries; the address bar then drops it so a reload does not pair twice. */
function deepLinkUri(): string | undefined {
  if (!location.pathname.replace(/\/+$/, '').endsWith('/wc')) return undefined
  const uri = new URLSearchParams(location.search).get('uri') ?? undefined
  history.replaceState(null, '', '/wallet/')
  return uri
}

createRoot(document.getElementById('app') as HTMLElement).render(
  <StrictMode>
    <WalletPage deepLinkUri={deepLinkUri()} />
  </StrictMode>,
)
