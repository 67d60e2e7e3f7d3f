import type { ModalState } from '../../../kernel'
import { useModalState } from '../../hooks/useModalState'
import { useConnectAttempt, type ConnectAttempt } from '../useConnectAttempt'
import { useMessages } from '../../i18n/catalogue'
import { useKernelText } from '../../i18n/catalogue'
import { connectingMessages } from '../messages'
import * as lazyThrown from '../../../kernel/errors/lazyThrownMessages'

const selectHasWalletConnect = (s: ModalState) => s.connection.connectors[s.activeNamespace]?.some((c) => c.type === 'WALLET_CONNECT') ?? false

/**
 * The WalletConnect connect a pairing view stands for, as the kernel runs it (it joins a connect still
 * waiting on a valid URI, renews the URI when it expires, and remembers the catalogue wallet).
 */
export function useWalletConnectAttempt(): ConnectAttempt {
  const hasWalletConnect = useModalState(selectHasWalletConnect)
  const attempt = useConnectAttempt()
  const m = useMessages(connectingMessages)
  const text = useKernelText()
  // SPEC §8: no WalletConnect connector (no WalletConnect adapter, or enableWalletConnect off).
  return hasWalletConnect
    ? attempt
    : { failure: { title: m.failed, message: text(lazyThrown.walletConnectConnectorNotFound) }, retry: attempt.retry }
}
