import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Abi, Account, Address, Hex } from 'viem'
import type { LocalChain } from '../chain/createChain'

const source = new URL('./IdRegistry.sol', import.meta.url)

interface Compiled {
  readonly abi: Abi
  readonly bytecode: Hex
}

let compiled: Promise<Compiled> | undefined

/** Compiles the registry with solc-js (the devnet's compiler), once per process. */
export function compileIdRegistry(): Promise<Compiled> {
  compiled ??= (async () => {
    const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string }
    const input = {
      language: 'Solidity',
      sources: { 'IdRegistry.sol': { content: await readFile(source, 'utf8') } },
      settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'prague', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
    }
    const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
      errors?: Array<{ severity: string; formattedMessage: string }>
      contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
    }
    const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
    const contract = output.contracts?.['IdRegistry.sol']?.['DevnetIdRegistry']
    if (errors.length > 0 || !contract) throw new Error(`solc: ${errors.map((e) => e.formattedMessage).join('\n')}`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  })()
  return compiled
}

export const idRegistryAbi = [
  { type: 'function', name: 'custodyOf', stateMutability: 'view', inputs: [{ name: 'fid', type: 'uint256' }], outputs: [{ type: 'address' }] },
  { type: 'function', name: 'idOf', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }], outputs: [{ type: 'uint256' }] },
  { type: 'function', name: 'register', stateMutability: 'nonpayable', inputs: [{ name: 'to', type: 'address' }], outputs: [{ type: 'uint256' }] },
  { type: 'function', name: 'transfer', stateMutability: 'nonpayable', inputs: [{ name: 'to', type: 'address' }], outputs: [] },
] as const

export interface IdRegistry {
  readonly address: Address
  /** Registers a new fid with `custody` as its custody address (sent from `from`); returns the fid. */
  register(custody: Address, from: Address | Account): Promise<bigint>
  custodyOf(fid: bigint): Promise<Address>
}

/** Deploys the registry on a devnet chain from `deployer` (a dev account the node holds, or a local key). */
export async function deployIdRegistry(chain: LocalChain, deployer: Address | Account): Promise<IdRegistry> {
  const { abi, bytecode } = await compileIdRegistry()
  const hash = await chain.walletClient.deployContract({ abi, bytecode, account: deployer, chain: chain.viemChain })
  const receipt = await chain.publicClient.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('the ID registry was not deployed')
  const address = receipt.contractAddress
  return {
    address,
    async register(custody, from) {
      const tx = await chain.walletClient.writeContract({ address, abi: idRegistryAbi, functionName: 'register', args: [custody], account: from, chain: chain.viemChain })
      await chain.publicClient.waitForTransactionReceipt({ hash: tx })
      return chain.publicClient.readContract({ address, abi: idRegistryAbi, functionName: 'idOf', args: [custody] })
    },
    custodyOf: (fid) => chain.publicClient.readContract({ address, abi: idRegistryAbi, functionName: 'custodyOf', args: [fid] }),
  }
}
