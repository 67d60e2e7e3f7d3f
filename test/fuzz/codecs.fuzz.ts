import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as t from 'io-ts'
import * as codecs from '../../kernel/codec'
import * as calls from '../../kernel/codec/calls'
import * as email from '../../kernel/codec/email'
import * as names from '../../kernel/codec/names'
import * as transaction from '../../kernel/codec/transaction'
import { decode } from '../../kernel/codec/decode'
import { RUNS, jsonish } from './inputs'

/**
 * Every io-ts codec the codec entry exports, and those of the files it leaves to the lazy services
 * that read them: a new codec is fuzzed without a line here.
 */
const all = [codecs, calls, email, names, transaction]
  .flatMap((module) => Object.entries(module) as Array<[string, unknown]>)
  .filter((entry): entry is [string, t.Mixed] => entry[1] instanceof t.Type)

describe(`decoders take ${RUNS} generated inputs each (SPEC §7 answers, storage, options)`, () => {
  it('every exported codec is covered', () => {
    expect(all.length).toBeGreaterThan(40)
  })

  // One set of generated inputs serves every codec: generating them is most of the cost, and each
  // codec still meets all of them.
  const inputs = fc.sample(jsonish, RUNS)

  for (const [name, codec] of all) {
    it(`${name}: no input throws; what decodes passes the codec's own check`, () => {
      // Most inputs are refused, and capturing the stack of each refusal's error was most of the run;
      // no check here reads a stack, so the decoders run without one (the limit is the process's, put
      // back for the files that share this worker).
      const stackTraceLimit = Error.stackTraceLimit
      Error.stackTraceLimit = 0
      try {
        for (const input of inputs) {
          let verdict: string
          try {
            const result = decode(codec, input, name)
            verdict = result.ok ? (codec.is(result.value) ? 'ok' : 'decoded a value that fails its own check') : typeof result.error.shortMessage === 'string' ? 'ok' : 'an error without a message'
          } catch (error) {
            verdict = `threw ${String(error)}`
          }
          if (verdict !== 'ok') expect.fail(`${name} on ${fc.stringify(input)}: ${verdict}`)
        }
      } finally {
        Error.stackTraceLimit = stackTraceLimit
      }
    })
  }
})
