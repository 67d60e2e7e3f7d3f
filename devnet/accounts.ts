import { pbkdf2Sync } from 'node:crypto'
import { bytesToHex, type Address, type Hex } from 'viem'
import { HDKey, privateKeyToAccount } from 'viem/accounts'

export interface DevAccount {
  readonly index: number
  readonly address: Address
  readonly privateKey: Hex
}

/**
 * BIP-39 seed with node's native PBKDF2 (viem's pure-JS path takes ~100 ms per account), then the
 * standard Ethereum path m/44'/60'/0'/0/i, so the accounts are the ones every dev tool derives.
 */
export function deriveDevAccounts(mnemonic: string, count: number): DevAccount[] {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const root = HDKey.fromMasterSeed(seed)
  return Array.from({ length: count }, (_, index) => {
    const key = root.derive(`m/44'/60'/0'/0/${index}`).privateKey
    if (!key) throw new Error(`No private key at index ${index}`)
    const privateKey = bytesToHex(key)
    return { index, address: privateKeyToAccount(privateKey).address, privateKey }
  })
}
