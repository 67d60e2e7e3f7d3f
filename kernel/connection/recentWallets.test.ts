import { describe, expect, it } from 'vitest'
import { addRecentWallet } from './recentWallets'

const a = { id: 'a', name: 'A' }
const b = { id: 'b', name: 'B' }
const c = { id: 'c', name: 'C' }

describe('recent wallets (SPEC §5, §9)', () => {
  it('§5 recent wallets: at most 2, no duplicates by id, newest first', () => {
    expect(addRecentWallet([], a)).toEqual([a])
    expect(addRecentWallet([a], b)).toEqual([b, a])
    expect(addRecentWallet([b, a], c)).toEqual([c, b])
    expect(addRecentWallet([b, a], a)).toEqual([a, b])
    expect(addRecentWallet([a], { id: 'a', name: 'A renamed' })).toEqual([{ id: 'a', name: 'A renamed' }])
  })
})
