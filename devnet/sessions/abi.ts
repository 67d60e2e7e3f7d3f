import { decodeAbiParameters, decodeErrorResult, encodeAbiParameters, parseAbi, type Hex } from 'viem'

/*
 * The sessions part of DevnetBatchExecutor (devnet/chain/contracts): the ABI the wallet, the devnet
 * API and dapps use. Written out by hand so the wallet's browser bundle needs no compiler output.
 */
export const sessionsAbi = parseAbi([
  'struct Call { address to; uint256 value; bytes data; }',
  'struct Session { address signer; uint48 expiry; bool revoked; address token; uint128 limit; uint128 spent; }',
  'function grantSession(address signer, address token, uint128 limit, uint48 expiry) returns (uint256 id)',
  'function revokeSession(uint256 id)',
  'function revokeSessionBySignature(uint256 id, bytes signature)',
  'function sessionCount() view returns (uint256)',
  'function session(uint256 id) view returns (Session)',
  'function executeAsSession(uint256 id, Call[] calls)',
  'event SessionGranted(uint256 indexed id, address indexed signer, address token, uint256 limit, uint256 expiry)',
  'event SessionRevoked(uint256 indexed id)',
  'event SessionUsed(uint256 indexed id, uint256 amount, uint256 spent)',
  'error OnlySelf()',
  'error CallFailed(uint256 index, bytes reason)',
  'error SessionUnknown(uint256 id)',
  'error SessionExpiryPassed(uint256 expiry)',
  'error NotSessionSigner(uint256 id)',
  'error SessionIsRevoked(uint256 id)',
  'error SessionExpired(uint256 id, uint256 expiry)',
  'error SpendingLimitExceeded(uint256 id, uint256 limit, uint256 wanted)',
  'error CallNotPermitted(uint256 index)',
  'error BadSignature()',
])

/** The EIP-712 revoke the account signs so anyone (the API) may relay it: RevokeSession(uint256 id). */
export const revokeTypedData = (chainId: number, account: Hex, id: bigint) =>
  ({
    domain: { name: 'Airlock Sessions', version: '1', chainId, verifyingContract: account },
    types: { RevokeSession: [{ name: 'id', type: 'uint256' }] },
    primaryType: 'RevokeSession',
    message: { id },
  }) as const

const CONTEXT = [{ type: 'uint256' }, { type: 'uint256' }] as const

/** ERC-7715 permissionsContext of a session: its chain id and its id in the account. */
export const encodePermissionsContext = (chainId: number, id: bigint): Hex => encodeAbiParameters(CONTEXT, [BigInt(chainId), id])

export function decodePermissionsContext(context: Hex): { readonly chainId: number; readonly id: bigint } {
  const [chainId, id] = decodeAbiParameters(CONTEXT, context)
  return { chainId: Number(chainId), id }
}

/**
 * The sessions error a failed call or simulation reverted with, read from the revert data wherever
 * the node put it (hardhat reports a custom error only inside its message).
 */
export function sessionsErrorName(error: unknown): string | undefined {
  const texts: string[] = []
  for (let e: unknown = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const data = (e as { data?: unknown }).data
    if (typeof data === 'string') texts.push(data)
    if (typeof data === 'object' && data !== null && typeof (data as { data?: unknown }).data === 'string') texts.push((data as { data: string }).data)
    if (e instanceof Error) texts.push(e.message)
  }
  for (const text of texts) {
    const match = /(?:^|return data: )(0x[0-9a-fA-F]{8,})/.exec(text)
    if (!match?.[1]) continue
    try {
      return decodeErrorResult({ abi: sessionsAbi, data: match[1] as Hex }).errorName
    } catch {
      // Not a sessions error: look further.
    }
  }
  return undefined
}
