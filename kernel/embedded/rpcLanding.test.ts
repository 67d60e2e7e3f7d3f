import { describe, expect, it } from 'vitest'
import { rpcLanding } from './rpcLanding'

describe('embedded wallet RPC landing (SPEC §4)', () => {
  it('§4 embedded RPC: on error the modal closes (no pending transaction) or the stack pops', () => {
    expect(rpcLanding('error', { open: true, transactionStackEmpty: true })).toEqual({ kind: 'close' })
    expect(rpcLanding('error', { open: true, transactionStackEmpty: false })).toEqual({ kind: 'popTransaction', outcome: 'error' })
  })

  it('§4 embedded RPC: on success of a non-safe request the view is closed or popped', () => {
    expect(rpcLanding('success', { open: true, transactionStackEmpty: true })).toEqual({ kind: 'close' })
    expect(rpcLanding('success', { open: true, transactionStackEmpty: false })).toEqual({
      kind: 'popTransaction',
      outcome: 'success',
    })
  })

  it('§4 embedded RPC: a closed modal is left alone', () => {
    expect(rpcLanding('success', { open: false, transactionStackEmpty: true })).toEqual({ kind: 'none' })
    expect(rpcLanding('error', { open: false, transactionStackEmpty: false })).toEqual({ kind: 'none' })
  })
})
