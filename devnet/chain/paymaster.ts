import { encodeDeployData, encodeFunctionData, getContractAddress, keccak256, numberToHex, parseEther, stringToHex, type Abi, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Artifact } from './compile'
import type { LocalChain } from './createChain'

/** Its own deployer (and the paymaster's owner), so no dev account's nonce or history moves. */
const DEPLOYER = /* address only: the node sends for it */ privateKeyToAccount(keccak256(stringToHex('airlock devnet paymaster deployer')))

/**
 * The key the devnet's paymaster service signs sponsorships with. Deterministic like every devnet
 * key: worthless outside a local chain.
 */
export const PAYMASTER_SIGNER_KEY = keccak256(stringToHex('airlock devnet paymaster signer'))
export const PAYMASTER_SIGNER: Address = privateKeyToAccount(PAYMASTER_SIGNER_KEY).address

/** The same address on every devnet chain. */
export const VERIFYING_PAYMASTER_ADDRESS: Address = getContractAddress({ from: DEPLOYER.address, nonce: 0n })

/** What the paymaster holds at the EntryPoint when the devnet starts. */
export const PAYMASTER_DEPOSIT = parseEther('100')

export interface DeployedPaymaster {
  /** DevnetVerifyingPaymaster (OpenZeppelin PaymasterSigner): pays for operations its signer approved. */
  readonly verifyingPaymaster: Address
  readonly paymasterAbi: Abi
}

/** Deploys the verifying paymaster bound to `entryPoint` and funds its deposit there. */
export async function deployVerifyingPaymaster(chain: LocalChain, artifact: Artifact, entryPoint: Address): Promise<DeployedPaymaster> {
  await chain.request({ method: 'hardhat_setBalance', params: [DEPLOYER.address, numberToHex(PAYMASTER_DEPOSIT + parseEther('1'))] })
  await chain.request({ method: 'hardhat_impersonateAccount', params: [DEPLOYER.address] })
  const send = (transaction: Record<string, string>) =>
    chain.request({ method: 'eth_sendTransaction', params: [{ from: DEPLOYER.address, gas: numberToHex(3_000_000n), ...transaction }] })
  await send({
    data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args: [entryPoint, PAYMASTER_SIGNER, DEPLOYER.address] }),
  })
  await send({
    to: VERIFYING_PAYMASTER_ADDRESS,
    value: numberToHex(PAYMASTER_DEPOSIT),
    data: encodeFunctionData({ abi: artifact.abi, functionName: 'deposit' }),
  })
  await chain.request({ method: 'hardhat_stopImpersonatingAccount', params: [DEPLOYER.address] })
  const code = await chain.publicClient.getCode({ address: VERIFYING_PAYMASTER_ADDRESS })
  if (!code || code === '0x') throw new Error('devnet: the verifying paymaster was not deployed where expected')
  return { verifyingPaymaster: VERIFYING_PAYMASTER_ADDRESS, paymasterAbi: artifact.abi }
}
