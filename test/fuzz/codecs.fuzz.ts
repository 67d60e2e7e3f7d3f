import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as t from 'io-ts'
import * as codecs from '../../kernel/codec'
import { decode } from '../../kernel/codec/decode'
import { RUNS, jsonish } from './inputs'

/** Every io-ts codec the codec entry exports: a new codec is fuzzed without a line here. */
const all = (Object.entries(codecs) as Array<[string, unknown]>).filter((entry): entry is [string, t.Mixed] => entry[1] instanceof t.Type)

describe(`decoders take ${RUNS} generated inputs each (SPEC §7 answers, storage, options)`, () => {
  it('every exported codec is covered', () => {
    expect(all.length).toBeGreaterThan(40)
  })

  for (const [name, codec] of all) {
    it(`${name}: no input throws; what decodes passes the codec's own check`, () => {
      fc.assert(
        fc.property(jsonish, (input) => {
          const result = decode(codec, input, name)
          if (result.ok) expect(codec.is(result.value)).toBe(true)
          else expect(typeof result.error.shortMessage).toBe('string')
        }),
        { numRuns: RUNS },
      )
    })
  }
})
