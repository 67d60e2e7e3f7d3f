import { describe, expect, it } from 'vitest'
import type { Transaction, Transfer } from '../codec/transaction'
import { describeTransaction } from './activityLine'

const me = '0x1111111111111111111111111111111111111111'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const tx = (operationType: string, transfers: Transfer[], extra: Partial<Transaction['metadata']> = {}): Transaction => ({
  id: 'id',
  metadata: { minedAt: '2026-11-01T00:00:00Z', chain: 'eip155:31337', operationType, status: 'confirmed', sentFrom: me, sentTo: token, ...extra },
  transfers,
})
const dvt = (direction: 'in' | 'out', numeric: string, ends: Partial<Transfer> = {}): Transfer => ({
  direction,
  quantity: { numeric },
  fungible_info: { symbol: 'DVT', name: 'Devnet Token', icon: { url: 'https://img/dvt.png' } },
  ...ends,
})
const collectible = (direction: 'in' | 'out', name: string): Transfer => ({
  direction,
  quantity: { numeric: '1' },
  nft_info: { name, flags: { is_spam: false }, content: { preview: { url: 'https://img/nft-2.png' } } },
})

describe('activity rows read as actions (SPEC §3 transaction: operationType, transfers)', () => {
  it('§3 a token sent: "Sent 12.5 DVT to" the transfer recipient (not the token contract), out, with the token icon', () => {
    const line = describeTransaction(tx('send', [dvt('out', '12.5', { sender: me, recipient: bob })]))
    expect(line.title).toBe('Sent 12.5 DVT to 0x7099…dc79C8')
    expect(line).toMatchObject({ direction: 'out', amount: '-12.5 DVT', image: { url: 'https://img/dvt.png', nft: false } })
  })

  it('§3 a coin sent without transfer ends names the transaction receiver', () => {
    const line = describeTransaction(tx('send', [dvt('out', '1')], { sentTo: bob }))
    expect(line.title).toBe('Sent 1 DVT to 0x7099…dc79C8')
  })

  it('§3 received: "Received … from" the sender, in', () => {
    const line = describeTransaction(tx('receive', [dvt('in', '3', { sender: bob, recipient: me })], { sentFrom: bob }))
    expect(line).toMatchObject({ title: 'Received 3 DVT from 0x7099…dc79C8', direction: 'in', amount: '+3 DVT' })
  })

  it('§3 a mint names the NFT and carries its thumbnail', () => {
    const line = describeTransaction(tx('mint', [collectible('in', 'Devnet Collectible #2')]))
    expect(line).toMatchObject({ title: 'Minted Devnet Collectible #2', direction: 'in', image: { url: 'https://img/nft-2.png', nft: true } })
  })

  it('§3 a transaction that moved nothing of the account is a "Contract call"; approvals and deployments say so', () => {
    expect(describeTransaction(tx('execute', []))).toMatchObject({ title: 'Contract call', direction: 'none', amount: '' })
    expect(describeTransaction(tx('approve', [])).title).toBe('Approval')
    expect(describeTransaction(tx('deploy', [])).title).toBe('Contract deployed')
  })

  it('§3 a trade says both sides', () => {
    const line = describeTransaction(tx('trade', [dvt('out', '2'), collectible('in', 'Devnet Collectible #3')]))
    expect(line.title).toBe('Swapped 2 DVT for Devnet Collectible #3')
  })

  it('§3 the status is carried for the row icon (failed and pending rows are marked)', () => {
    expect(describeTransaction(tx('send', [dvt('out', '1')], { status: 'failed' })).status).toBe('failed')
  })

  it('§9 quantities keep at most 3 decimals, cut down, without trailing zeros', () => {
    expect(describeTransaction(tx('send', [dvt('out', '10000.49392')])).title).toMatch(/^Sent 10,000\.493 DVT/)
    expect(describeTransaction(tx('send', [dvt('out', '1000')])).title).toMatch(/^Sent 1,000 DVT/)
  })

  it('the hash is never the title', () => {
    const line = describeTransaction(tx('execute', [], { hash: `0x${'ab'.repeat(32)}` }))
    expect(line.title).not.toContain('0xabab')
  })
})
