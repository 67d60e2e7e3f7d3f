import type * as t from 'io-ts'
import { expect } from 'vitest'
import { decode } from '../../kernel/codec/decode'

export interface Answer {
  readonly status: number
  readonly contentType: string
  readonly body: unknown
}

/** One HTTP call to the live devnet; the body parsed as JSON when it is JSON. */
export async function call(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(url, init)
  const contentType = response.headers.get('content-type') ?? ''
  const text = await response.text()
  return { status: response.status, contentType, body: contentType.includes('json') ? (JSON.parse(text) as unknown) : text }
}

export const postJson = (url: string, body: unknown): Promise<Answer> =>
  call(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** The answer must decode with the kernel's own codec; returns the decoded value. */
export function decoded<A>(codec: t.Decoder<unknown, A>, answer: Answer): A {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const result = decode(codec, answer.body)
  if (!result.ok) throw new Error(`${codec.name}: ${result.error.message} (${JSON.stringify(result.error.issues)})`)
  return result.value
}

/** A refusal: 4xx with a JSON { error } naming the problem. */
export function expectRefusal(answer: Answer, status: number, mentions: string | RegExp): void {
  expect(answer.status).toBe(status)
  expect(answer.contentType).toContain('application/json')
  const error = (answer.body as { error?: unknown }).error
  expect(typeof error).toBe('string')
  expect(error).toMatch(mentions)
}
