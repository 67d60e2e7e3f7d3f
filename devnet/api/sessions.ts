import {
  encodeFunctionData,
  getAddress,
  isHex,
  keccak256,
  numberToHex,
  parseEther,
  stringToHex,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetChain, DevnetContext } from '../context'
import { badRequest, HttpProblem, notFound } from '../http/problem'
import { json } from '../http/reply'
import type { Router } from '../http/router'
import { decodePermissionsContext, encodePermissionsContext, sessionsAbi, sessionsErrorName } from '../sessions/abi'
import { parseAddress } from './params'

/** Sends the revokes accounts sign: its own key, so no dev account's nonce or history moves. */
const RELAYER = /* address only: the node sends for it */ privateKeyToAccount(keccak256(stringToHex('airlock devnet sessions relayer')))

/** One SPEC §7 sessions row: an ERC-7715 permission the account granted, read from its code's storage. */
export interface SessionRow {
  /** ERC-7715 permissionsContext: what revoke takes. */
  readonly pci: Hex
  readonly chainId: string
  readonly id: string
  readonly signer: Address
  /** The ERC-20 token of the limit; null for the native coin. */
  readonly token: Address | null
  readonly symbol: string
  readonly decimals: number
  /** Smallest units, decimal strings. */
  readonly limit: string
  readonly spent: string
  /** Seconds since the epoch, chain time. */
  readonly expiry: number
  readonly status: 'active' | 'revoked' | 'expired'
}

const delegationOf = (executor: string): string => `0xef0100${executor.slice(2)}`.toLowerCase()

async function sessionsOn(chain: DevnetChain, account: Address): Promise<SessionRow[]> {
  const code = await chain.publicClient.getCode({ address: account })
  if (!code || code.toLowerCase() !== delegationOf(chain.batchExecutor)) return []
  const [count, block] = await Promise.all([
    chain.publicClient.readContract({ address: account, abi: sessionsAbi, functionName: 'sessionCount' }),
    chain.publicClient.getBlock({ blockTag: 'latest' }),
  ])
  const rows: SessionRow[] = []
  for (let id = count; id >= 1n; id--) {
    const session = await chain.publicClient.readContract({ address: account, abi: sessionsAbi, functionName: 'session', args: [id] })
    const fungible =
      session.token === zeroAddress ? undefined : Object.values(chain.contracts.fungibles).find((f) => f.address === getAddress(session.token))
    rows.push({
      pci: encodePermissionsContext(chain.chainId, id),
      chainId: chain.caipNetworkId,
      id: String(id),
      signer: session.signer,
      token: session.token === zeroAddress ? null : session.token,
      symbol: session.token === zeroAddress ? chain.viemChain.nativeCurrency.symbol : (fungible?.symbol ?? 'TOKEN'),
      decimals: session.token === zeroAddress ? chain.viemChain.nativeCurrency.decimals : (fungible?.decimals ?? 18),
      limit: String(session.limit),
      spent: String(session.spent),
      expiry: Number(session.expiry),
      status: session.revoked ? 'revoked' : BigInt(session.expiry) <= block.timestamp ? 'expired' : 'active',
    })
  }
  return rows
}

/** The contract's reason a relayed revoke fails, as the HTTP status it is. */
function revokeProblem(error: unknown): HttpProblem {
  const name = sessionsErrorName(error)
  if (name === 'BadSignature') return new HttpProblem(401, 'The signature is not the account’s revoke of this session')
  if (name === 'SessionUnknown') return notFound('The account has no such session')
  if (name === 'SessionIsRevoked') return new HttpProblem(409, 'The session is already revoked')
  return new HttpProblem(502, `The revoke failed on chain: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
}

/**
 * SPEC §7 sessions rows: GET /v1/sessions/{address} lists the account's sessions on every devnet chain
 * (newest first); POST /v1/sessions/{address}/revoke {pci, signature} relays the account's signed
 * revoke (EIP-712 RevokeSession) to its code, which checks the signature itself.
 */
export const sessionRoutes = (devnet: DevnetContext) => {
  const funded = new Map<number, Promise<unknown>>()
  return (router: Router) =>
    router
      .get('/v1/sessions/:address', async (context) => {
        const address = parseAddress(context.params.address ?? '')
        const rows = (await Promise.all(devnet.chains.map((chain) => sessionsOn(chain, address)))).flat()
        return json({ sessions: rows })
      })
      .post('/v1/sessions/:address/revoke', async (context) => {
        const address = parseAddress(context.params.address ?? '')
        const body = (await context.readJson()) as Record<string, unknown> | null
        const pci = body?.pci
        const signature = body?.signature
        if (typeof pci !== 'string' || !isHex(pci) || pci.length !== 2 + 128) throw badRequest('pci must be a session’s permissionsContext')
        if (typeof signature !== 'string' || !isHex(signature)) throw badRequest('signature must be hex')
        const { chainId, id } = decodePermissionsContext(pci)
        const chain = devnet.chains.find((c) => c.chainId === chainId)
        if (!chain) throw notFound(`The devnet has no chain ${chainId}`)
        const args = [id, signature] as const
        try {
          await chain.publicClient.simulateContract({ address, abi: sessionsAbi, functionName: 'revokeSessionBySignature', args, account: RELAYER.address })
        } catch (error) {
          throw revokeProblem(error)
        }
        let ready = funded.get(chainId)
        if (!ready) {
          ready = chain
            .request({ method: 'hardhat_setBalance', params: [RELAYER.address, numberToHex(parseEther('10'))] })
            .then(() => chain.request({ method: 'hardhat_impersonateAccount', params: [RELAYER.address] }))
          funded.set(chainId, ready)
        }
        await ready
        const hash = (await chain.request({
          method: 'eth_sendTransaction',
          params: [{ from: RELAYER.address, to: address, data: encodeFunctionData({ abi: sessionsAbi, functionName: 'revokeSessionBySignature', args }) }],
        })) as Hex
        const receipt = await chain.publicClient.waitForTransactionReceipt({ hash })
        if (receipt.status !== 'success') throw new HttpProblem(502, `The revoke transaction ${hash} reverted`)
        return json({ pci, status: 'revoked', transactionHash: hash })
      })
}
