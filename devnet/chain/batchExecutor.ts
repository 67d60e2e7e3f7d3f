import { encodeDeployData, getContractAddress, keccak256, numberToHex, parseEther, stringToHex, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Artifact } from './compile'
import type { LocalChain } from './createChain'

/**
 * Deployer of the batch executor: its own key, not a dev account, so deploying it changes no dev
 * account's nonce or history. Its first transaction on every chain, so the executor has one address.
 */
const DEPLOYER = /* address only: the node sends for it */ privateKeyToAccount(keccak256(stringToHex('airlock devnet batch executor deployer')))

/** Where the batch executor lives on every devnet chain. */
export const BATCH_EXECUTOR_ADDRESS: Address = getContractAddress({ from: DEPLOYER.address, nonce: 0n })

/**
 * Deploys DevnetBatchExecutor, the code Devnet Wallet accounts delegate to (EIP-7702) to run an
 * EIP-5792 batch atomically.
 */
export async function deployBatchExecutor(chain: LocalChain, artifact: Artifact): Promise<Address> {
  await chain.request({ method: 'hardhat_setBalance', params: [DEPLOYER.address, numberToHex(parseEther('1'))] })
  await chain.request({ method: 'hardhat_impersonateAccount', params: [DEPLOYER.address] })
  await chain.request({
    method: 'eth_sendTransaction',
    params: [{ from: DEPLOYER.address, data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode }), gas: numberToHex(3_000_000n) }],
  })
  await chain.request({ method: 'hardhat_stopImpersonatingAccount', params: [DEPLOYER.address] })
  const code = await chain.publicClient.getCode({ address: BATCH_EXECUTOR_ADDRESS })
  if (!code || code === '0x') throw new Error('devnet: the batch executor was not deployed where expected')
  return BATCH_EXECUTOR_ADDRESS
}
