import { getAddress, parseEther, parseUnits, type Abi, type Address, type Hex } from 'viem'
import type { DevAccount } from '../accounts'
import type { Artifact, Artifacts } from './compile'
import type { LocalChain } from './createChain'
import { COLLECTION, FUNGIBLES, MINTS, NFTS, TRANSFERS, type FungibleFixture, type FungibleKey } from './fixtures'

export interface DeployedFungible extends FungibleFixture {
  readonly address: Address
  readonly abi: Abi
}

export interface DeployedCollection {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly abi: Abi
  /** Token ids (decimal strings) the API flags as spam. */
  readonly spamTokenIds: ReadonlySet<string>
  /** Item names by token id (decimal string). */
  readonly itemNames: ReadonlyMap<string, string>
}

export interface DeployedContracts {
  readonly fungibles: Readonly<Record<FungibleKey, DeployedFungible>>
  readonly collection: DeployedCollection
}

async function send(chain: LocalChain, hash: Promise<Hex>): Promise<Address | null> {
  const receipt = await chain.publicClient.getTransactionReceipt({ hash: await hash })
  if (receipt.status !== 'success') throw new Error(`devnet seed transaction ${receipt.transactionHash} reverted`)
  return receipt.contractAddress ? getAddress(receipt.contractAddress) : null
}

async function deploy(chain: LocalChain, from: Address, artifact: Artifact, args: ReadonlyArray<unknown>): Promise<Address> {
  const address = await send(
    chain,
    chain.walletClient.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args, account: from, chain: chain.viemChain }),
  )
  if (!address) throw new Error('devnet deploy produced no contract address')
  return address
}

/**
 * Deploys the devnet contracts from dev account 0 and seeds balances, NFTs and a few transfers.
 * The deployer's nonces are the same on every chain, so each contract has the same address on both.
 * Runs in order: one block per transaction (automine), so history has a real sequence.
 */
export async function deployAndSeed(
  chain: LocalChain,
  chainIndex: number,
  accounts: ReadonlyArray<DevAccount>,
  artifacts: Artifacts,
  nftBaseUri: string,
): Promise<DeployedContracts> {
  const at = (index: number): Address => {
    const account = accounts[index]
    if (!account) throw new Error(`devnet fixture names dev account ${index}, which does not exist`)
    return account.address
  }
  const deployer = at(0)
  const fungibles = {} as Record<FungibleKey, DeployedFungible>
  for (const fixture of FUNGIBLES) {
    const artifact = fixture.style === 'usdt' ? artifacts.DevnetTetherToken : artifacts.DevnetToken
    const args = fixture.style === 'usdt' ? [fixture.name, fixture.symbol] : [fixture.name, fixture.symbol, fixture.decimals]
    fungibles[fixture.key] = { ...fixture, address: await deploy(chain, deployer, artifact, args), abi: artifact.abi }
  }
  const collectionAbi = artifacts.DevnetCollectibles.abi
  const collectionAddress = await deploy(chain, deployer, artifacts.DevnetCollectibles, [
    COLLECTION.name,
    COLLECTION.symbol,
    nftBaseUri,
  ])

  const write = (address: Address, abi: Abi, functionName: string, args: ReadonlyArray<unknown>, from = deployer) =>
    send(chain, chain.walletClient.writeContract({ address, abi, functionName, args, account: from, chain: chain.viemChain }))

  const divisor = BigInt(chainIndex + 1)
  for (const fixture of FUNGIBLES) {
    const token = fungibles[fixture.key]
    for (const [account, amount] of MINTS[fixture.key]) {
      await write(token.address, token.abi, 'mint', [at(account), parseUnits(amount, token.decimals) / divisor])
    }
  }
  for (const nft of NFTS) await write(collectionAddress, collectionAbi, 'mint', [at(nft.owner), BigInt(nft.tokenId)])

  for (const transfer of TRANSFERS) {
    if (transfer.kind === 'native') {
      await send(
        chain,
        chain.walletClient.sendTransaction({
          account: at(transfer.from),
          to: at(transfer.to),
          value: parseEther(transfer.amount),
          chain: chain.viemChain,
        }),
      )
    } else if (transfer.kind === 'fungible') {
      const token = fungibles[transfer.token]
      const amount = parseUnits(transfer.amount, token.decimals)
      await write(token.address, token.abi, 'transfer', [at(transfer.to), amount], at(transfer.from))
    } else {
      await write(
        collectionAddress,
        collectionAbi,
        'transferFrom',
        [at(transfer.from), at(transfer.to), BigInt(transfer.tokenId)],
        at(transfer.from),
      )
    }
  }

  return {
    fungibles,
    collection: {
      address: collectionAddress,
      name: COLLECTION.name,
      symbol: COLLECTION.symbol,
      abi: collectionAbi,
      spamTokenIds: new Set(NFTS.filter((n) => n.spam).map((n) => String(n.tokenId))),
      itemNames: new Map(NFTS.map((n) => [String(n.tokenId), n.name])),
    },
  }
}
