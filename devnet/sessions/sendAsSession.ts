import { encodeFunctionData, type Address, type Hex, type PrivateKeyAccount } from 'viem'
import type { LocalChain } from '../chain/createChain'
import { sessionsAbi } from './abi'

/**
 * What a dapp holding a granted session does with it: its own signer sends `calls` from the granting
 * account through `executeAsSession`, no wallet asked. Simulated first, so a refusal throws with the
 * account's error (read it with `sessionsErrorName`) and nothing is mined.
 */
export async function sendAsSession(
  chain: LocalChain,
  session: PrivateKeyAccount,
  account: Address,
  id: bigint,
  calls: ReadonlyArray<{ readonly to: Address; readonly value: bigint; readonly data: Hex }>,
) {
  const { publicClient, walletClient, viemChain } = chain
  const args = [id, calls] as const
  await publicClient.simulateContract({ address: account, abi: sessionsAbi, functionName: 'executeAsSession', args, account: session })
  const hash = await walletClient.sendTransaction({
    account: session,
    chain: viemChain,
    to: account,
    data: encodeFunctionData({ abi: sessionsAbi, functionName: 'executeAsSession', args }),
  })
  return publicClient.waitForTransactionReceipt({ hash })
}
