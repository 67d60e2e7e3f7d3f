import * as t from 'io-ts'
import { isRight } from 'fp-ts/lib/Either.js'
import { AirlockError } from '../errors/AirlockError'
import { schemaMessages } from '../errors/messages'

export interface DecodeIssue {
  /** Dotted path to the offending value, '' for the root. */
  readonly path: string
  /** One of SPEC §5's generic messages (or a codec's own message). */
  readonly message: string
}

export class DecodeError extends AirlockError {
  readonly issues: ReadonlyArray<DecodeIssue>
  constructor(issues: ReadonlyArray<DecodeIssue>, what: string) {
    super(issues[0]?.message ?? schemaMessages.required, {
      category: 'validation',
      details: `${what}: ${issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ')}`,
    })
    this.issues = issues
  }
}

export type Decoded<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: DecodeError }

/** Codec names that carry their own message instead of "Expected X received Y". */
const namedMessages: Record<string, string> = { Email: schemaMessages.invalidEmail }

function received(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

function issueOf(error: t.ValidationError): DecodeIssue {
  const path = error.context
    .map((entry) => entry.key)
    .filter((key) => key !== '')
    .join('.')
  const last = error.context[error.context.length - 1]
  if (error.message) return { path, message: error.message }
  if (error.value === undefined) return { path, message: schemaMessages.required }
  const name = last?.type.name ?? 'value'
  return { path, message: namedMessages[name] ?? schemaMessages.expected(name, received(error.value)) }
}

/** Decode without letting fp-ts types spread through the kernel. Never throws. */
export function decode<A>(codec: t.Decoder<unknown, A>, input: unknown, what = codec.name): Decoded<A> {
  let result: t.Validation<A>
  try {
    result = codec.decode(input)
  } catch (cause) {
    // A getter on hostile input can throw; that is a refusal, not a crash.
    return { ok: false, error: new DecodeError([{ path: '', message: String(cause) }], what) }
  }
  if (isRight(result)) return { ok: true, value: result.right }
  const issues = result.left.map(issueOf)
  // io-ts reports every union branch; keep one issue per path so messages stay readable.
  const seen = new Set<string>()
  const unique = issues.filter((issue) => (seen.has(issue.path) ? false : (seen.add(issue.path), true)))
  return { ok: false, error: new DecodeError(unique, what) }
}

/** Decode or use the fallback. */
export function decodeOr<A>(codec: t.Decoder<unknown, A>, input: unknown, fallback: A): A {
  const result = decode(codec, input)
  return result.ok ? result.value : fallback
}

/** Decode or throw the DecodeError (for option parsing, where bad input must stop the caller). */
export function decodeOrThrow<A>(codec: t.Decoder<unknown, A>, input: unknown, what = codec.name): A {
  const result = decode(codec, input, what)
  if (result.ok) return result.value
  throw result.error
}
