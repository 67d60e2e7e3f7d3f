import { createPublicClient, http, isAddressEqual, recoverMessageAddress, type Address, type Hex } from 'viem'
import { generateSiweNonce, parseSiweMessage } from 'viem/siwe'

/**
 * Sign In With Farcaster, checked by the auth service: the message the person's Farcaster app signed
 * (EIP-4361 shaped, with the fid as a `farcaster://fid/<fid>` resource) and its signature, which must
 * come from the fid's custody address in the ID registry on chain. The nonce is one this service
 * issued (for the relay channel it opened) and works once.
 */
export interface SiwfAnswer {
  readonly message: string
  readonly signature: Hex
  readonly fid: number
}

export interface SiwfExpectations {
  /** The domain and URI the channel was opened for (the frame's origin). */
  readonly domain: string
  readonly uri: string
  readonly chainId: number
  readonly now: number
  /** The fid's custody address in the ID registry. */
  readonly custodyOf: (fid: bigint) => Promise<Address>
  readonly nonces: NonceBook
}

export class SiwfRefusal extends Error {}

const refuse = (reason: string): never => {
  throw new SiwfRefusal(reason)
}

export async function verifySiwf(answer: SiwfAnswer, expect: SiwfExpectations): Promise<{ readonly fid: number; readonly custody: Address }> {
  const fields = parseSiweMessage(answer.message)
  if (fields.domain !== expect.domain) refuse('the message is for another domain')
  if (fields.uri !== expect.uri) refuse('the message is for another URI')
  if (fields.chainId !== expect.chainId) refuse('the message is for another chain')
  if (!fields.address || !fields.nonce) refuse('the message has no address or nonce')
  if (!(fields.resources ?? []).includes(`farcaster://fid/${answer.fid}`)) refuse('the message is for another fid')
  if (fields.expirationTime && fields.expirationTime.getTime() <= expect.now) refuse('the message has expired')
  if (fields.notBefore && fields.notBefore.getTime() > expect.now) refuse('the message is not valid yet')
  const signer = await recoverMessageAddress({ message: answer.message, signature: answer.signature }).catch(() => refuse('the signature is not valid'))
  if (!isAddressEqual(signer, fields.address as Address)) refuse('the signature is not the address of the message')
  const custody = await expect.custodyOf(BigInt(answer.fid))
  if (!isAddressEqual(custody, signer)) refuse('the signer is not the custody address of the fid')
  // Last: a refused answer leaves its nonce usable by the right one.
  if (!expect.nonces.consume(fields.nonce as string)) refuse('the nonce is unknown, used or expired')
  return { fid: answer.fid, custody: signer }
}

/** Nonces this service issued for Sign In With Farcaster: each works once, within its lifetime. */
export interface NonceBook {
  issue(): string
  consume(nonce: string): boolean
}

export function createNonceBook(lifetimeMs: number, now: () => number): NonceBook {
  const issued = new Map<string, number>()
  return {
    issue() {
      const nonce = generateSiweNonce()
      issued.set(nonce, now() + lifetimeMs)
      return nonce
    },
    consume(nonce) {
      const until = issued.get(nonce)
      issued.delete(nonce)
      for (const [key, end] of issued) if (end <= now()) issued.delete(key)
      return until !== undefined && until > now()
    },
  }
}

/** The custody lookup against the ID registry contract, over the chain's JSON-RPC. */
export function registryCustody(rpcUrl: string, registry: Address): (fid: bigint) => Promise<Address> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const abi = [{ type: 'function', name: 'custodyOf', stateMutability: 'view', inputs: [{ name: 'fid', type: 'uint256' }], outputs: [{ type: 'address' }] }] as const
  return (fid) => client.readContract({ address: registry, abi, functionName: 'custodyOf', args: [fid] })
}
