import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { decode } from './decode'
import { Call, CallBatch } from './calls'
import { codecProperties } from './testing/properties'
import * as arb from './testing/arbitraries'

const issuesOf = (result: ReturnType<typeof decode>) => (result.ok ? [] : result.error.issues)

describe('call batches', () => {
  codecProperties('§5 call batches: one call', Call, arb.call)
  codecProperties('§5 call batches', CallBatch, fc.array(arb.call, { maxLength: 4 }))

  it('§5 call batches: the to field must start with 0x', () => {
    expect(decode(CallBatch, [{ to: '0xabc' }]).ok).toBe(true)
    expect(issuesOf(decode(CallBatch, [{ to: '0xabc' }, { to: 'abc' }]))).toEqual([
      { path: '1.to', message: 'Expected HexPrefixed received string' },
    ])
    expect(issuesOf(decode(CallBatch, [{ data: '0x' }]))).toEqual([{ path: '0.to', message: 'Required' }])
  })

  it('§5 call batches: data must start with 0x too when present', () => {
    expect(decode(CallBatch, [{ to: '0xabc', data: '0x1234' }]).ok).toBe(true)
    expect(issuesOf(decode(CallBatch, [{ to: '0xabc', data: '1234' }]))).toEqual([
      { path: '0.data', message: 'Expected HexPrefixed received string' },
    ])
    expect(issuesOf(decode(CallBatch, [{ to: '0xabc', data: 1234 }]))).toEqual([
      { path: '0.data', message: 'Expected string received number' },
    ])
  })

  it('§5 call batches: a batch is a list of calls', () => {
    expect(issuesOf(decode(CallBatch, { to: '0xabc' }))).toEqual([{ path: '', message: 'Expected array received object' }])
  })
})
