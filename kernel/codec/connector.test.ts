import { describe, expect, it } from 'vitest'
import { decode } from './decode'
import { Connector } from './connector'
import { Network } from './network'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

describe('connector and network', () => {
  codecProperties('§3 connector', Connector, arb.connector)
  codecProperties('§3 network', Network, arb.network)

  it('§3 connector: type is one of INJECTED, ANNOUNCED, EXTERNAL, WALLET_CONNECT, AUTH, MULTI_CHAIN', () => {
    expect(issuesOf(decode(Connector, { id: 'a', name: 'A', chain: 'eip155', type: 'BROWSER' }))).toEqual([
      {
        path: 'type',
        message: "Expected 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN' received string",
      },
    ])
  })

  it('§3 network: nested fields are reported by their full path', () => {
    const network = {
      id: 1,
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: '18' },
      rpcUrls: { default: { http: ['https://rpc'] } },
      chainNamespace: 'eip155',
    }
    expect(issuesOf(decode(Network, network))).toEqual([
      { path: 'nativeCurrency.decimals', message: 'Expected number received string' },
    ])
  })
})
