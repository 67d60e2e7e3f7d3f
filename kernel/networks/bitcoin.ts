import { networkOf } from './defineNetwork'

// CAIP-4 (bip122): a Bitcoin chain is named by the first 32 hex characters of its genesis block hash.

export const bitcoin = /* @__PURE__ */ networkOf({
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  chainNamespace: 'bip122',
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
})

export const bitcoinTestnet = /* @__PURE__ */ networkOf({
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  chainNamespace: 'bip122',
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
})

export const bitcoinNetworks = [bitcoin, bitcoinTestnet] as const
