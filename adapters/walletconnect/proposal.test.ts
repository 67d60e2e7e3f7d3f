import { describe, expect, it } from 'vitest'
import type { Network } from '../../kernel/codec/network'
import { networkOf } from '../../kernel/networks/defineNetwork'
import { solana, solanaDevnet } from '../../kernel/networks/solana'
import { SOLANA_CAIP_NETWORK_ID } from '../../devnet/solana/config'
import { walletConnectAdapter } from './createWalletConnectAdapter'
import { eip155Methods, proposalNamespaces } from './proposal'

const network = (caipNetworkId: `${Network['chainNamespace']}:${string}`, chainNamespace: Network['chainNamespace'], rpc: string): Network =>
  networkOf({
    id: caipNetworkId.split(':')[1]!,
    caipNetworkId,
    name: caipNetworkId,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
    chainNamespace,
  })

describe('§6 wallet methods in the WalletConnect session proposal', () => {
  it('asks for the SPEC §6 permitted EVM methods, every configured chain and an RPC map to the app’s RPC', () => {
    const namespaces = proposalNamespaces([
      network('eip155:31337', 'eip155', 'http://127.0.0.1:1/a'),
      network('eip155:31338', 'eip155', 'http://127.0.0.1:1/b'),
    ])
    expect(Object.keys(namespaces)).toEqual(['eip155'])
    expect(namespaces.eip155!.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(namespaces.eip155!.rpcMap).toEqual({ 31337: 'http://127.0.0.1:1/a', 31338: 'http://127.0.0.1:1/b' })
    expect(namespaces.eip155!.events).toEqual(expect.arrayContaining(['chainChanged', 'accountsChanged']))
    for (const method of [
      'eth_accounts',
      'eth_requestAccounts',
      'eth_sendTransaction',
      'eth_signTypedData_v4',
      'personal_sign',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_sendCalls',
      'wallet_getCapabilities',
      'wallet_grantPermissions',
    ]) {
      expect(eip155Methods).toContain(method)
    }
    expect(namespaces.eip155!.methods).toEqual(eip155Methods)
  })

  it('proposes one entry per configured namespace', () => {
    const namespaces = proposalNamespaces([
      network('eip155:1', 'eip155', 'http://127.0.0.1:1'),
      network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', 'http://127.0.0.1:2'),
    ])
    expect(Object.keys(namespaces).sort()).toEqual(['eip155', 'solana'])
    expect(namespaces.solana!.methods).toContain('solana_signMessage')
  })

  it('§3 with Solana networks configured, the solana namespace is asked for with the CAIP-2 id of every cluster, the local one included', () => {
    const local = network(SOLANA_CAIP_NETWORK_ID, 'solana', 'http://127.0.0.1:8899')
    const namespaces = proposalNamespaces([network('eip155:31337', 'eip155', 'http://127.0.0.1:1'), solana, solanaDevnet, local])
    expect(namespaces.solana!.chains).toEqual([solana.caipNetworkId, solanaDevnet.caipNetworkId, SOLANA_CAIP_NETWORK_ID])
    expect(namespaces.solana!.methods).toEqual(expect.arrayContaining(['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']))
    expect(namespaces.solana!.rpcMap[SOLANA_CAIP_NETWORK_ID.split(':')[1]!]).toBe('http://127.0.0.1:8899')
    expect(namespaces.eip155!.chains).toEqual(['eip155:31337'])
  })

  it('DESIGN §5 the adapter serves the namespaces of its networks, eip155 first; eip155 alone without networks', () => {
    expect(walletConnectAdapter({ networks: [solana, network('eip155:1', 'eip155', 'http://127.0.0.1:1')] }).namespaces).toEqual(['eip155', 'solana'])
    expect(walletConnectAdapter({ networks: [solana] }).namespaces).toEqual(['solana'])
    expect(walletConnectAdapter().namespaces).toEqual(['eip155'])
  })
})
