/** ERC-20 `transfer(address,uint256)`: the first 4 bytes of keccak256 of that signature. */
export const TRANSFER_SELECTOR = '0xa9059cbb'

const MAX_UINT256 = (1n << 256n) - 1n

/**
 * SPEC §7 token send: the call data of transfer(receiver, amount) on the token contract, ABI-encoded
 * by hand (selector, then each argument as one 32-byte word) because the kernel carries no chain SDK.
 * USDT-style tokens (SPEC §9 "a different transfer signature") take the same call data: they differ
 * only in returning nothing, which the wallet and the receipt deal with, not the caller.
 */
export function encodeTransferCalldata(receiver: string, amount: bigint): string {
  const plain = receiver.replace(/^0x/i, '')
  if (!/^[0-9a-fA-F]{40}$/.test(plain)) throw new RangeError(`not an EVM address: ${receiver}`)
  if (amount < 0n || amount > MAX_UINT256) throw new RangeError(`amount outside uint256: ${amount}`)
  return `${TRANSFER_SELECTOR}${plain.toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`
}
