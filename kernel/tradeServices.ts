// Swaps and buying, as one lazily loaded module: each loads when its view opens (or at its first
// command), and one import() boundary keeps splitting bundlers from cutting what the two share with the
// entry into more small chunks that the entry would then load.
export { loadSwapService } from './swap/loadSwapService'
export { loadOnrampService } from './onramp/loadOnrampService'
export { swapServiceOf, onrampServiceOf } from './wiring/tradeWiring'
