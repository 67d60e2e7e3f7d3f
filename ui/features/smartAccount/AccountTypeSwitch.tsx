import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { ModalState } from '../../../kernel'
import { truncateAddress } from '../../../kernel'
// Through the renderer's index, as the other lazy views (see the comment there).
import { useKernel, useModalState } from '../../index'
import { Button } from '../../components/Button'
import { Spinner } from '../../components/Spinner'
import { useKernelText, useMessages } from '../../i18n/catalogue'
import { smartAccountMessages } from './messages'
import { address as addressClass, errorRow, group, info, label, option, section } from './styles'

type Kind = 'eoa' | 'smartAccount'
const KINDS: ReadonlyArray<Kind> = ['eoa', 'smartAccount']

const selectSwitch = (s: ModalState) => {
  const entry = s.chains.eip155
  return {
    switcher: s.emailLogin.smartAccount,
    address: entry?.accountState.address,
    accounts: entry?.accountState.allAccounts,
    deployed: entry?.accountState.smartAccountDeployed,
    enabled: entry?.networkState.smartAccountEnabledNetworks,
    networkId: s.activeCaipNetwork.id,
  }
}
const sameSwitch = (a: ReturnType<typeof selectSwitch>, b: ReturnType<typeof selectSwitch>) =>
  a.switcher === b.switcher && a.address === b.address && a.accounts === b.accounts && a.deployed === b.deployed && a.enabled === b.enabled && a.networkId === b.networkId

/**
 * SPEC §1 account type switch of the embedded wallet (eoa ↔ smartAccount), on networks where the
 * wallet offers its smart account (SPEC §3 smartAccountEnabledNetworks). The smart account's address
 * shows before it is deployed (SPEC §3 smartAccountDeployed). A radio group: arrow keys move and
 * choose, as in any radio group.
 */
export default function AccountTypeSwitch() {
  const kernel = useKernel()
  const m = useMessages(smartAccountMessages)
  const kernelText = useKernelText()
  const { switcher, address, accounts, deployed, enabled, networkId } = useModalState(selectSwitch, sameSwitch)
  const buttons = useRef<Partial<Record<Kind, HTMLButtonElement | null>>>({})
  // The wallet's smart account is read when this view first shows it (a restored connection included).
  useEffect(() => kernel.email({ type: 'smartAccount', command: { type: 'load' } }), [kernel])

  const smart = accounts?.find((a) => a.type === 'smartAccount')
  const offered = enabled?.includes(Number(networkId)) ?? false
  const status = switcher?.status ?? 'loading'
  if (!smart || !offered) {
    return status === 'loading' ? (
      <div className={info}>
        <Spinner label={m.loading} />
        <span>{m.loading}</span>
      </div>
    ) : null
  }
  const current: Kind = address !== undefined && address.toLowerCase() === smart.address.toLowerCase() ? 'smartAccount' : 'eoa'
  const switching = status === 'switching'
  const choose = (kind: Kind) => {
    if (kind !== current && !switching) kernel.email({ type: 'smartAccount', command: { type: 'switch', to: kind } })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key)) return
    event.preventDefault()
    const next: Kind = event.key === 'Home' ? 'eoa' : event.key === 'End' ? 'smartAccount' : current === 'eoa' ? 'smartAccount' : 'eoa'
    buttons.current[next]?.focus()
    choose(next)
  }
  const failedTarget = switcher?.error !== undefined ? (current === 'eoa' ? 'smartAccount' : 'eoa') : undefined

  return (
    <div className={section} data-testid="account-type">
      <p className={label} id="airlock-account-type">
        {m.accountType}
      </p>
      <div className={group} role="radiogroup" aria-labelledby="airlock-account-type" aria-busy={switching} onKeyDown={onKeyDown}>
        {KINDS.map((kind) => (
          <button
            key={kind}
            ref={(node) => {
              buttons.current[kind] = node
            }}
            type="button"
            role="radio"
            className={option}
            aria-checked={kind === current}
            tabIndex={kind === current ? 0 : -1}
            disabled={switching}
            onClick={() => choose(kind)}
          >
            {switching && switcher?.target === kind ? <Spinner label={m.switching} /> : null}
            {m[kind]}
          </button>
        ))}
      </div>
      <p className={info} data-testid="smart-account-address" title={smart.address}>
        <span className={addressClass}>{m.smartAddress(truncateAddress(smart.address))}</span>
        <span data-testid="smart-account-deployed">{deployed ? m.deployed : m.notDeployed}</span>
      </p>
      {switcher?.error !== undefined && failedTarget ? (
        <div className={errorRow} role="alert">
          <span>
            {m.failed}: {kernelText(switcher.error)}
          </span>
          <Button variant="secondary" onClick={() => choose(failedTarget)}>
            {m.tryAgain}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
