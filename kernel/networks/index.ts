/** Built-in networks (SPEC §3) in the Network shape with CAIP-2 ids, and helpers to declare more. */

export {
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
  klaytn,
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
} from './evm'
export { solana, solanaDevnet, solanaTestnet } from './solana'
export { bitcoin, bitcoinTestnet } from './bitcoin'
export { defineNetwork, defineEvmNetwork, ConsistentNetwork, ether } from './defineNetwork'
export type { NetworkInput, EvmNetworkInput, NativeCurrency, BlockExplorer } from './defineNetwork'
export type { Network } from '../codec/network'
// Its own module, so an app that imports two networks does not keep the list (package sideEffects).
export { builtInNetworks } from './all'
