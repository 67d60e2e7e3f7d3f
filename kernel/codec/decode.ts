import * as t from 'io-ts'
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
const namedMessages: Readonly<Record<string, string>> = { Email: schemaMessages.invalidEmail }

type AnyDecoder = t.Decoder<unknown, unknown>

function received(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

const accepts = (codec: AnyDecoder, value: unknown): boolean =>
  codec instanceof t.Type ? codec.is(value) : codec.decode(value)._tag === 'Right'

const unique = (items: ReadonlyArray<string>): string[] => [...new Set(items)]

/** The codec under refinements and wrappers: what decides the *kind* of value accepted. */
function baseOf(codec: AnyDecoder, depth = 0): AnyDecoder {
  if (depth > 16) return codec
  if (codec instanceof t.RefinementType || codec instanceof t.ReadonlyType || codec instanceof t.ExactType) {
    return baseOf(codec.type as AnyDecoder, depth + 1)
  }
  return codec
}

/**
 * "X" of "Expected X received Y": the kind a person can act on (object, array, string, 'a' | 'b'),
 * not io-ts's generated type names. A refinement whose base kind matches names itself (EvmAddress).
 */
function expectedOf(codec: AnyDecoder, value: unknown, depth = 0): string {
  if (depth > 16) return 'value'
  const next = (c: AnyDecoder) => expectedOf(c, value, depth + 1)
  if (codec instanceof t.RefinementType) return codec.type.is(value) ? codec.name : next(codec.type as AnyDecoder)
  if (codec instanceof t.ReadonlyType || codec instanceof t.ExactType || codec instanceof t.RecursiveType) {
    return next(codec.type as AnyDecoder)
  }
  if (
    codec instanceof t.InterfaceType ||
    codec instanceof t.PartialType ||
    codec instanceof t.StrictType ||
    codec instanceof t.DictionaryType ||
    codec instanceof t.AnyDictionaryType ||
    codec instanceof t.ObjectType
  ) {
    return 'object'
  }
  if (
    codec instanceof t.ArrayType ||
    codec instanceof t.ReadonlyArrayType ||
    codec instanceof t.AnyArrayType ||
    codec instanceof t.TupleType
  ) {
    return 'array'
  }
  if (codec instanceof t.IntersectionType) {
    const kinds = unique((codec.types as AnyDecoder[]).map(next))
    return kinds.length === 1 ? (kinds[0] ?? codec.name) : codec.name
  }
  if (codec instanceof t.UnionType) return unique((codec.types as AnyDecoder[]).map(next)).join(' | ')
  if (codec instanceof t.KeyofType) {
    return Object.keys(codec.keys as object)
      .map((key) => `'${key}'`)
      .join(' | ')
  }
  if (codec instanceof t.LiteralType) {
    const literal: unknown = codec.value
    return typeof literal === 'string' ? `'${literal}'` : String(literal)
  }
  return codec instanceof t.Type ? codec.name : 'value'
}

/** In a union, the one member whose base kind accepts the value (so nullable(Email) still says "Invalid email"). */
function narrow(codec: AnyDecoder, value: unknown, depth = 0): AnyDecoder {
  if (depth > 16 || !(codec instanceof t.UnionType)) return codec
  const fitting = (codec.types as AnyDecoder[]).filter((member) => accepts(baseOf(member), value))
  return fitting.length === 1 && fitting[0] ? narrow(fitting[0], value, depth + 1) : codec
}

function messageAt(codec: AnyDecoder, value: unknown): string {
  if (value === undefined) return schemaMessages.required
  const chosen = narrow(codec, value)
  if (chosen instanceof t.RefinementType && accepts(baseOf(chosen), value)) {
    return namedMessages[chosen.name] ?? schemaMessages.expected(chosen.name, received(value))
  }
  return schemaMessages.expected(expectedOf(chosen, value), received(value))
}

interface RawIssue extends DecodeIssue {
  /** Paths of the unions this error went through, each where the union sits. */
  readonly unionPaths: ReadonlyArray<string>
}

function issueOf(error: t.ValidationError): RawIssue {
  // Unions and intersections add their member index as a key; it is not part of the data's path.
  const kept: t.ContextEntry[] = []
  const unionPaths: string[] = []
  let parent: t.Decoder<unknown, unknown> | undefined
  for (const entry of error.context) {
    const structural = parent instanceof t.UnionType || parent instanceof t.IntersectionType
    if (!structural) kept.push(entry)
    if (entry.type instanceof t.UnionType) unionPaths.push(pathOf(kept))
    parent = entry.type
  }
  const path = pathOf(kept)
  if (error.message) return { path, message: error.message, unionPaths }
  const anchor = kept[kept.length - 1]
  const message = anchor ? messageAt(anchor.type, error.value) : schemaMessages.required
  return { path, message, unionPaths }
}

function pathOf(entries: ReadonlyArray<t.ContextEntry>): string {
  return entries
    .map((entry) => entry.key)
    .filter((key) => key !== '')
    .join('.')
}

const isBelow = (path: string, prefix: string) => (prefix === '' ? path !== '' : path.startsWith(`${prefix}.`))

/**
 * io-ts reports every union branch. When one branch got past the union's own level (the value had the
 * right kind and failed deeper), the shallow "wrong kind" reports of the other branches are noise.
 * Then keep one issue per path so messages stay readable.
 */
function tidy(issues: ReadonlyArray<RawIssue>): DecodeIssue[] {
  const deeper = issues.filter(
    (issue) =>
      !(
        issue.unionPaths.includes(issue.path) &&
        issues.some((other) => other !== issue && isBelow(other.path, issue.path) && other.unionPaths.includes(issue.path))
      ),
  )
  const seen = new Set<string>()
  return deeper
    .filter((issue) => (seen.has(issue.path) ? false : (seen.add(issue.path), true)))
    .map(({ path, message }) => ({ path, message }))
}

function describe(cause: unknown): string {
  try {
    return cause instanceof Error ? cause.message : String(cause)
  } catch {
    // Even the thrown value can be hostile (a throwing toString).
    return 'Invalid input'
  }
}

/** Decode without letting fp-ts types spread through the kernel. Never throws. */
export function decode<A>(codec: t.Decoder<unknown, A>, input: unknown, what = codec.name): Decoded<A> {
  try {
    const result = codec.decode(input)
    // io-ts answers an fp-ts Either; reading its tag keeps fp-ts's CommonJS build out of the bundle.
  if (result._tag === 'Right') return { ok: true, value: result.right }
    const issues = tidy(result.left.map(issueOf))
    return { ok: false, error: new DecodeError(issues, what) }
  } catch (cause) {
    // A getter or proxy on hostile input can throw; that is a refusal, not a crash.
    return { ok: false, error: new DecodeError([{ path: '', message: describe(cause) }], what) }
  }
}

/** Decode or use the fallback. */
export function decodeOr<A>(codec: t.Decoder<unknown, A>, input: unknown, fallback: A): A {
  const result = decode(codec, input)
  return result.ok ? result.value : fallback
}

/**
 * Decode the items of a list one by one: a refused item is left out (and handed to `onRefused`, e.g. to
 * log it), the others are kept in order. For answers where one bad entry must not cost the whole list.
 */
export function decodeEach<A>(
  codec: t.Decoder<unknown, A>,
  items: ReadonlyArray<unknown>,
  onRefused?: (error: DecodeError, item: unknown) => void,
): A[] {
  const kept: A[] = []
  for (const item of items) {
    const result = decode(codec, item)
    if (result.ok) kept.push(result.value)
    else onRefused?.(result.error, item)
  }
  return kept
}

/** Decode or throw the DecodeError (for option parsing, where bad input must stop the caller). */
export function decodeOrThrow<A>(codec: t.Decoder<unknown, A>, input: unknown, what = codec.name): A {
  const result = decode(codec, input, what)
  if (result.ok) return result.value
  throw result.error
}
