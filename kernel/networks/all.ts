import type { Network } from '../codec/network'
import { evmNetworks } from './evm'
import { solanaNetworks } from './solana'
import { bitcoinNetworks } from './bitcoin'

/** Every built-in network once, EVM first. Importing this keeps all of them in a bundle. */
// A spread counts as a side effect to esbuild and webpack (it runs an iterator): unmarked, this list
// would keep every network in a page that imports `mainnet` alone.
export const builtInNetworks: ReadonlyArray<Network> = /* @__PURE__ */ ([] as ReadonlyArray<Network>).concat(evmNetworks, solanaNetworks, bitcoinNetworks)
