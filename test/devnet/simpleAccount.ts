import { encodeFunctionData, keccak256, stringToHex, type Abi, type Address, type Hex, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getUserOperationHash, toSmartAccount, type SmartAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import type { DevnetChain } from '../../devnet/context'

const STUB_SIGNER = privateKeyToAccount(keccak256(stringToHex('simple account stub key')))

/**
 * A viem SmartAccount over the devnet's SimpleAccount v0.8 (salt 0): what a dapp's account SDK does,
 * so tests drive the bundler and the paymaster service through viem's own user-operation flow
 * (stub data, gas estimate, sponsorship, signature, send).
 */
export async function simpleAccountOf(chain: DevnetChain, owner: LocalAccount): Promise<SmartAccount> {
  const client = chain.publicClient
  const { entryPoint, entryPointAbi, simpleAccountFactory, factoryAbi, accountAbi } = chain.accountAbstraction
  const factoryData = encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [owner.address, 0n] })
  const address = (await readContract(client, { address: simpleAccountFactory, abi: factoryAbi, functionName: 'getAddress', args: [owner.address, 0n] })) as Address
  return toSmartAccount({
    client,
    entryPoint: { address: entryPoint, abi: entryPointAbi as Abi, version: '0.8' },
    getAddress: async () => address,
    getFactoryArgs: async () => ({ factory: simpleAccountFactory, factoryData }),
    encodeCalls: async (calls) =>
      calls.length === 1
        ? encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [calls[0]!.to, calls[0]!.value ?? 0n, calls[0]!.data ?? '0x'] })
        : encodeFunctionData({
            abi: accountAbi,
            functionName: 'executeBatch',
            args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
          }),
    // A real signature by another key: SimpleAccount's ECDSA.recover reverts on a malformed one.
    getStubSignature: async (): Promise<Hex> => STUB_SIGNER.sign({ hash: keccak256(stringToHex('stub')) }),
    // SimpleAccount v0.8 checks the owner's raw signature over the EIP-712 user operation hash.
    signUserOperation: async ({ chainId, ...userOperation }) =>
      owner.sign!({
        hash: getUserOperationHash({
          chainId: chainId ?? chain.chainId,
          entryPointAddress: entryPoint,
          entryPointVersion: '0.8',
          userOperation: { ...userOperation, sender: address },
        }),
      }),
    signMessage: async () => {
      throw new Error('not needed by these tests')
    },
    signTypedData: async () => {
      throw new Error('not needed by these tests')
    },
  })
}
