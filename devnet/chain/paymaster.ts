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

/** The bundler's gas probe (DevnetCallGasMeter), deployed third by the same deployer. */
export const CALL_GAS_METER_ADDRESS: Address = getContractAddress({ from: DEPLOYER.address, nonce: 2n })

/** What the paymaster holds at the EntryPoint when the devnet starts. */
export const PAYMASTER_DEPOSIT = parseEther('100')

export interface DeployedPaymaster {
  /** DevnetVerifyingPaymaster (OpenZeppelin PaymasterSigner): pays for operations its signer approved. */
  readonly verifyingPaymaster: Address
  readonly paymasterAbi: Abi
  /** DevnetCallGasMeter: what the bundler's estimate measures a call's gas with, inside a simulation. */
  readonly callGasMeter: Address
  readonly callGasMeterAbi: Abi
}

/** Deploys the verifying paymaster bound to `entryPoint` and funds its deposit there. */
export async function deployVerifyingPaymaster(
  chain: LocalChain,
  artifact: Artifact,
  meter: Artifact,
  entryPoint: Address,
): Promise<DeployedPaymaster> {
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
  await send({ data: encodeDeployData({ abi: meter.abi, bytecode: meter.bytecode }) })
  await chain.request({ method: 'hardhat_stopImpersonatingAccount', params: [DEPLOYER.address] })
  for (const address of [VERIFYING_PAYMASTER_ADDRESS, CALL_GAS_METER_ADDRESS]) {
    const code = await chain.publicClient.getCode({ address })
    if (!code || code === '0x') throw new Error(`devnet: paymaster contract missing at ${address}`)
  }
  return {
    verifyingPaymaster: VERIFYING_PAYMASTER_ADDRESS,
    paymasterAbi: artifact.abi,
    callGasMeter: CALL_GAS_METER_ADDRESS,
    callGasMeterAbi: meter.abi,
  }
}
