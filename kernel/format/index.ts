export * from './constants'
export {
  parseDecimal,
  addDecimal,
  multiplyDecimal,
  divideDecimal,
  roundDecimal,
  decimalToString,
  decimalToFixed,
} from './decimal'
export type { Decimal } from './decimal'
export { formatDecimal, formatQuantity, formatTotal } from './formatNumber'
export { parseUnits, formatUnits } from './units'
export { formatRelativeTime, relativeTime } from './relativeTime'
export type { RelativeTime } from './relativeTime'
export { truncateAddress, ELLIPSIS } from './truncateAddress'
export { numberToHex, stringToHex } from './hex'
