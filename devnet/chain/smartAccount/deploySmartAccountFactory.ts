import { encodeDeployData, getContractAddress, keccak256, numberToHex, parseEther, stringToHex, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { LocalChain } from '../createChain'
import type { SmartAccountArtifacts } from './compileSmartAccount'

/** Its own deployer (first transaction on every chain), so the factory has one address everywhere. */
const DEPLOYER = /* address only: the node sends for it */ privateKeyToAccount(keccak256(stringToHex('airlock devnet smart account deployer')))

export const SMART_ACCOUNT_FACTORY_ADDRESS: Address = getContractAddress({ from: DEPLOYER.address, nonce: 0n })

/** Deploys DevnetSmartAccountFactory bound to the EntryPoint (the embedded wallet's smart accounts). */
export async function deploySmartAccountFactory(chain: LocalChain, artifacts: SmartAccountArtifacts, entryPoint: Address): Promise<Address> {
  await chain.request({ method: 'hardhat_setBalance', params: [DEPLOYER.address, numberToHex(parseEther('1'))] })
  await chain.request({ method: 'hardhat_impersonateAccount', params: [DEPLOYER.address] })
  await chain.request({
    method: 'eth_sendTransaction',
    params: [{ from: DEPLOYER.address, data: encodeDeployData({ abi: artifacts.factory.abi, bytecode: artifacts.factory.bytecode, args: [entryPoint] }), gas: numberToHex(8_000_000n) }],
  })
  await chain.request({ method: 'hardhat_stopImpersonatingAccount', params: [DEPLOYER.address] })
  const code = await chain.publicClient.getCode({ address: SMART_ACCOUNT_FACTORY_ADDRESS })
  if (!code || code === '0x') throw new Error('devnet: the smart account factory was not deployed where expected')
  return SMART_ACCOUNT_FACTORY_ADDRESS
}
