import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { encodeDeployData, getContractAddress, keccak256, numberToHex, parseEther, stringToHex, type Abi, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { LocalChain } from './createChain'

/*
 * ERC-4337 on the devnet: the EntryPoint v0.8 and its SimpleAccountFactory exactly as
 * @account-abstraction/contracts publishes them (the package ships its compiled artifacts, so no
 * compiler runs here).
 */

const require = createRequire(import.meta.url)

interface PublishedArtifact {
  readonly abi: Abi
  readonly bytecode: Hex
}

const artifactOf = async (name: string): Promise<PublishedArtifact> => {
  const text = await readFile(require.resolve(`@account-abstraction/contracts/artifacts/${name}.json`), 'utf8')
  const { abi, bytecode } = JSON.parse(text) as PublishedArtifact
  return { abi, bytecode }
}

export interface AccountAbstractionArtifacts {
  readonly entryPoint: PublishedArtifact
  readonly factory: PublishedArtifact
  readonly account: PublishedArtifact
}

export const loadAccountAbstractionArtifacts = async (): Promise<AccountAbstractionArtifacts> => {
  const [entryPoint, factory, account] = await Promise.all(['EntryPoint', 'SimpleAccountFactory', 'SimpleAccount'].map(artifactOf))
  return { entryPoint: entryPoint as PublishedArtifact, factory: factory as PublishedArtifact, account: account as PublishedArtifact }
}

/** Its own deployer, so no dev account's nonce or history moves; first two transactions on every chain. */
const DEPLOYER = /* address only: the node sends for it */ privateKeyToAccount(keccak256(stringToHex('airlock devnet erc-4337 deployer')))

export interface DeployedAccountAbstraction {
  /** EntryPoint v0.8. */
  readonly entryPoint: Address
  /** SimpleAccountFactory: createAccount(owner, salt) through the EntryPoint, getAddress(owner, salt) for the address before. */
  readonly simpleAccountFactory: Address
  readonly entryPointAbi: Abi
  readonly factoryAbi: Abi
  readonly accountAbi: Abi
}

/** The same addresses on every devnet chain. */
export const ENTRY_POINT_ADDRESS: Address = getContractAddress({ from: DEPLOYER.address, nonce: 0n })
export const SIMPLE_ACCOUNT_FACTORY_ADDRESS: Address = getContractAddress({ from: DEPLOYER.address, nonce: 1n })

/** Deploys the EntryPoint, then the SimpleAccountFactory bound to it. */
export async function deployAccountAbstraction(chain: LocalChain, artifacts: AccountAbstractionArtifacts): Promise<DeployedAccountAbstraction> {
  await chain.request({ method: 'hardhat_setBalance', params: [DEPLOYER.address, numberToHex(parseEther('1'))] })
  await chain.request({ method: 'hardhat_impersonateAccount', params: [DEPLOYER.address] })
  const deploy = (data: Hex) =>
    chain.request({ method: 'eth_sendTransaction', params: [{ from: DEPLOYER.address, data, gas: numberToHex(10_000_000n) }] })
  await deploy(artifacts.entryPoint.bytecode)
  await deploy(encodeDeployData({ abi: artifacts.factory.abi, bytecode: artifacts.factory.bytecode, args: [ENTRY_POINT_ADDRESS] }))
  await chain.request({ method: 'hardhat_stopImpersonatingAccount', params: [DEPLOYER.address] })
  for (const address of [ENTRY_POINT_ADDRESS, SIMPLE_ACCOUNT_FACTORY_ADDRESS]) {
    const code = await chain.publicClient.getCode({ address })
    if (!code || code === '0x') throw new Error(`devnet: ERC-4337 contract missing at ${address}`)
  }
  return {
    entryPoint: ENTRY_POINT_ADDRESS,
    simpleAccountFactory: SIMPLE_ACCOUNT_FACTORY_ADDRESS,
    entryPointAbi: artifacts.entryPoint.abi,
    factoryAbi: artifacts.factory.abi,
    accountAbi: artifacts.account.abi,
  }
}
