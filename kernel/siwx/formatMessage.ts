import { parseCaipNetworkId } from '../index'
import type { SiwxMessageFields } from '../codec/siwx'

/** The blockchain name CAIP-122 puts in the first line ("... with your Ethereum account:"). */
const blockchainNames: Readonly<Record<string, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/**
 * The text a wallet signs: EIP-4361 (Sign-In with Ethereum) for eip155, and its CAIP-122 form for the
 * other namespaces. The chain id line carries the CAIP-2 reference (the EIP-155 number on EVM).
 * Without a statement EIP-4361 keeps an empty line in its place, so address and URI are two blank
 * lines apart.
 */
export function formatSiwxMessage(fields: SiwxMessageFields): string {
  const { namespace, reference } = parseCaipNetworkId(fields.chainId)
  const blockchain = blockchainNames[namespace] ?? namespace
  const lines: string[] = [
    `${fields.domain} wants you to sign in with your ${blockchain} account:`,
    fields.accountAddress,
    '',
  ]
  if (fields.statement !== undefined && fields.statement !== '') lines.push(fields.statement)
  lines.push(
    '',
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${fields.nonce}`,
  )
  if (fields.issuedAt !== undefined) lines.push(`Issued At: ${fields.issuedAt}`)
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources !== undefined && fields.resources.length > 0)
    lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
