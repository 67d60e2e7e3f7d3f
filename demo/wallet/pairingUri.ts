/**
 * Why a pasted text cannot be paired, said before the SDK sees it (the SDK's own refusals are terse):
 * a WalletConnect v2 pairing URI is `wc:<topic>@2?relay-protocol=irn&symKey=<key>[&expiryTimestamp=<s>]`.
 */
const SHAPE = 'wc:<topic>@2?relay-protocol=irn&symKey=<key>'

export function pairingUriProblem(text: string, nowMs: number): string | undefined {
  const uri = text.trim()
  if (uri === '') return 'Paste the wc: URI the dapp shows'
  if (!uri.startsWith('wc:')) return `Not a WalletConnect URI: it must start with "wc:" (${SHAPE})`
  const parts = /^wc:([^@?]+)@([^?]+)\?(.*)$/.exec(uri)
  if (!parts) return `Not a WalletConnect pairing URI: expected ${SHAPE}`
  const [, topic = '', version = '', query = ''] = parts
  if (version !== '2') return `Only WalletConnect v2 pairing URIs can be paired, this one is version "${version}"`
  if (!/^[0-9a-f]{64}$/.test(topic)) return 'Not a WalletConnect pairing URI: the topic must be 64 hex digits'
  const params = new URLSearchParams(query)
  if (!/^[0-9a-f]{64}$/.test(params.get('symKey') ?? '')) return 'Not a WalletConnect pairing URI: its symKey must be 64 hex digits'
  if (!params.get('relay-protocol')) return 'Not a WalletConnect pairing URI: it names no relay-protocol'
  const expiry = params.get('expiryTimestamp')
  if (expiry !== null && Number(expiry) * 1000 <= nowMs) return 'This WalletConnect URI has expired: ask the dapp for a new one'
  return undefined
}
