import { describe, expect, it } from 'vitest'
import { decode } from '../codec/decode'
import { Network } from '../codec/network'
import { CaipNetworkId } from '../codec/primitives'
import * as networks from './index'
import { ConsistentNetwork, builtInNetworks, defineEvmNetwork, defineNetwork } from './index'
import { DecodeError } from '../codec/decode'

/** Every export of the entry that is a network object (kaia and klaytn are one object). */
const exported = [
  ...new Set(
    Object.values(networks).filter(
      (value): value is Network => typeof value === 'object' && value !== null && 'caipNetworkId' in value,
    ),
  ),
]

describe('built-in networks (SPEC §3 Network)', () => {
  it('§3 Network: every exported network decodes with the Network codec', () => {
    expect(exported.length).toBeGreaterThan(25)
    for (const network of exported) {
      const result = decode(Network, network)
      expect(result.ok, `${network.name}: ${result.ok ? '' : result.error.message}`).toBe(true)
    }
  })

  it('§5 CAIP-2 network id: every id has exactly 2 parts and agrees with namespace and id', () => {
    for (const network of exported) {
      expect(decode(CaipNetworkId, network.caipNetworkId).ok).toBe(true)
      expect(network.caipNetworkId).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)
      expect(decode(ConsistentNetwork, network).ok, network.name).toBe(true)
    }
  })

  it('§3 Network: CAIP-2 ids are unique and the full list holds every exported network', () => {
    const ids = exported.map((n) => n.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(builtInNetworks)).toEqual(new Set(exported))
  })

  it('§3 Network: every network has a currency, an http rpc url and an explorer', () => {
    for (const network of exported) {
      expect(network.nativeCurrency.symbol).not.toBe('')
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
      for (const url of network.rpcUrls.default.http) expect(url).toMatch(/^https:\/\//)
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
    }
  })

  it('§9 swaps: every swap-supported eip155 id is a built-in network', () => {
    const evmIds = exported.filter((n) => n.chainNamespace === 'eip155').map((n) => n.id)
    for (const id of [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]) {
      expect(evmIds).toContain(id)
    }
  })

  it('§9 pay chains: ethereum, arbitrum, polygon, berachain, avalanche, optimism, celo, base exist', () => {
    for (const network of [
      networks.mainnet,
      networks.arbitrum,
      networks.polygon,
      networks.berachain,
      networks.avalanche,
      networks.optimism,
      networks.celo,
      networks.base,
    ]) {
      expect(network.testnet ?? false).toBe(false)
    }
  })

  it('§3 Network: Polygon, Solana mainnet/devnet/testnet and Bitcoin mainnet/testnet are built in', () => {
    expect(networks.polygon.caipNetworkId).toBe('eip155:137')
    expect(networks.solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(networks.solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(networks.solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(networks.bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(networks.bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
    expect(networks.solana.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(networks.bitcoin.nativeCurrency.decimals).toBe(8)
  })

  it('§3 Network: testnet flags are set on testnets only', () => {
    const testnets = [
      networks.sepolia,
      networks.holesky,
      networks.baseSepolia,
      networks.arbitrumSepolia,
      networks.optimismSepolia,
      networks.polygonAmoy,
      networks.solanaDevnet,
      networks.solanaTestnet,
      networks.bitcoinTestnet,
    ]
    for (const network of exported) expect(network.testnet === true, network.name).toBe(testnets.includes(network))
  })

  it('§3 Network: every built-in network carries assets (an image id) and a testnet flag', () => {
    for (const network of exported) {
      expect(network.assets?.imageId, network.name).toBe(network.caipNetworkId)
      expect(typeof network.testnet, network.name).toBe('boolean')
    }
  })

  it('§9 native token addresses are exported from the package entry', async () => {
    const { NATIVE_TOKEN_ADDRESSES } = await import('../index')
    expect(NATIVE_TOKEN_ADDRESSES).toEqual({ eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', solana: 'So11111111111111111111111111111111111111111' })
  })

  it('built-in networks are frozen, so kernels on one page cannot change each other', () => {
    expect(Object.isFrozen(networks.mainnet)).toBe(true)
    expect(Object.isFrozen(networks.mainnet.rpcUrls.default.http)).toBe(true)
    expect(networks.klaytn).toBe(networks.kaia)
  })
})

describe('defineNetwork / defineEvmNetwork', () => {
  it('defineEvmNetwork: a local chain 31337 gets eip155:31337, Ether and the rpc url', () => {
    const local = defineEvmNetwork({ id: 31337, name: 'Local', rpcUrls: 'http://127.0.0.1:8545', testnet: true })
    expect(local).toEqual({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      chainNamespace: 'eip155',
      assets: { imageId: 'eip155:31337' },
      testnet: true,
    })
    expect(decode(Network, local).ok).toBe(true)
  })

  it('defineEvmNetwork keeps a block explorer and a custom currency', () => {
    const chain = defineEvmNetwork({
      id: 31338,
      name: 'Local B',
      nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 6 },
      rpcUrls: ['http://127.0.0.1:8546', 'http://127.0.0.1:8547'],
      blockExplorer: { name: 'Local scan', url: 'http://127.0.0.1:4000' },
    })
    expect(chain.blockExplorers?.default).toEqual({ name: 'Local scan', url: 'http://127.0.0.1:4000' })
    expect(chain.rpcUrls.default.http).toHaveLength(2)
    expect(chain.nativeCurrency.symbol).toBe('TST')
  })

  it('defineNetwork declares a non-EVM network', () => {
    const chain = defineNetwork({
      id: 'localnet',
      caipNetworkId: 'solana:localnet',
      name: 'Solana Local',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
      chainNamespace: 'solana',
    })
    expect(chain.caipNetworkId).toBe('solana:localnet')
  })

  it('§5 CAIP-2 network id: defineNetwork refuses an id with more than 2 parts, naming the field', () => {
    const bad = () =>
      defineNetwork({
        id: 'a:b',
        caipNetworkId: 'solana:a:b',
        name: 'Bad',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        rpcUrls: { default: { http: [] } },
        chainNamespace: 'solana',
      })
    expect(bad).toThrow(DecodeError)
    expect(bad).toThrow('Expected CaipNetworkId received string')
    expect(bad).toThrow(/caipNetworkId/)
  })

  it('defineNetwork refuses a network whose caipNetworkId disagrees with its id', () => {
    const bad = () =>
      defineNetwork({
        id: 10,
        caipNetworkId: 'eip155:1',
        name: 'Bad',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [] } },
        chainNamespace: 'eip155',
      })
    expect(bad).toThrow('Expected Network with caipNetworkId = chainNamespace:id received object')
  })

  it('defineEvmNetwork refuses a value the types would catch, when called from untyped code', () => {
    // Untyped JavaScript callers reach the runtime check.
    const input = { id: 5, name: 'No decimals', nativeCurrency: { name: 'X', symbol: 'X' }, rpcUrls: 'http://x' }
    expect(() => defineEvmNetwork(input as unknown as Parameters<typeof defineEvmNetwork>[0])).toThrow(
      /Required[\s\S]*nativeCurrency\.decimals/,
    )
  })
})
