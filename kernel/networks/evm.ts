import { evmNetworkOf } from './defineNetwork'

// Public endpoints are data only: the kernel reaches chains through adapters and the blockchain API,
// and an integrator replaces these through `customRpcUrls`.
// Each definition is marked pure: esbuild and webpack keep an unused call otherwise, and a page that
// imports `mainnet` alone would carry every network in this file.

// ── Mainnets (SPEC §9 lists 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554 for swaps)

export const mainnet = /* @__PURE__ */ evmNetworkOf({
  id: 1,
  name: 'Ethereum',
  rpcUrls: ['https://ethereum-rpc.publicnode.com', 'https://cloudflare-eth.com'],
  blockExplorer: { name: 'Etherscan', url: 'https://etherscan.io' },
})

export const polygon = /* @__PURE__ */ evmNetworkOf({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: ['https://polygon-rpc.com'],
  blockExplorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
})

export const arbitrum = /* @__PURE__ */ evmNetworkOf({
  id: 42161,
  name: 'Arbitrum One',
  rpcUrls: ['https://arb1.arbitrum.io/rpc'],
  blockExplorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
})

export const optimism = /* @__PURE__ */ evmNetworkOf({
  id: 10,
  name: 'OP Mainnet',
  rpcUrls: ['https://mainnet.optimism.io'],
  blockExplorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
})

export const base = /* @__PURE__ */ evmNetworkOf({
  id: 8453,
  name: 'Base',
  rpcUrls: ['https://mainnet.base.org'],
  blockExplorer: { name: 'Basescan', url: 'https://basescan.org' },
})

export const bsc = /* @__PURE__ */ evmNetworkOf({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: ['https://bsc-dataseed.bnbchain.org'],
  blockExplorer: { name: 'BscScan', url: 'https://bscscan.com' },
})

export const avalanche = /* @__PURE__ */ evmNetworkOf({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: ['https://api.avax.network/ext/bc/C/rpc'],
  blockExplorer: { name: 'SnowTrace', url: 'https://snowtrace.io' },
})

export const gnosis = /* @__PURE__ */ evmNetworkOf({
  id: 100,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: ['https://rpc.gnosischain.com'],
  blockExplorer: { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
})

export const zksync = /* @__PURE__ */ evmNetworkOf({
  id: 324,
  name: 'ZKsync Era',
  rpcUrls: ['https://mainnet.era.zksync.io'],
  blockExplorer: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' },
})

export const celo = /* @__PURE__ */ evmNetworkOf({
  id: 42220,
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: ['https://forno.celo.org'],
  blockExplorer: { name: 'Celoscan', url: 'https://celoscan.io' },
})

export const fantom = /* @__PURE__ */ evmNetworkOf({
  id: 250,
  name: 'Fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: ['https://rpcapi.fantom.network'],
  blockExplorer: { name: 'FTMScan', url: 'https://ftmscan.com' },
})

/** Kaia, formerly Klaytn (same chain id 8217). */
export const kaia = /* @__PURE__ */ evmNetworkOf({
  id: 8217,
  name: 'Kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  rpcUrls: ['https://public-en.node.kaia.io'],
  blockExplorer: { name: 'KaiaScan', url: 'https://kaiascan.io' },
})
/** The former name of {@link kaia}: the same object. */
export const klaytn = kaia

export const aurora = /* @__PURE__ */ evmNetworkOf({
  id: 1313161554,
  name: 'Aurora',
  rpcUrls: ['https://mainnet.aurora.dev'],
  blockExplorer: { name: 'Aurora Explorer', url: 'https://explorer.aurora.dev' },
})

export const berachain = /* @__PURE__ */ evmNetworkOf({
  id: 80094,
  name: 'Berachain',
  nativeCurrency: { name: 'BERA', symbol: 'BERA', decimals: 18 },
  rpcUrls: ['https://rpc.berachain.com'],
  blockExplorer: { name: 'Berascan', url: 'https://berascan.com' },
})

export const linea = /* @__PURE__ */ evmNetworkOf({
  id: 59144,
  name: 'Linea',
  rpcUrls: ['https://rpc.linea.build'],
  blockExplorer: { name: 'Lineascan', url: 'https://lineascan.build' },
})

export const scroll = /* @__PURE__ */ evmNetworkOf({
  id: 534352,
  name: 'Scroll',
  rpcUrls: ['https://rpc.scroll.io'],
  blockExplorer: { name: 'Scrollscan', url: 'https://scrollscan.com' },
})

// ── Testnets

const sepoliaEther = { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 } as const

export const sepolia = /* @__PURE__ */ evmNetworkOf({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: sepoliaEther,
  rpcUrls: ['https://ethereum-sepolia-rpc.publicnode.com', 'https://rpc.sepolia.org'],
  blockExplorer: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
  testnet: true,
})

export const holesky = /* @__PURE__ */ evmNetworkOf({
  id: 17000,
  name: 'Holesky',
  nativeCurrency: { name: 'Holesky Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['https://ethereum-holesky-rpc.publicnode.com'],
  blockExplorer: { name: 'Etherscan', url: 'https://holesky.etherscan.io' },
  testnet: true,
})

export const baseSepolia = /* @__PURE__ */ evmNetworkOf({
  id: 84532,
  name: 'Base Sepolia',
  nativeCurrency: sepoliaEther,
  rpcUrls: ['https://sepolia.base.org'],
  blockExplorer: { name: 'Basescan', url: 'https://sepolia.basescan.org' },
  testnet: true,
})

export const arbitrumSepolia = /* @__PURE__ */ evmNetworkOf({
  id: 421614,
  name: 'Arbitrum Sepolia',
  nativeCurrency: sepoliaEther,
  rpcUrls: ['https://sepolia-rollup.arbitrum.io/rpc'],
  blockExplorer: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' },
  testnet: true,
})

export const optimismSepolia = /* @__PURE__ */ evmNetworkOf({
  id: 11155420,
  name: 'OP Sepolia',
  nativeCurrency: sepoliaEther,
  rpcUrls: ['https://sepolia.optimism.io'],
  blockExplorer: { name: 'Optimism Explorer', url: 'https://sepolia-optimistic.etherscan.io' },
  testnet: true,
})

export const polygonAmoy = /* @__PURE__ */ evmNetworkOf({
  id: 80002,
  name: 'Polygon Amoy',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: ['https://rpc-amoy.polygon.technology'],
  blockExplorer: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' },
  testnet: true,
})

/** Every EVM network above, once each (kaia/klaytn are one entry). */
export const evmNetworks = [
  mainnet,
  polygon,
  arbitrum,
  optimism,
  base,
  bsc,
  avalanche,
  gnosis,
  zksync,
  celo,
  fantom,
  kaia,
  aurora,
  berachain,
  linea,
  scroll,
  sepolia,
  holesky,
  baseSepolia,
  arbitrumSepolia,
  optimismSepolia,
  polygonAmoy,
] as const
