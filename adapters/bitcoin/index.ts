export { bitcoinAdapter } from './createBitcoinAdapter'
export type { BitcoinAdapterOptions } from './createBitcoinAdapter'
export type { BitcoinAddress } from './types'
export { UNISAT_ID, UNISAT_NAME } from './discovery'
