import type { Eip1193Provider } from './eip1193'

/** Test-only: an EIP-1193 wallet that keeps its state in memory and records requests. */
export function createFakeEip1193Wallet(setup: { accounts?: string[]; chainId?: number; knownChainIds?: number[] } = {}) {
  let accounts = setup.accounts ?? ['0x1111111111111111111111111111111111111111']
  let chainId = setup.chainId ?? 1
  const known = new Set(setup.knownChainIds ?? [1, 137])
  let authorised = false
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const requests: Array<{ method: string; params?: unknown }> = []
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((l) => l(...args))
  const fail = (code: number, message: string) => Object.assign(new Error(message), { code })

  const provider: Eip1193Provider = {
    async request({ method, params }) {
      requests.push({ method, params })
      switch (method) {
        case 'eth_requestAccounts':
          authorised = true
          return accounts
        case 'eth_accounts':
          return authorised ? accounts : []
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const id = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16)
          if (!known.has(id)) throw fail(4902, 'Unrecognized chain')
          chainId = id
          emit('chainChanged', `0x${id.toString(16)}`)
          return null
        }
        case 'wallet_addEthereumChain':
          known.add(Number.parseInt((params as [{ chainId: string }])[0].chainId, 16))
          return null
        case 'wallet_revokePermissions':
          authorised = false
          return null
        case 'eth_getBalance':
          return '0xde0b6b3a7640000'
        case 'personal_sign':
          return `0x${'ab'.repeat(65)}`
        case 'eth_sendTransaction':
          return `0x${'cd'.repeat(32)}`
        default:
          throw fail(4200, `Unsupported method ${method}`)
      }
    },
    on: (event, listener) => void (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(listener),
    removeListener: (event, listener) => void listeners.get(event)?.delete(listener),
  }
  return {
    provider,
    requests,
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
    switchAccount: (next: string[]) => {
      accounts = next
      emit('accountsChanged', next)
    },
    switchChain: (id: number) => {
      chainId = id
      emit('chainChanged', `0x${id.toString(16)}`)
    },
  }
}

/** Announce a wallet the EIP-6963 way on a target, now and whenever it is asked. */
export function announce(target: EventTarget, provider: Eip1193Provider, info = { uuid: 'u-1', name: 'Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'dev.test.wallet' }) {
  const send = () => target.dispatchEvent(Object.assign(new Event('eip6963:announceProvider'), { detail: { info, provider } }))
  target.addEventListener('eip6963:requestProvider', send)
  send()
}
