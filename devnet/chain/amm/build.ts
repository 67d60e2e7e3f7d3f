import { rebuildCheckedIn } from './compileAmm'

// Rewrites devnet/chain/amm/uniswapV2.json from the Uniswap V2 npm sources with the pinned solc builds.
await rebuildCheckedIn()
