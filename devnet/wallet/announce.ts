/** EIP-6963 provider info. */
export interface ProviderInfo {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

/**
 * Announce the provider (EIP-6963) now and again on every eip6963:requestProvider. Returns the
 * function that stops answering.
 */
export function announceProvider(target: Window, info: ProviderInfo, provider: unknown): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
