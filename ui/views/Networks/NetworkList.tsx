import { useState } from 'react'
import type { ModalState, Network } from '../../../kernel'
import { messageOf } from '../../../kernel'
import { useKernel } from '../../context/KernelContext'
import { useModalState } from '../../hooks/useModalState'
import { ListItem } from '../../components/ListItem'
import { NetworkImage } from '../../components/NetworkImage'
import { useArrowNavigation } from '../../components/useArrowNavigation'
import { errorText, small, stack } from '../../components/styles'
import { useMessages } from '../../i18n/catalogue'
import { useKernelText } from '../../i18n/catalogue'
import { networkMessages } from './messages'

/** SPEC §3 approvedCaipNetworkIds: the networks a connected wallet did not approve (a WalletConnect session's), space-separated. */
const notApprovedOf = (s: ModalState): string =>
  s.networks
    .filter((network) => {
      const state = s.chains[network.chainNamespace]?.networkState
      return state !== undefined && !state.supportsAllNetworks && !(state.approvedCaipNetworkIds ?? []).includes(network.caipNetworkId)
    })
    .map((network) => network.caipNetworkId)
    .join(' ')
const selectNetworks = (s: ModalState) => ({
  networks: s.networks,
  active: s.activeCaipNetwork.caipNetworkId,
  unsupported: s.activeNetworkUnsupported,
  enabled: s.options.enableNetworkSwitch,
  notApproved: notApprovedOf(s),
})
const sameNetworks = (a: ReturnType<typeof selectNetworks>, b: ReturnType<typeof selectNetworks>) =>
  a.networks === b.networks && a.active === b.active && a.unsupported === b.unsupported && a.enabled === b.enabled && a.notApproved === b.notApproved

/** The configured networks; choosing one asks the kernel to switch, then runs `onSwitched`. */
export function NetworkList({ onSwitched }: { readonly onSwitched: () => void }) {
  const kernel = useKernel()
  const { networks, active, unsupported, enabled, notApproved } = useModalState(selectNetworks, sameNetworks)
  const off = notApproved.split(' ')
  const onKeyDown = useArrowNavigation()
  const m = useMessages(networkMessages)
  const text = useKernelText()
  // The outcome of this screen's own request (the kernel reports it through the returned promise).
  const [pending, setPending] = useState<string | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const choose = (network: Network) => {
    setPending(network.caipNetworkId)
    setError(undefined)
    kernel.switchNetwork(network).then(
      () => {
        setPending(undefined)
        onSwitched()
      },
      (reason: unknown) => {
        setPending(undefined)
        setError(messageOf(reason))
      },
    )
  }
  return (
    <div className={stack}>
      <div className={stack} role="list" aria-label={m.networks} onKeyDown={onKeyDown}>
        {networks.map((network) => {
          const isActive = !unsupported && network.caipNetworkId === active
          // The wallet would refuse it ('Chain is not supported'): said here rather than after a click. It
          // stays focusable (aria-disabled, dimmed), so the keyboard reaches it and hears why.
          const refused = !isActive && off.includes(network.caipNetworkId)
          return (
            <div role="listitem" key={network.caipNetworkId}>
              <ListItem
                data-nav-item=""
                aria-current={isActive ? 'true' : undefined}
                disabled={!enabled || pending !== undefined}
                aria-disabled={refused || undefined}
                icon={<NetworkImage network={network} />}
                label={network.name}
                tagText={pending === network.caipNetworkId ? m.switching : isActive ? m.active : refused ? m.notApproved : undefined}
                accentTag={isActive}
                onClick={() => (isActive ? onSwitched() : refused ? undefined : choose(network))}
              />
            </div>
          )
        })}
      </div>
      {!enabled ? <p className={small}>{m.switchingOff}</p> : notApproved ? <p className={small}>{m.onlyApproved}</p> : null}
      {error ? (
        <p className={errorText} role="alert">
          {text(error)}
        </p>
      ) : null}
    </div>
  )
}
