import type { Network } from '../codec/network'
import { evmNetworks } from './evm'
import { solanaNetworks } from './solana'
import { bitcoinNetworks } from './bitcoin'

/** Every built-in network once, EVM first. Importing this keeps all of them in a bundle. */
export const builtInNetworks: ReadonlyArray<Network> = [...evmNetworks, ...solanaNetworks, ...bitcoinNetworks]
