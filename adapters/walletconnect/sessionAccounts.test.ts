import { describe, expect, it } from 'vitest'
import { connectionsOf, namespaceHolding } from './sessionAccounts'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const sol = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const cluster = '13ZnSK9Y26Dut1dB2sBs9yxX8xXW6GEt'
const session = {
  namespaces: {
    eip155: { accounts: [`eip155:31337:${evm}`, `eip155:31338:${evm}`] },
    solana: { accounts: [`solana:${cluster}:${sol}`] },
  },
}

describe('§4 one WalletConnect session, accounts in several namespaces', () => {
  it('the connection asked for comes first, the other namespace the session holds beside it', () => {
    expect(connectionsOf(session, ['eip155', 'solana'], 'eip155', (ns) => (ns === 'eip155' ? 31338 : undefined))).toEqual({
      address: evm,
      chainId: 31338,
      accounts: [{ namespace: 'eip155', address: evm, type: 'eoa' }],
      approvedCaipNetworkIds: ['eip155:31337', 'eip155:31338'],
      namespaces: {
        solana: { address: sol, chainId: cluster, accounts: [{ namespace: 'solana', address: sol, type: 'eoa' }], approvedCaipNetworkIds: [`solana:${cluster}`] },
      },
    })
    const fromSolana = connectionsOf(session, ['eip155', 'solana'], 'solana', () => undefined)
    expect(fromSolana?.address).toBe(sol)
    expect(fromSolana?.namespaces?.eip155?.chainId).toBe(31337)
  })

  it('a namespace the adapter does not serve, or the session does not hold, is left out', () => {
    expect(connectionsOf(session, ['eip155'], 'eip155', () => undefined)?.namespaces).toBeUndefined()
    expect(connectionsOf({ namespaces: { eip155: session.namespaces.eip155 } }, ['eip155', 'solana'], 'solana', () => undefined)).toBeUndefined()
  })

  it("the provider's bare chain references and addresses are placed in their namespace", () => {
    expect(namespaceHolding(session, ['eip155', 'solana'], 'reference', cluster)).toBe('solana')
    expect(namespaceHolding(session, ['eip155', 'solana'], 'reference', '31338')).toBe('eip155')
    expect(namespaceHolding(session, ['eip155', 'solana'], 'address', sol)).toBe('solana')
    expect(namespaceHolding(session, ['eip155', 'solana'], 'address', evm.toLowerCase())).toBe('eip155')
    expect(namespaceHolding(undefined, ['eip155', 'solana'], 'address', sol)).toBe('eip155')
  })
})
