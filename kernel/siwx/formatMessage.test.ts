import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../codec/primitives'
import type { SiwxMessageFields } from '../codec/siwx'
import { formatSiwxMessage } from './formatMessage'

const fields: SiwxMessageFields = {
  domain: 'service.invalid',
  accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  statement: 'I accept the ServiceOrg Terms of Service: https://service.invalid/tos',
  uri: 'https://service.invalid/login',
  version: '1',
  chainId: 'eip155:1' as CaipNetworkId,
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
  resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/my-web2-claim.json'],
}

describe('formatSiwxMessage', () => {
  it('§3 signed-in session: message text is EIP-4361 (the EIP example, word for word)', () => {
    expect(formatSiwxMessage(fields)).toBe(
      [
        'service.invalid wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        'I accept the ServiceOrg Terms of Service: https://service.invalid/tos',
        '',
        'URI: https://service.invalid/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://example.com/my-web2-claim.json',
      ].join('\n'),
    )
  })

  it('§3 signed-in session: EIP-4361 without a statement keeps its empty line; optional lines in order', () => {
    const { statement: _statement, resources: _resources, ...bare } = fields
    expect(
      formatSiwxMessage({
        ...bare,
        chainId: 'eip155:137' as CaipNetworkId,
        expirationTime: '2021-10-01T16:25:24Z',
        notBefore: '2021-09-30T17:00:00Z',
        requestId: 'req-7',
      }),
    ).toBe(
      [
        'service.invalid wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        '',
        'URI: https://service.invalid/login',
        'Version: 1',
        'Chain ID: 137',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
        'Expiration Time: 2021-10-01T16:25:24Z',
        'Not Before: 2021-09-30T17:00:00Z',
        'Request ID: req-7',
      ].join('\n'),
    )
  })

  it('§3 signed-in session: other namespaces use the CAIP-122 form with their blockchain name', () => {
    const text = formatSiwxMessage({
      ...fields,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as CaipNetworkId,
      accountAddress: 'So11111111111111111111111111111111111111112',
    })
    expect(text.split('\n').slice(0, 2)).toEqual([
      'service.invalid wants you to sign in with your Solana account:',
      'So11111111111111111111111111111111111111112',
    ])
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })
})
