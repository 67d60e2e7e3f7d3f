import { AirlockError } from '../errors/AirlockError'
import { thrownMessages } from '../errors/messages'

const evmBit = 0x80000000

/**
 * ENSIP-11 coin type of an EVM chain: the chain id with the high bit set. SPEC §5: ids at or above
 * 0x80000000 fail with 'Invalid chainId'; so do ids that are not non-negative integers, which would
 * otherwise wrap into another chain's coin type.
 */
export function evmChainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= evmBit) {
    throw new AirlockError(thrownMessages.invalidChainId, { category: 'validation', details: `chainId ${chainId}` })
  }
  return (evmBit | chainId) >>> 0
}
