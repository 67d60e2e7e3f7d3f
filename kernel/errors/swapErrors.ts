/** SPEC §8 swaps: the active network is not one of the swap networks (SPEC §9 list and the integrator's). */
export const networkNotSupportedForGasPrice = 'Network not supported for Gas Price'
export const networkNotSupportedForSwaps = 'Network not supported for Swaps'
