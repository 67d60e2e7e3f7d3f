import type { ModalState } from '../../../kernel'
import { thrownMessages } from '../../../kernel'
import { useModalState } from '../../hooks/useModalState'
import { useConnectAttempt, type ConnectAttempt } from '../useConnectAttempt'
import type { WalletTarget } from '../routeData'

const selectWalletConnect = (s: ModalState) => ({
  namespace: s.activeNamespace,
  connectorId: s.connection.connectors[s.activeNamespace]?.find((c) => c.type === 'WALLET_CONNECT')?.id,
})
const sameWalletConnect = (a: ReturnType<typeof selectWalletConnect>, b: ReturnType<typeof selectWalletConnect>) =>
  a.namespace === b.namespace && a.connectorId === b.connectorId

/**
 * The WalletConnect connect a pairing view stands for: started when the view opens (the kernel joins
 * one still waiting on a valid URI, and renews it when the URI expires), remembered as the catalogue
 * wallet's recent wallet on success.
 */
export function useWalletConnectAttempt(wallet?: WalletTarget): ConnectAttempt {
  const { namespace, connectorId } = useModalState(selectWalletConnect, sameWalletConnect)
  const attempt = useConnectAttempt(
    connectorId === undefined
      ? undefined
      : { connectorId, ...(namespace ? { namespace } : {}), ...(wallet ? { wallet: { id: wallet.id, name: wallet.name } } : {}) },
  )
  // SPEC §8: no WalletConnect connector (no WalletConnect adapter, or enableWalletConnect off).
  return connectorId === undefined ? { error: thrownMessages.walletConnectConnectorNotFound, retry: attempt.retry } : attempt
}
