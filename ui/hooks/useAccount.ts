import { useCallback, useMemo } from 'react'
import type { AccountRecord, AccountStatus, CaipAddress, ChainNamespace, ModalState, NamespaceAccountType, SocialProvider } from '../../kernel'
import type { AccountUser } from '../../kernel/chain/types'
import { useModalState } from './useModalState'
import { selectActiveNamespace } from './selectors'

/** What the embedded wallet knows of its user; absent for any other wallet. */
export interface EmbeddedWalletInfo {
  readonly user: AccountUser
  /** How the person signed in: a social provider, else 'email'. */
  readonly authProvider: SocialProvider | 'email'
  readonly accountType: NamespaceAccountType | undefined
  readonly isSmartAccountDeployed: boolean
}

export interface AccountInfo {
  /** The namespace this account is in (the active one unless asked for another). */
  readonly namespace: ChainNamespace
  readonly address: string | undefined
  /** SPEC §3: namespace:chainId:address. */
  readonly caipAddress: CaipAddress | undefined
  /** SPEC §4 connection status. */
  readonly status: AccountStatus
  readonly isConnected: boolean
  readonly allAccounts: ReadonlyArray<AccountRecord>
  readonly embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

/** The account of the active namespace, or of `namespace`; re-renders when it changes. */
export function useAccount(options: { readonly namespace?: ChainNamespace } = {}): AccountInfo {
  const active = useModalState(selectActiveNamespace)
  const namespace = options.namespace ?? active
  const account = useModalState(useCallback((s: ModalState) => s.chains[namespace]?.accountState, [namespace]))
  return useMemo((): AccountInfo => {
    const status = account?.status ?? 'disconnected'
    return {
      namespace,
      address: account?.address,
      caipAddress: account?.caipAddress,
      status,
      isConnected: status === 'connected',
      allAccounts: account?.allAccounts ?? [],
      embeddedWalletInfo: account?.user
        ? {
            user: account.user,
            authProvider: account.socialProvider ?? 'email',
            accountType: account.preferredAccountTypes[namespace],
            isSmartAccountDeployed: account.smartAccountDeployed === true,
          }
        : undefined,
    }
  }, [account, namespace])
}
